import { Suspense } from 'react';
import { Button, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconLink } from '../../ui/icons/icons.ts';
import { itemUrl, LIMITS } from '@trustfront/core';
import { useClipboardStatus } from '../../ui/use-clipboard-status.ts';
import { CardIcon } from '../cards/card-icons.tsx';
import { CardDrawer } from '../cards/CardDrawer.tsx';
import { useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';
import { displayTitleOf, type ItemTarget } from './find-item.ts';
import { ItemDetails } from './ItemDetails.tsx';
import { ItemDrawerTags } from './ItemTags.tsx';
import { lazyChunk } from '../../ui/lazy-chunk.ts';

const CommentsPanel = lazyChunk(() => import('../members/comments/CommentsPanel.tsx'));
const ItemDrawerActions = lazyChunk(() => import('../editing/ItemDrawerActions.tsx'));

/**
 * The account's conversation on the item: members only (docs/access.md, Member features), loaded
 * when shown.
 */
function ItemComments({ itemUid }: { itemUid: string }) {
  const { view } = usePortal();
  if (view.mode !== 'account') return null;
  return (
    <>
      <Divider />
      <Suspense fallback={null}>
        <CommentsPanel itemUid={itemUid} />
      </Suspense>
    </>
  );
}

/** Above a card's drawer, which may have opened it. */
const ITEM_DRAWER_Z_INDEX = 300;

/**
 * 'Copy link to item' with the item URL (docs/portal.md, Items); the address bar when the clipboard
 * fails.
 */
function CopyItemLink({ target }: { target: ItemTarget }) {
  const t = useT();
  const { view, basePath } = usePortal();
  const { status, copy } = useClipboardStatus(LIMITS.shareCopiedMs);
  const url = `${window.location.origin}${itemUrl({
    basePath,
    productSlug: view.product.productSlug,
    multipleProducts: view.products.length > 1,
    item: target.item,
  })}`;
  const label =
    status === 'failed'
      ? t('items.copyFromAddressBar')
      : status === 'copied'
        ? t('items.linkCopied')
        : t('items.copyLink');
  return (
    <Tooltip label={label} opened={status === 'idle' ? undefined : true}>
      <Button
        variant="light"
        size="xs"
        leftSection={status === 'copied' ? <IconCheck size={14} /> : <IconLink size={14} />}
        onClick={() => copy(url)}
        data-item-url={url}
      >
        {status === 'copied' ? t('items.linkCopied') : t('items.copyLink')}
      </Button>
    </Tooltip>
  );
}

/** The item's card, under the item's title. */
function ItemCard({ target }: { target: ItemTarget }) {
  const { view } = usePortal();
  return (
    <Group gap={6} wrap="nowrap">
      <CardIcon card={target.card} orgId={view.org.id} />
      <Text size="sm" c="dimmed">
        {target.card.title}
      </Text>
    </Group>
  );
}

/**
 * The expanded item: title, its card, tags, details and a link to copy; in main mode the
 * edit-only menu (move item, create custom URL).
 */
export function ItemDrawer({
  target,
  opened,
  onClose,
}: {
  target: ItemTarget | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { view } = usePortal();
  return (
    <CardDrawer
      opened={opened && target !== null}
      onClose={onClose}
      title={target ? displayTitleOf(target) : ''}
      subtitle={target ? <ItemCard target={target} /> : null}
      zIndex={ITEM_DRAWER_Z_INDEX}
      testId="item-drawer"
    >
      {target ? (
        <Stack gap="lg">
          <Group justify="space-between">
            <ItemDrawerTags item={target.item} />
            <Group gap="xs">
              <CopyItemLink target={target} />
              {view.mode === 'main' ? (
                <Suspense fallback={null}>
                  <ItemDrawerActions target={target} />
                </Suspense>
              ) : null}
            </Group>
          </Group>
          <Divider />
          <ItemDetails {...target} />
          <ItemComments itemUid={target.item.itemUid} />
        </Stack>
      ) : null}
    </CardDrawer>
  );
}
