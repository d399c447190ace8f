/**
 * Main mode's page-wide editing controls: 'Re-order sections' (locked unless the plan allows
 * section customisation) and 'Re-order cards', as the editing rule decides. A lazy chunk.
 */
import { Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconLock } from '../../ui/icons/icons.ts';
import { ADMIN_MESSAGES as M, decideEdit, type TPortalView } from '@trustfront/core';
import { useState } from 'react';
import { useEditCaller } from '../../api/card-editing.ts';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { EDIT_TEXTS } from './texts.ts';

const ReorderSectionsDialog = lazyDialog(() =>
  import('./ReorderSectionsDialog.tsx').then((m) => m.ReorderSectionsDialog),
);
const ReorderCardsDialog = lazyDialog(() =>
  import('./ReorderCardsDialog.tsx').then((m) => m.ReorderCardsDialog),
);

export default function EditToolbar({ view }: { view: TPortalView }) {
  const caller = useEditCaller();
  const [open, setOpen] = useState<'sections' | 'cards' | null>(null);
  if (!caller) return null;
  const sections = decideEdit(caller, { type: 'reorderSections' });
  const cards = decideEdit(caller, { type: 'reorderCards' });
  if (!cards.allowed && !sections.allowed && sections.reason !== 'plan') return null;
  return (
    <Paper withBorder p="sm" mb="lg" data-testid="edit-toolbar">
      <Group justify="space-between">
        <Text fw={500}>{EDIT_TEXTS.editingBar}</Text>
        <Group gap="sm">
          {sections.allowed || sections.reason === 'plan' ? (
            <Tooltip label={sections.allowed ? M.reorderSectionsTooltip : M.upgradePlan}>
              <Button
                variant="default"
                disabled={!sections.allowed}
                leftSection={sections.allowed ? null : <IconLock size={14} />}
                onClick={() => setOpen('sections')}
              >
                {M.reorderSections}
              </Button>
            </Tooltip>
          ) : null}
          {cards.allowed ? (
            <Button variant="default" onClick={() => setOpen('cards')}>
              {M.reorderCards}
            </Button>
          ) : null}
        </Group>
      </Group>
      <ReorderSectionsDialog
        opened={open === 'sections'}
        onClose={() => setOpen(null)}
        view={view}
      />
      <ReorderCardsDialog opened={open === 'cards'} onClose={() => setOpen(null)} view={view} />
    </Paper>
  );
}
