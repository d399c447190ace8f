/**
 * /app/settings/integrations: Slack, where new access requests are posted with Approve and
 * Decline buttons (docs/integrations.md, Slack). The bot token and the signing secret are never
 * shown again once saved: left empty, the saved ones are kept.
 */
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SLACK_MESSAGES, ZSlackSettingsRequest, type TSlackSettings } from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import { useSlackSettings, useSlackSettingsMutations } from '../../api/slack-settings.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { SettingsForm } from '../ui/SettingsForm.tsx';

type Field = 'botToken' | 'signingSecret' | 'channelId';

function SlackForm({ saved }: { saved: TSlackSettings }) {
  const { save, remove } = useSlackSettingsMutations();
  const [values, setValues] = useState({
    botToken: '',
    signingSecret: '',
    channelId: saved.channelId ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field, value: string) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZSlackSettingsRequest.safeParse(values);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])),
      );
      return;
    }
    save.mutate(values, {
      onSuccess: (kept) => {
        setValues({ botToken: '', signingSecret: '', channelId: kept.channelId ?? '' });
        notifications.show({ color: 'green', message: SLACK_MESSAGES.saved });
      },
    });
  };
  const disconnect = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ message: SLACK_MESSAGES.removed }),
    });
  const keep = saved.connected ? 'Leave empty to keep the saved one' : undefined;
  return (
    <SettingsForm onSubmit={handleSubmit} error={save.error ?? remove.error}>
      <Paper withBorder p="md">
        <Stack>
          <Group justify="space-between">
            <Title order={4}>Slack</Title>
            {saved.connected ? (
              <Badge color="green">Connected{saved.team ? ` to ${saved.team}` : ''}</Badge>
            ) : (
              <Badge color="gray">Not connected</Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            New access requests are posted to the channel with Approve and Decline buttons. A click
            decides as the staff member with the same e-mail, when their role may review access
            requests.
          </Text>
          <PasswordInput
            label="Bot token"
            description={
              saved.botTokenEnd ? `Saved: xoxb-…${saved.botTokenEnd}. ${keep ?? ''}` : undefined
            }
            placeholder="xoxb-…"
            autoComplete="off"
            value={values.botToken}
            error={errors.botToken}
            onChange={(e) => set('botToken', e.currentTarget.value)}
          />
          <PasswordInput
            label="Signing secret"
            description={keep}
            autoComplete="off"
            value={values.signingSecret}
            error={errors.signingSecret}
            onChange={(e) => set('signingSecret', e.currentTarget.value)}
          />
          <TextInput
            label="Channel ID"
            placeholder="C0123456789"
            value={values.channelId}
            error={errors.channelId}
            onChange={(e) => set('channelId', e.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Interactivity Request URL
            </Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {saved.interactionsUrl}
            </Code>
            <Text size="xs" c="dimmed">
              Enter it in the Slack app’s Interactivity &amp; Shortcuts. The app needs the bot
              scopes chat:write and users:read.email.
            </Text>
          </Stack>
        </Stack>
      </Paper>
      {remove.isSuccess && !saved.connected ? (
        <Alert color="gray">{SLACK_MESSAGES.removed}</Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={save.isPending}>
          {saved.connected ? 'Save' : 'Connect Slack'}
        </Button>
        {saved.connected ? (
          <Button color="red" variant="light" loading={remove.isPending} onClick={disconnect}>
            Disconnect
          </Button>
        ) : null}
      </Group>
    </SettingsForm>
  );
}

export default function IntegrationsPage() {
  const settings = useSlackSettings();
  return (
    <Stack>
      <Title order={2}>Integrations</Title>
      {settings.isPending ? <Loader /> : null}
      {settings.isError ? <ErrorPage message={settings.error.message} /> : null}
      {settings.data ? <SlackForm saved={settings.data} /> : null}
    </Stack>
  );
}
