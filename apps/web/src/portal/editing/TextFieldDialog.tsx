/**
 * One text setting in a dialog (display text, placeholder, card title, custom URL slug): checked
 * by the route's own schema with the documented message, saved with Save, dismissed with Cancel.
 */
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { ADMIN_MESSAGES } from '@trustfront/core';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { AppError } from '../../api/client.ts';

export interface TextFieldDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  initial: string;
  schema: z.ZodType<unknown, string>;
  description?: string;
  multiline?: boolean;
  /**
   * Saving an unchanged value is pointless (the custom URL dialog, docs/editing.md, Validation).
   */
  requireChange?: boolean;
  /** Shown beside the field (e.g. the item's address). */
  aside?: (value: string) => ReactNode;
  onSave: (value: string) => Promise<void>;
  /** Inside a drawer: rendered in place, within the drawer's focus trap. */
  inDrawer?: boolean;
}

export function TextFieldDialog(props: TextFieldDialogProps) {
  // The form mounts with each opening, so it starts from the saved value.
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      withinPortal={!props.inDrawer}
      zIndex={props.inDrawer ? 400 : undefined}
    >
      <TextFieldForm {...props} />
    </Modal>
  );
}

function TextFieldForm(props: TextFieldDialogProps) {
  const { initial, schema } = props;
  const [value, setValue] = useState(initial);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const parsed = schema.safeParse(value);
  const error = parsed.success ? serverError : (parsed.error.issues[0]?.message ?? null);
  const unchanged = props.requireChange && value.trim() === initial.trim();
  const Field = props.multiline ? Textarea : TextInput;
  const shownError = value === initial && !serverError ? null : error;

  const handleSave = async () => {
    if (!parsed.success || unchanged) return;
    setSaving(true);
    try {
      await props.onSave(value);
      props.onClose();
    } catch (failure) {
      setServerError(failure instanceof AppError ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Field
        label={props.label}
        // A message that is the field's own helper shows once, as the error that disables Save.
        description={shownError && shownError === props.description ? undefined : props.description}
        value={value}
        autosize={props.multiline ? true : undefined}
        minRows={props.multiline ? 3 : undefined}
        error={shownError}
        data-autofocus
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setServerError(null);
        }}
      />
      {props.aside?.(value)}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {ADMIN_MESSAGES.cancel}
        </Button>
        <Button
          onClick={() => void handleSave()}
          loading={saving}
          disabled={!parsed.success || Boolean(unchanged) || (props.requireChange && !value)}
        >
          {ADMIN_MESSAGES.save}
        </Button>
      </Group>
    </Stack>
  );
}
