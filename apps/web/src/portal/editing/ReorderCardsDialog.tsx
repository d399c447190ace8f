/**
 * 'Re-order cards' (docs/editing.md, Ordering): the product's cards in order, saved per product.
 */
import { Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES as M, type CardKind, type TPortalView } from '@trustfront/core';
import { useState } from 'react';
import { useSaveCardOrder } from '../../api/card-editing.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { SortableList } from './SortableList.tsx';

function ReorderCardsBody({
  onClose,
  view,
}: {
  opened: boolean;
  onClose: () => void;
  view: TPortalView;
}) {
  const save = useSaveCardOrder(view.product.productId);
  const [kinds, setKinds] = useState<CardKind[]>(view.cards.map((c) => c.kind));
  const titles = new Map(view.cards.map((c) => [c.kind, c.title]));
  const slug = view.product.productSlug;

  const handleSave = async () => {
    try {
      await save.mutateAsync({ cards: kinds });
      notifications.show({ color: 'green', message: M.cardOrderUpdated(slug) });
      onClose();
    } catch {
      notifications.show({ color: 'red', message: M.cardOrderFailed(slug) });
    }
  };

  return (
    <Stack>
      <SortableList
        rows={kinds.map((kind) => ({ id: kind, label: titles.get(kind) ?? kind }))}
        onChange={(ids) => setKinds(ids as CardKind[])}
      />
      <DialogActions onCancel={onClose} onSave={() => void handleSave()} saving={save.isPending} />
    </Stack>
  );
}

/** The dialog; its body mounts with each opening, so it starts from the saved order. */
export function ReorderCardsDialog(props: {
  opened: boolean;
  onClose: () => void;
  view: TPortalView;
}) {
  const { opened, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={M.reorderCards} size="md" centered>
      <ReorderCardsBody {...props} />
    </Modal>
  );
}
