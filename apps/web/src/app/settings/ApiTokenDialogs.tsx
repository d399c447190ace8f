/** The API tokens page's dialogs: creating a token, showing it once, confirming a revocation. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  API_TOKEN_EXPIRY_DAYS,
  SCOPE_LABELS,
  STAFF_SCOPES,
  ZApiTokenCreate,
  type StaffScope,
  type TApiToken,
  type TApiTokenCreate,
} from '@trustfront/core';
import { Controller, useForm } from 'react-hook-form';
import { useClipboardStatus } from '../../ui/use-clipboard-status.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';

const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_DAYS.map((days) => ({
  value: String(days),
  label: days === null ? 'Never (until revoked)' : `${days} days`,
}));

/** Name, scopes (a subset of the creator's) and lifetime of a new token. */
export function CreateApiTokenDialog({
  scopes,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  /** The creator's own scopes: a token gets some of them, never more. */
  scopes: readonly string[];
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (body: TApiTokenCreate) => void;
}) {
  const form = useForm<TApiTokenCreate>({
    resolver: zodResolver(ZApiTokenCreate),
    values: { name: '', scopes: [], expiresInDays: 90 },
  });
  const { errors } = form.formState;
  const own = STAFF_SCOPES.filter((scope: StaffScope) => scopes.includes(scope));
  return (
    <FormDialog
      title="Create API token"
      error={error}
      pending={pending}
      submitLabel="Create token"
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
    >
      <TextInput
        label="Name"
        description="What uses it, e.g. 'CI upload of the pen test report'"
        data-autofocus
        {...form.register('name')}
        error={errors.name?.message}
      />
      <Controller
        control={form.control}
        name="scopes"
        render={({ field }) => (
          <Checkbox.Group
            label="Scopes"
            description="Only scopes you hold yourself"
            value={field.value}
            onChange={field.onChange}
            error={errors.scopes?.message}
          >
            <Stack gap={6} mt={6}>
              {own.map((scope) => (
                <Checkbox key={scope} value={scope} label={`${SCOPE_LABELS[scope]} (${scope})`} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={form.control}
        name="expiresInDays"
        render={({ field }) => (
          <Select
            label="Expires after"
            data={EXPIRY_OPTIONS}
            value={String(field.value)}
            onChange={(v) => field.onChange(v === 'null' || v === null ? null : Number(v))}
            allowDeselect={false}
            error={errors.expiresInDays?.message}
          />
        )}
      />
    </FormDialog>
  );
}

/**
 * A new credential, shown this once, with a copy button: an API token by default; the SCIM token
 * and a webhook's signing secret name their own title, warning and field.
 */
export function NewTokenDialog({
  token,
  onClose,
  title = 'Your new API token',
  warning = 'Copy it now: it is shown only once. Whoever holds it can call the API as you, within its scopes.',
  label = 'Token',
  testId = 'new-api-token',
}: {
  token: string | null;
  onClose: () => void;
  title?: string;
  warning?: string;
  label?: string;
  testId?: string;
}) {
  const { status, copy } = useClipboardStatus(2000);
  return (
    <Modal opened={token !== null} onClose={onClose} title={title}>
      <Stack>
        <Alert color="yellow">{warning}</Alert>
        <TextInput
          label={label}
          readOnly
          value={token ?? ''}
          ff="monospace"
          onFocus={(e) => e.currentTarget.select()}
          data-testid={testId}
        />
        <Group justify="flex-end">
          <Button variant="light" onClick={() => token && copy(token)}>
            {status === 'copied'
              ? 'Copied'
              : status === 'failed'
                ? 'Copy failed: select it'
                : 'Copy'}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Confirms revoking a token: calls using it fail from then on. */
export function RevokeApiTokenDialog({
  token,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  token: TApiToken | null;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (token: TApiToken) => void;
}) {
  return (
    <ConfirmDialog
      opened={token !== null}
      title={`Revoke ${token?.name ?? ''}?`}
      body="Calls made with it are refused from now on. This cannot be undone."
      confirmLabel="Revoke"
      pending={pending}
      error={error}
      onClose={onClose}
      onConfirm={() => token && onConfirm(token)}
    />
  );
}
