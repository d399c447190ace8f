import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconProgress } from '../../ui/icons/icons.ts';
import type { TItemView } from '@trustfront/core';
import { Link } from 'react-router';
import { ItemTags } from '../items/ItemTags.tsx';
import { useItemLinks } from '../items/use-item-links.ts';

const STATE_ICONS = {
  enabled: { Icon: IconCircleCheck, color: 'var(--mantine-color-green-6)' },
  work_in_progress: { Icon: IconProgress, color: 'var(--mantine-color-orange-6)' },
  not_enabled: { Icon: IconCircleDashed, color: 'var(--mantine-color-gray-5)' },
} as const;

/** An item's title as a link that opens the expanded item. */
export function ItemLink({ item, size = 'sm' }: { item: TItemView; size?: 'sm' | 'md' }) {
  const { itemTo } = useItemLinks();
  return (
    <Anchor component={Link} to={itemTo(item.itemUid)} size={size} c="inherit" fw={500}>
      {item.title}
    </Anchor>
  );
}

/** Items of a card in their order (enabled first, as the server sorted them). */
export function ItemList({
  items,
  withExplanation = false,
}: {
  items: readonly TItemView[];
  withExplanation?: boolean;
}) {
  return (
    <Stack gap={withExplanation ? 'md' : 'xs'}>
      {items.map((item) => {
        const { Icon, color } = STATE_ICONS[item.enabledState];
        return (
          <Box key={item.itemUid} data-testid="card-item">
            <Group gap="xs" wrap="nowrap" align="center">
              <Icon size={18} stroke={1.8} color={color} style={{ flexShrink: 0 }} aria-hidden />
              <ItemLink item={item} />
              <ItemTags item={item} />
            </Group>
            {withExplanation && item.details.explanation ? (
              <Text size="sm" c="dimmed" pl={26} mt={2} style={{ whiteSpace: 'pre-line' }}>
                {item.details.explanation}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
