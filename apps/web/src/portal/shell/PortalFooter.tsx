import { Anchor, Box, Group, Text } from '@mantine/core';
import { PortalContainer } from './PortalContainer.tsx';
import { BUILT_ON_URL, MESSAGES } from '@trustfront/core';

/** The footer: the 'Built on' link unless the organisation turned it off. */
export function PortalFooter({ showBuiltOn }: { showBuiltOn: boolean }) {
  if (!showBuiltOn) return null;
  return (
    <Box
      component="footer"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <PortalContainer>
        <Group justify="center">
          <Text size="sm" c="dimmed" data-testid="built-on">
            {MESSAGES.builtOn}{' '}
            <Anchor href={BUILT_ON_URL} target="_blank" rel="noopener noreferrer" inherit fw={600}>
              Trustfront
            </Anchor>
          </Text>
        </Group>
      </PortalContainer>
    </Box>
  );
}
