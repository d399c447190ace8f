/**
 * The expanded card's edit mode (docs/editing.md, Card actions and Items): Edit turns it on (the
 * Overview card edits its text, every other card its items); Save applies every change ('Saving
 * changes...'), a failure shows 'Save error' and reloads the card; Cancel asks before discarding a
 * dirty form. Custom items are added locally; a new one is removed after a confirmation, a saved
 * one is deleted by the server ('Delete Error' when that fails). A Reports card's form waits for
 * the bridge letters staff wrote; a custom item titled like an item of another card is warned of.
 */
import { Button, Group, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES as M,
  decideEdit,
  isCompanyCard,
  offersBridgeLetter,
  titleMatchOnOtherCard,
  type EditCaller,
  type TBridgeLetter,
  type TCardView,
} from '@trustfront/core';
import { useState, type ReactNode } from 'react';
import { bridgeLettersKey, useCardBridgeLetters } from '../../api/bridge-letters.ts';
import { itemCalls, useEditCaller } from '../../api/card-editing.ts';
import { AppError } from '../../api/client.ts';
import { usePortal } from '../portal-context.tsx';
import {
  creationOf,
  draftOf,
  newCustomDraft,
  updateOf,
  validateDraft,
  type ItemDraft,
} from './card-editor-state.ts';
import { CompanyCardEditor } from './companies/CompanyCardEditor.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EditFormShell } from './EditFormShell.tsx';
import { ItemActions } from './ItemActions.tsx';
import { ItemEditorRow, type DraftErrors } from './ItemEditorRow.tsx';
import { OverviewEditForm } from './OverviewEditForm.tsx';

type Confirm = { type: 'delete'; draft: ItemDraft } | { type: 'deleteError'; title: string };
type Letters = ReadonlyMap<string, TBridgeLetter>;
interface EditFormProps {
  card: TCardView;
  caller: EditCaller;
  onDone: () => void;
}

/** The edit form once the card's bridge letters (Reports, when the plan offers them) are in. */
function EditForm(props: EditFormProps) {
  const { view } = usePortal();
  const { kind } = props.card;
  const wanted =
    offersBridgeLetter(kind) && decideEdit(props.caller, { type: 'bridgeLetter' }).allowed;
  const letters = useCardBridgeLetters(view.product.productId, kind, wanted);
  if (wanted && letters.isPending) return <Loader size="sm" />;
  const saved = new Map(
    (letters.data?.letters ?? []).flatMap((l) =>
      l.bridgeLetter ? [[l.itemUid, l.bridgeLetter] as const] : [],
    ),
  );
  return <EditFormBody {...props} letters={saved} />;
}

function EditFormBody({ card, caller, onDone, letters }: EditFormProps & { letters: Letters }) {
  const { view } = usePortal();
  const client = useQueryClient();
  const calls = itemCalls(view.product.productId);
  const letterOf = (key: string) => letters.get(key) ?? null;
  const [drafts, setDrafts] = useState<ItemDraft[]>(() =>
    card.items.map((item) => draftOf(item, card.kind, letterOf(item.itemUid))),
  );
  const [errors, setErrors] = useState<Record<string, DraftErrors>>({});
  const [saving, setSaving] = useState(false);
  const [rootError, setRootError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const itemOf = (key: string) => card.items.find((i) => i.itemUid === key);
  const isDirty = drafts.some((d) => {
    const item = itemOf(d.key);
    return d.isNew || !item || updateOf(d, item, card.kind, letterOf(d.key)) !== null;
  });
  const mayAdd = decideEdit(caller, { type: 'card', action: 'customItems', kind: card.kind });
  const refresh = async () => {
    await client.invalidateQueries({
      queryKey: bridgeLettersKey(view.product.productId, card.kind),
    });
    await client.invalidateQueries({ queryKey: ['portal-view'] });
  };

  const handleSave = async () => {
    const found = Object.fromEntries(drafts.map((d) => [d.key, validateDraft(d, card.kind)]));
    setErrors(found);
    if (Object.values(found).some((e) => Object.keys(e).length > 0)) return;
    setSaving(true);
    setRootError(null);
    try {
      for (const d of drafts) {
        const item = itemOf(d.key);
        if (d.isNew) {
          const created = await calls.create(card.kind, creationOf(d, card.kind));
          const links = d.files.filter((f) => f.state === 'pending').map((f) => f.fileId);
          const letter = d.bridgeLetter ? { bridgeLetter: d.bridgeLetter } : {};
          if (links.length || d.bridgeLetter) {
            await calls.update(created.itemUid, {
              ...letter,
              ...(links.length ? { linkFiles: links } : {}),
            });
          }
        } else if (item) {
          const update = updateOf(d, item, card.kind, letterOf(d.key));
          if (update) await calls.update(d.key, update);
        }
      }
      await refresh();
      onDone();
    } catch (error) {
      // A refusal says why (the server's message); a failure of the server says to try again.
      const refused = error instanceof AppError && error.status < 500;
      setRootError(refused ? error.message : M.saveFailed);
      await refresh();
    } finally {
      setSaving(false);
    }
  };

  // Only a custom item's title is staff's own choice; the others come with their card.
  const titleWarningOf = (d: ItemDraft) => {
    const other = d.isCustom ? titleMatchOnOtherCard(d.title, card.kind, view.cards) : null;
    return other ? M.titleMatchesOtherCard(other) : null;
  };

  const handleDelete = async (draft: ItemDraft) => {
    setConfirm(null);
    if (draft.isNew) {
      setDrafts((list) => list.filter((d) => d.key !== draft.key));
      return;
    }
    try {
      await calls.remove(draft.key);
      setDrafts((list) => list.filter((d) => d.key !== draft.key));
      await refresh();
    } catch {
      setConfirm({ type: 'deleteError', title: draft.title });
    }
  };

  return (
    <EditFormShell
      isDirty={isDirty}
      saving={saving}
      error={rootError}
      onSave={() => void handleSave()}
      onDone={onDone}
    >
      {drafts.map((d) => {
        const item = itemOf(d.key);
        return (
          <ItemEditorRow
            key={d.key}
            draft={d}
            kind={card.kind}
            caller={caller}
            errors={errors[d.key] ?? {}}
            onChange={(next) => setDrafts((list) => list.map((x) => (x.key === d.key ? next : x)))}
            onRemove={
              d.isCustom && mayAdd.allowed
                ? () => setConfirm({ type: 'delete', draft: d })
                : undefined
            }
            actions={item ? <ItemActions item={item} kind={card.kind} caller={caller} /> : null}
            titleWarning={titleWarningOf(d)}
          />
        );
      })}
      {mayAdd.allowed ? (
        <Button
          variant="light"
          onClick={() => setDrafts((list) => [...list, newCustomDraft(card.kind)])}
        >
          {M.addCustomItem}
        </Button>
      ) : null}
      <ConfirmDialog
        opened={confirm?.type === 'delete'}
        title="Delete item"
        body={confirm?.type === 'delete' ? `Delete "${confirm.draft.title || 'this item'}"?` : ''}
        confirm="Delete"
        cancel={M.cancel}
        color="red"
        onConfirm={() => confirm?.type === 'delete' && void handleDelete(confirm.draft)}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        opened={confirm?.type === 'deleteError'}
        title={M.deleteError}
        body={confirm?.type === 'deleteError' ? M.deleteFailed(confirm.title) : ''}
        confirm="OK"
        onConfirm={() => setConfirm(null)}
        onClose={() => setConfirm(null)}
      />
    </EditFormShell>
  );
}

/** The drawer's content in main mode: the card as visitors see it, with Edit when allowed. */
export default function CardEditor({ card, children }: { card: TCardView; children: ReactNode }) {
  const caller = useEditCaller();
  const [editing, setEditing] = useState(false);
  if (!caller || !decideEdit(caller, { type: 'card', action: 'edit', kind: card.kind }).allowed) {
    return children;
  }
  if (editing) {
    const done = () => setEditing(false);
    if (card.kind === 'Overview') return <OverviewEditForm card={card} onDone={done} />;
    // The company cards' entries are companies, added and removed one at a time (docs/editing.md,
    // Company entries).
    if (isCompanyCard(card.kind)) return <CompanyCardEditor card={card} onDone={done} />;
    return <EditForm card={card} caller={caller} onDone={done} />;
  }
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="light" onClick={() => setEditing(true)}>
          {M.edit}
        </Button>
      </Group>
      {children}
    </Stack>
  );
}
