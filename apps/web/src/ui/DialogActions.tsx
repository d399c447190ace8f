import { Button, Group } from '@mantine/core';
import { ADMIN_MESSAGES as M } from '@trustfront/core';

/** The Cancel and Save buttons at the foot of every editing dialog. */
export function DialogActions({
  onCancel,
  onSave,
  saving,
  disabled = false,
}: {
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {M.cancel}
      </Button>
      <Button onClick={onSave} loading={saving} disabled={disabled}>
        {M.save}
      </Button>
    </Group>
  );
}
