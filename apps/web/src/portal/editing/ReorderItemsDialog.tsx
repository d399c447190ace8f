/**
 * 'Reorder items in {card}' (docs/editing.md, Ordering): the card's items by drag, keyboard or
 * menu. The Documents card has two columns, Featured and Non-featured; its featured documents are
 * saved first through the card save, then the order.
 */
import { Modal, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES as M, type TCardView, type TItemView } from '@trustfront/core';
import { useState } from 'react';
import { usePatchCard, useSaveItemOrder } from '../../api/card-editing.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { usePortal } from '../portal-context.tsx';
import { SortableList, type SortableRow } from './SortableList.tsx';

/** Items of the view that carry documents, each once: what the Documents card lists. */
function documentItems(cards: readonly TCardView[]): TItemView[] {
  const seen = new Set<string>();
  return cards
    .flatMap((c) => c.items)
    .filter((i) => i.documents.length > 0 && !seen.has(i.itemUid) && seen.add(i.itemUid));
}

function ReorderItemsBody({
  onClose,
  card,
}: {
  opened: boolean;
  onClose: () => void;
  card: TCardView;
}) {
  const { view } = usePortal();
  const productId = view.product.productId;
  const saveOrder = useSaveItemOrder(productId, card.kind);
  const patchCard = usePatchCard(productId, card.kind);
  const isDocuments = card.kind === 'Documents';
  const pool = isDocuments ? documentItems(view.cards) : card.items;
  const titleOf = new Map(pool.map((i) => [i.itemUid, i.title]));
  const initialFeatured = isDocuments ? card.featuredDocuments.filter((id) => titleOf.has(id)) : [];
  const [featured, setFeatured] = useState<string[]>(initialFeatured);
  const [others, setOthers] = useState<string[]>(
    pool.map((i) => i.itemUid).filter((id) => !initialFeatured.includes(id)),
  );
  const [saving, setSaving] = useState(false);

  const rows = (ids: string[], toFeatured: boolean): SortableRow[] =>
    ids.map((id) => ({
      id,
      label: titleOf.get(id) ?? id,
      extra: isDocuments
        ? [
            {
              label: toFeatured ? `Move to ${M.featured}` : `Move to ${M.nonFeatured}`,
              onClick: () => {
                if (toFeatured) {
                  setOthers((list) => list.filter((x) => x !== id));
                  setFeatured((list) => [...list, id]);
                } else {
                  setFeatured((list) => list.filter((x) => x !== id));
                  setOthers((list) => [id, ...list]);
                }
              },
            },
          ]
        : undefined,
    }));

  const handleSave = async () => {
    setSaving(true);
    try {
      if (isDocuments) await patchCard.mutateAsync({ featuredDocuments: featured });
      const own = new Set(card.items.map((i) => i.itemUid));
      const order = [...featured, ...others].filter((id) => own.has(id));
      if (order.length > 0) await saveOrder.mutateAsync({ items: order });
      notifications.show({ color: 'green', message: M.itemOrderUpdated(card.title) });
      onClose();
    } catch {
      notifications.show({ color: 'red', message: M.itemOrderFailed(card.title) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      {isDocuments ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs" data-testid="featured-column">
            <Title order={4}>{M.featured}</Title>
            <SortableList rows={rows(featured, false)} onChange={setFeatured} />
          </Stack>
          <Stack gap="xs" data-testid="non-featured-column">
            <Title order={4}>{M.nonFeatured}</Title>
            <SortableList rows={rows(others, true)} onChange={setOthers} />
          </Stack>
        </SimpleGrid>
      ) : (
        <SortableList rows={rows(others, true)} onChange={setOthers} />
      )}
      <DialogActions onCancel={onClose} onSave={() => void handleSave()} saving={saving} />
    </Stack>
  );
}

/** The dialog; its body mounts with each opening, so it starts from the saved order. */
export function ReorderItemsDialog(props: {
  opened: boolean;
  onClose: () => void;
  card: TCardView;
}) {
  const { opened, onClose, card } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={M.reorderItems(card.title)} size="lg" centered>
      <ReorderItemsBody {...props} />
    </Modal>
  );
}
