/**
 * The frame of every edit form in a card's drawer (docs/editing.md, Card actions): 'Save error'
 * above the fields when a save failed, Cancel and Save below them with 'Saving changes...' while
 * saving, and Cancel asking before it discards a dirty form.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ADMIN_MESSAGES as M } from '@trustfront/core';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export function EditFormShell({
  isDirty,
  saving,
  error,
  onSave,
  onDone,
  children,
}: {
  isDirty: boolean;
  saving: boolean;
  /** What went wrong with the last save, under the 'Save error' title. */
  error: string | null;
  onSave: () => void;
  /** Leaves edit mode. */
  onDone: () => void;
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="sm" data-testid="card-editor">
      {error ? (
        <Alert color="red" title={M.saveError}>
          {error}
        </Alert>
      ) : null}
      {children}
      <Group justify="flex-end">
        {saving ? (
          <Text size="sm" c="dimmed">
            {M.savingChanges}
          </Text>
        ) : null}
        <Button
          variant="default"
          disabled={saving}
          onClick={() => (isDirty ? setConfirming(true) : onDone())}
        >
          {M.cancel}
        </Button>
        <Button onClick={onSave} loading={saving}>
          {M.save}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={M.discardTitle}
        body={M.discardBody}
        confirm={M.discard}
        cancel={M.keepEditing}
        color="red"
        onConfirm={() => {
          setConfirming(false);
          onDone();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
