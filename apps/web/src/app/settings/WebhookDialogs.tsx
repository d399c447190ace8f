/** The webhooks page's dialogs: adding an endpoint, and showing a signing secret once. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  ZWebhookEndpointCreate,
  type TWebhookEndpointCreate,
} from '@trustfront/core';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../ui/FormDialog.tsx';
import { NewTokenDialog } from './ApiTokenDialogs.tsx';

/** Address, description and events of a new endpoint. */
export function AddWebhookDialog({
  pending,
  error,
  onClose,
  onSubmit,
}: {
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (body: TWebhookEndpointCreate) => void;
}) {
  const form = useForm<TWebhookEndpointCreate>({
    resolver: zodResolver(ZWebhookEndpointCreate),
    values: { url: '', description: '', events: [] },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      title="Add webhook endpoint"
      error={error}
      pending={pending}
      submitLabel="Add endpoint"
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
    >
      <TextInput
        label="Endpoint URL"
        description="Where events are posted, e.g. https://hooks.example.com/trustfront"
        data-autofocus
        {...form.register('url')}
        error={errors.url?.message}
      />
      <TextInput
        label="Description"
        description="Optional: who receives it, e.g. 'Security team's SIEM'"
        {...form.register('description')}
        error={errors.description?.message}
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <Checkbox.Group
            label="Events"
            value={field.value}
            onChange={field.onChange}
            error={errors.events?.message}
          >
            <Stack gap={6} mt={6}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={`${WEBHOOK_EVENT_LABELS[type]} (${type})`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
    </FormDialog>
  );
}

/** A signing secret, shown this once (after adding an endpoint or rotating), with a copy button. */
export function WebhookSecretDialog({
  secret,
  rotated,
  onClose,
}: {
  secret: string | null;
  rotated: boolean;
  onClose: () => void;
}) {
  return (
    <NewTokenDialog
      token={secret}
      onClose={onClose}
      title="Signing secret"
      warning={`Copy it now: it is shown only once. Your receiver verifies each event's Trustfront-Signature with it.${
        rotated ? ' The previous secret also signs for 24 hours, while your receiver switches.' : ''
      }`}
      label="Secret"
      testId="new-webhook-secret"
    />
  );
}
