/**
 * 'Re-order cards' (docs/editing.md, Ordering): the product's cards of the cards grid, the only
 * ones whose place in the card order changes the page, saved per product. Cards with a section of
 * their own, and cards always put first, are named beside the list with where they stand.
 */
import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_MESSAGES as M,
  isCardOrderMovable,
  SECTION_CARD_KINDS,
  withMovedCards,
  type CardKind,
  type TPortalView,
} from '@trustfront/core';
import { useState } from 'react';
import { useSaveCardOrder } from '../../api/card-editing.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { SortableList } from './SortableList.tsx';

const SECTION_KINDS: readonly CardKind[] = Object.values(SECTION_CARD_KINDS);

function ReorderCardsBody({ onClose, view }: { onClose: () => void; view: TPortalView }) {
  const save = useSaveCardOrder(view.product.productId);
  const all = view.cards.map((c) => c.kind);
  const [kinds, setKinds] = useState<CardKind[]>(all.filter(isCardOrderMovable));
  const titles = new Map(view.cards.map((c) => [c.kind, c.title]));
  const titlesOf = (list: CardKind[]) => list.map((kind) => titles.get(kind) ?? kind).join(', ');
  const inSections = all.filter((kind) => SECTION_KINDS.includes(kind));
  const first = all.filter((kind) => !isCardOrderMovable(kind) && !SECTION_KINDS.includes(kind));
  const slug = view.product.productSlug;

  const handleSave = async () => {
    try {
      await save.mutateAsync({ cards: withMovedCards(all, kinds) });
      notifications.show({ color: 'green', message: M.cardOrderUpdated(slug) });
      onClose();
    } catch {
      notifications.show({ color: 'red', message: M.cardOrderFailed(slug) });
    }
  };

  return (
    <Stack>
      {kinds.length ? (
        <SortableList
          rows={kinds.map((kind) => ({ id: kind, label: titles.get(kind) ?? kind }))}
          onChange={(ids) => setKinds(ids as CardKind[])}
        />
      ) : (
        <Text size="sm">{M.noMovableCards}</Text>
      )}
      <Stack gap={4} data-testid="fixed-cards">
        {first.length ? (
          <Text size="sm" c="dimmed">
            {M.cardsFirst(titlesOf(first))}
          </Text>
        ) : null}
        {inSections.length ? (
          <Text size="sm" c="dimmed">
            {M.cardsInSections(titlesOf(inSections))}
          </Text>
        ) : null}
      </Stack>
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
      <ReorderCardsBody onClose={onClose} view={props.view} />
    </Modal>
  );
}
