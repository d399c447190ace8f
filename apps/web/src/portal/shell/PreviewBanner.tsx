import { Box, Group, Text } from '@mantine/core';
import { IconEye } from '../../ui/icons/icons.ts';

export const PREVIEW_BANNER_TEXT = 'You are previewing this Trust Center as another user';

/** Tells staff in preview mode that they see the portal as an account or profile would. */
export function PreviewBanner() {
  return (
    <Box bg="yellow.1" py={8} px="md" role="status" data-testid="preview-banner">
      <Group gap="xs" justify="center" wrap="nowrap">
        <IconEye size={18} aria-hidden />
        <Text size="sm" fw={500}>
          {PREVIEW_BANNER_TEXT}
        </Text>
      </Group>
    </Box>
  );
}
