/**
 * The connect dialog of the bug-bounty (HackerOne) and status-page (Statuspage) integrations
 * (docs/integrations.md, Connecting and Bug bounty): a link and Connect; once connected the link is
 * read-only, the statistics show as the card shows them, Refresh asks the service now and says how
 * it went (a failed refresh shows the temporary connection error, keeps the last figures and says
 * since when), and Disconnect ends it; the title says
 * 'Connected' while it is. Loaded as a lazy chunk from the card's editing menu.
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_MESSAGES,
  INTEGRATION_MESSAGES as M,
  INTEGRATION_TEXTS,
  formatDate,
  integrationHost,
  integrationLinkError,
  type IntegrationProvider,
  type TIntegrationState,
} from '@trustfront/core';
import { useState } from 'react';
import { AppError } from '../../api/client.ts';
import { useIntegration } from '../../api/integrations.ts';
import { BugBountyStats, StatusIndicator } from '../cards/kinds/IntegrationStats.tsx';

export interface IntegrationDialogProps {
  opened: boolean;
  onClose: () => void;
  provider: IntegrationProvider;
  productId: string;
}

const messageOf = (error: unknown) => (error instanceof AppError ? error.message : String(error));

export function IntegrationDialog({
  opened,
  onClose,
  provider,
  productId,
}: IntegrationDialogProps) {
  const { state, connect, refresh, disconnect } = useIntegration(provider, productId);
  const texts = INTEGRATION_TEXTS[provider];
  const title = state.data?.connected ? texts.connectedTitle : texts.title;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {state.isPending ? (
        <Loader size="sm" />
      ) : state.isError ? (
        <Alert color="red">{messageOf(state.error)}</Alert>
      ) : state.data.connected ? (
        <Connected
          state={state.data}
          label={texts.label}
          disconnecting={disconnect.isPending}
          refreshing={refresh.isPending}
          onRefresh={async () => {
            try {
              const next = await refresh.mutateAsync();
              // Either way Refresh answers: the figures refreshed, or the temporary error.
              notifications.show(
                next.error
                  ? { color: 'red', message: next.error }
                  : { color: 'green', message: M.refreshed },
              );
            } catch (error) {
              notifications.show({ color: 'red', message: messageOf(error) });
            }
          }}
          onClose={onClose}
          onDisconnect={async () => {
            try {
              await disconnect.mutateAsync();
              notifications.show({ color: 'green', message: M.disconnected });
            } catch (error) {
              notifications.show({ color: 'red', message: messageOf(error) });
            }
          }}
        />
      ) : (
        <ConnectForm
          provider={provider}
          onClose={onClose}
          onConnect={async (page) => {
            await connect.mutateAsync(page);
            notifications.show({ color: 'green', message: M.connected });
          }}
        />
      )}
    </Modal>
  );
}

function Connected(props: {
  state: TIntegrationState;
  label: string;
  disconnecting: boolean;
  refreshing: boolean;
  onRefresh: () => Promise<void>;
  onClose: () => void;
  onDisconnect: () => Promise<void>;
}) {
  const { state } = props;
  const hasFigures = Boolean(state.bugBounty ?? state.statusPage);
  // The temporary error, and with figures kept after it, since when they are shown.
  const since =
    state.error && hasFigures && state.refreshedAt
      ? M.staleFigures(integrationHost(state.provider), formatDate(state.refreshedAt))
      : null;
  return (
    <Stack>
      <TextInput label={props.label} value={state.pageUrl ?? ''} readOnly />
      {state.error ? (
        <Alert color="yellow" data-testid="integration-error">
          <Text size="sm">{state.error}</Text>
          {since ? (
            <Text size="sm" mt={4} data-testid="integration-stale">
              {since}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {state.bugBounty ? <BugBountyStats stats={state.bugBounty} /> : null}
      {state.statusPage ? <StatusIndicator status={state.statusPage} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {ADMIN_MESSAGES.cancel}
        </Button>
        <Button variant="light" loading={props.refreshing} onClick={() => void props.onRefresh()}>
          {M.refresh}
        </Button>
        <Button color="red" loading={props.disconnecting} onClick={() => void props.onDisconnect()}>
          {M.disconnect}
        </Button>
      </Group>
    </Stack>
  );
}

function ConnectForm(props: {
  provider: IntegrationProvider;
  onClose: () => void;
  onConnect: (page: string) => Promise<void>;
}) {
  const texts = INTEGRATION_TEXTS[props.provider];
  const [page, setPage] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const linkError = integrationLinkError(props.provider, page);

  const handleConnect = async () => {
    setTouched(true);
    if (linkError) return;
    setConnecting(true);
    try {
      await props.onConnect(page);
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setConnecting(false);
    }
  };

  return (
    <Stack>
      <TextInput
        label={texts.label}
        placeholder={texts.placeholder}
        value={page}
        data-autofocus
        error={(touched && linkError) || serverError}
        onBlur={() => setTouched(page !== '')}
        onChange={(event) => {
          setPage(event.currentTarget.value);
          setServerError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void handleConnect();
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {ADMIN_MESSAGES.cancel}
        </Button>
        <Button loading={connecting} onClick={() => void handleConnect()}>
          {M.connect}
        </Button>
      </Group>
    </Stack>
  );
}
