import { Badge, Group, Tooltip } from '@mantine/core';
import { IconLock, IconLockOpen } from '../../ui/icons/icons.ts';
import type { TItemView } from '@trustfront/core';
import { useT } from '../i18n/use-t.tsx';

/** 'In Progress' for work-in-progress items (docs/editing.md, Items). */
export function InProgressTag({ item }: { item: Pick<TItemView, 'enabledState'> }) {
  const t = useT();
  if (item.enabledState !== 'work_in_progress') return null;
  return (
    <Badge size="sm" variant="light" color="orange" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t('items.inProgress')}
    </Badge>
  );
}

/** A lock on restricted items: closed while the caller lacks access, open once granted. */
export function RestrictedIcon({ item }: { item: Pick<TItemView, 'access' | 'isUnlocked'> }) {
  const t = useT();
  if (item.access === 'public') return null;
  const Icon = item.isUnlocked ? IconLockOpen : IconLock;
  return (
    <Tooltip label={t('cards.restricted')} withArrow>
      <Icon
        size={16}
        stroke={1.8}
        aria-label={t('cards.restricted')}
        role="img"
        style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }}
      />
    </Tooltip>
  );
}

/** Compact tags beside an item title in a card. */
export function ItemTags({ item }: { item: TItemView }) {
  return (
    <>
      <InProgressTag item={item} />
      <RestrictedIcon item={item} />
    </>
  );
}

/** Tags of the expanded item: 'In Progress' and 'Restricted'. */
export function ItemDrawerTags({ item }: { item: TItemView }) {
  const t = useT();
  const restricted = item.access !== 'public';
  if (item.enabledState !== 'work_in_progress' && !restricted) return null;
  return (
    <Group gap="xs">
      <InProgressTag item={item} />
      {restricted ? (
        <Badge
          size="sm"
          variant="light"
          color="gray"
          radius="sm"
          tt="none"
          leftSection={item.isUnlocked ? <IconLockOpen size={12} /> : <IconLock size={12} />}
        >
          {t('cards.restricted')}
        </Badge>
      ) : null}
    </Group>
  );
}
