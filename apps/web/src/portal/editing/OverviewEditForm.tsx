/**
 * The Overview card's edit mode (docs/editing.md, Card actions and Limits): the organisation's text
 * as plain paragraphs, checked by the same schema as the card route; a failed save keeps what was
 * typed.
 */
import { Textarea } from '@mantine/core';
import { ADMIN_MESSAGES as M, AppError, ZOverviewText, type TCardView } from '@trustfront/core';
import { useState } from 'react';
import { usePatchCard } from '../../api/card-editing.ts';
import { usePortal } from '../portal-context.tsx';
import { EditFormShell } from './EditFormShell.tsx';

export function OverviewEditForm({ card, onDone }: { card: TCardView; onDone: () => void }) {
  const { view } = usePortal();
  const patch = usePatchCard(view.product.productId, card.kind);
  const saved = card.content.overview ?? '';
  const [text, setText] = useState(saved);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const handleSave = async () => {
    const parsed = ZOverviewText.safeParse(text);
    setFieldError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    setSaveError(null);
    try {
      await patch.mutateAsync({ overview: parsed.data });
      onDone();
    } catch (error) {
      setSaveError(error instanceof AppError && error.status < 500 ? error.message : M.saveFailed);
    }
  };

  return (
    <EditFormShell
      isDirty={text !== saved}
      saving={patch.isPending}
      error={saveError}
      onSave={() => void handleSave()}
      onDone={onDone}
    >
      <Textarea
        label={M.overviewLabel}
        description={M.overviewHint}
        autosize
        minRows={6}
        maxRows={20}
        value={text}
        error={fieldError}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setFieldError(null);
        }}
      />
    </EditFormShell>
  );
}
