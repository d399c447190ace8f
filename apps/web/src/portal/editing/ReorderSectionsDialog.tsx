/**
 * 'Re-order sections' (docs/editing.md, Ordering): every section of the product in its order, moved
 * by drag, keyboard or menu; Overview and Certifications are combined into one row or separated.
 * Escape closes it, the backdrop does not.
 */
import { Badge, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADMIN_MESSAGES as M, type SectionId, type TPortalView } from '@trustfront/core';
import { useState } from 'react';
import { useSaveSectionOrder } from '../../api/card-editing.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { SortableList, type SortableRow } from './SortableList.tsx';
import { SECTION_LABELS } from '../sections/texts.ts';
import { EDIT_TEXTS } from './texts.ts';

/** Combines the two rows into one at the first one's place, or splits the combined row. */
function toggleCombined(ids: SectionId[]): SectionId[] {
  const at = ids.indexOf('overview_and_certifications');
  if (at !== -1) {
    const next = [...ids];
    next.splice(at, 1, 'overview', 'certifications');
    return next;
  }
  const first = Math.min(
    ...(['overview', 'certifications'] as const).map((id) => ids.indexOf(id)).filter((i) => i >= 0),
  );
  const rest = ids.filter((id) => id !== 'overview' && id !== 'certifications');
  rest.splice(Math.min(first, rest.length), 0, 'overview_and_certifications');
  return rest;
}

function ReorderSectionsBody({
  onClose,
  view,
}: {
  opened: boolean;
  onClose: () => void;
  view: TPortalView;
}) {
  const save = useSaveSectionOrder(view.product.productId);
  const initial = view.sections.map((s) => s.id);
  const [ids, setIds] = useState<SectionId[]>(initial);
  const enabled = new Set(view.sections.filter((s) => s.enabled).map((s) => s.id));

  const rows: SortableRow[] = ids.map((id) => {
    const isPair = id === 'overview' || id === 'certifications';
    const isCombined = id === 'overview_and_certifications';
    return {
      id,
      label: SECTION_LABELS[id],
      aside:
        !enabled.has(id) && initial.includes(id) ? (
          <Badge color="gray" variant="light">
            {EDIT_TEXTS.disabledSection}
          </Badge>
        ) : null,
      extra:
        isPair || isCombined
          ? [{ label: isCombined ? M.separate : M.combine, onClick: () => setIds(toggleCombined) }]
          : undefined,
    };
  });

  const handleSave = async () => {
    try {
      await save.mutateAsync({ sections: ids });
      notifications.show({ color: 'green', message: M.sectionOrderUpdated });
      onClose();
    } catch {
      notifications.show({ color: 'red', message: M.sectionOrderFailed });
    }
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {M.reorderSectionsTooltip}
      </Text>
      <SortableList rows={rows} onChange={(next) => setIds(next as SectionId[])} />
      <DialogActions onCancel={onClose} onSave={() => void handleSave()} saving={save.isPending} />
    </Stack>
  );
}

/** The dialog; its body mounts with each opening, so it starts from the saved order. */
export function ReorderSectionsDialog(props: {
  opened: boolean;
  onClose: () => void;
  view: TPortalView;
}) {
  const { opened, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={M.reorderSections}
      closeOnClickOutside={false}
      closeOnEscape
      size="md"
      centered
    >
      <ReorderSectionsBody {...props} />
    </Modal>
  );
}
