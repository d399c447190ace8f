/**
 * An item's edit-only menu (docs/portal.md, Items; docs/editing.md, Items and Card actions): create
 * a custom URL (its slug rules and messages) and, for a generic card's item, move it to another
 * generic card of the product (`moveDestinationsOf`); 'Move item' stays disabled until a card is
 * chosen.
 */
import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Modal,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots } from '../../ui/icons/icons.ts';
import {
  ADMIN_MESSAGES as M,
  LIMITS,
  MESSAGES,
  decideEdit,
  itemDisplayTitle,
  itemUrl,
  moveDestinationsOf,
  ZItemSlug,
  type CardKind,
  type EditCaller,
  type TItemView,
} from '@trustfront/core';
import { useState } from 'react';
import { useMoveItem, useSetItemSlug } from '../../api/card-editing.ts';
import { useClipboardStatus } from '../../ui/use-clipboard-status.ts';
import { usePortal } from '../portal-context.tsx';
import { TextFieldDialog } from './TextFieldDialog.tsx';

function MoveItemBody({
  item,
  kind,
  onClose,
}: {
  item: TItemView;
  kind: CardKind;
  onClose: () => void;
}) {
  const { view } = usePortal();
  const move = useMoveItem(view.product.productId);
  const [destination, setDestination] = useState<CardKind | null>(null);
  const destinations = moveDestinationsOf(kind, view.cards);
  const handleMove = async () => {
    const card = destinations.find((c) => c.kind === destination);
    if (!card) return;
    try {
      await move.mutateAsync({ itemUid: item.itemUid, destinationCardId: card.kind });
      notifications.show({
        color: 'green',
        message: M.itemMoved(itemDisplayTitle(kind, item.title), card.title),
      });
      onClose();
    } catch {
      notifications.show({ color: 'red', message: M.moveFailed });
    }
  };
  return (
    <Stack>
      <Select
        label={M.moveItemTo}
        placeholder={M.moveDestinationRequired}
        data={destinations.map((c) => ({ value: c.kind, label: c.title }))}
        value={destination}
        onChange={(value) =>
          setDestination(destinations.find((c) => c.kind === value)?.kind ?? null)
        }
        searchable
        comboboxProps={{ withinPortal: false }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {M.cancel}
        </Button>
        <Button
          onClick={() => void handleMove()}
          loading={move.isPending}
          disabled={destination === null}
        >
          {M.moveItem}
        </Button>
      </Group>
    </Stack>
  );
}

/** The item's address as the slug makes it, and a button copying it ('Copied!' for 3 s). */
function ItemAddress({ url }: { url: string }) {
  const { status, copy } = useClipboardStatus(LIMITS.shareCopiedMs);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="item-address">
        {url}
      </Text>
      <Tooltip
        label={status === 'failed' ? MESSAGES.copyLinkFromAddressBar : MESSAGES.copied}
        opened={status !== 'idle'}
        withinPortal={false}
      >
        <Button variant="light" size="xs" onClick={() => copy(url)}>
          {M.copyUrl}
        </Button>
      </Tooltip>
    </Group>
  );
}

export function ItemActions({
  item,
  kind,
  caller,
}: {
  item: TItemView;
  kind: CardKind;
  caller: EditCaller;
}) {
  const { view, basePath } = usePortal();
  const setSlug = useSetItemSlug(view.product.productId);
  const [open, setOpen] = useState<'slug' | 'move' | null>(null);
  // Moving is offered only when some other card can hold the item.
  const mayMove =
    decideEdit(caller, { type: 'moveItem', from: kind }).allowed &&
    moveDestinationsOf(kind, view.cards).length > 0;
  const maySlug = decideEdit(caller, { type: 'customSlug' }).allowed;
  if (!mayMove && !maySlug) return null;
  // A risk profile item is named by its question, not its key.
  const title = itemDisplayTitle(kind, item.title);
  const addressOf = (slug: string) =>
    itemUrl({
      basePath,
      productSlug: view.product.productSlug,
      multipleProducts: view.products.length > 1,
      item: { itemUid: item.itemUid, slug: slug || null },
    });
  const saveSlug = async (slug: string) => {
    try {
      await setSlug.mutateAsync({ itemUid: item.itemUid, slug: slug.trim() });
      notifications.show({ color: 'green', message: M.customUrlCreated(title) });
    } catch (error) {
      notifications.show({ color: 'red', message: M.customUrlFailed });
      throw error;
    }
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions of ${title}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {maySlug ? (
            <Menu.Item onClick={() => setOpen('slug')}>{M.createCustomUrl}</Menu.Item>
          ) : null}
          {mayMove ? <Menu.Item onClick={() => setOpen('move')}>{M.moveItem}</Menu.Item> : null}
        </Menu.Dropdown>
      </Menu>
      <TextFieldDialog
        opened={open === 'slug'}
        onClose={() => setOpen(null)}
        title={M.createCustomUrl}
        label="URL slug"
        initial={item.slug ?? ''}
        schema={ZItemSlug}
        requireChange
        inDrawer
        aside={(slug) => <ItemAddress url={`${window.location.origin}${addressOf(slug)}`} />}
        onSave={saveSlug}
      />
      <Modal
        opened={open === 'move'}
        onClose={() => setOpen(null)}
        title={M.moveItem}
        centered
        zIndex={400}
      >
        <MoveItemBody item={item} kind={kind} onClose={() => setOpen(null)} />
      </Modal>
    </>
  );
}
