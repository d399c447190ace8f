/**
 * /app/subprocessor-changes (docs/editing.md, Planned subprocessor changes): the notice period,
 * announcing a change, the planned and past changes, and each change's objections to answer and
 * close.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TSubprocessorChange } from '@trustfront/core';
import { useState } from 'react';
import {
  useCancelChange,
  useChangeObjections,
  useSaveNoticeSettings,
  useSubprocessorChanges,
} from '../../api/subprocessor-changes.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { AnnounceForm } from './AnnounceForm.tsx';
import { ObjectionsList } from './ObjectionsList.tsx';

const STATE_COLORS: Record<TSubprocessorChange['state'], string> = {
  planned: 'orange',
  applied: 'green',
  cancelled: 'gray',
};

function NoticePeriod({ noticeDays }: { noticeDays: number }) {
  const save = useSaveNoticeSettings();
  const [days, setDays] = useState<number | string>(noticeDays);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NumberInput
        label="Notice period (days)"
        min={1}
        max={365}
        value={days}
        onChange={setDays}
        w={180}
      />
      <Button
        variant="default"
        loading={save.isPending}
        onClick={() => save.mutate({ noticeDays: Number(days) })}
      >
        Save
      </Button>
      {save.isError ? (
        <Text c="red" size="sm">
          {save.error.message}
        </Text>
      ) : null}
    </Group>
  );
}

function ChangeObjections({ changeId }: { changeId: string }) {
  const objections = useChangeObjections(changeId);
  if (objections.isPending) return <Loader size="sm" />;
  if (objections.isError) return <Alert color="red">{objections.error.message}</Alert>;
  return (
    <ObjectionsList
      objections={objections.data.objections}
      emptyMessage="No objections to this change."
    />
  );
}

function ChangeEntry({ change, onCancel }: { change: TSubprocessorChange; onCancel: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const total = change.objections.open + change.objections.answered + change.objections.closed;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="subprocessor-change">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>
            {change.name}
            {change.replacedItem ? ` (replaces ${change.replacedItem.name})` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {change.productName} · {change.purpose} · {change.location} · from {change.effectiveOn}
            {change.access === 'restricted' ? ' · members only' : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={STATE_COLORS[change.state]} variant="light">
            {change.state}
          </Badge>
          <Badge variant="outline" color={change.objections.open > 0 ? 'yellow' : 'gray'}>
            {change.objections.open} open of {total} objections
          </Badge>
        </Group>
      </Group>
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="light" onClick={() => setOpen((v) => !v)}>
          {isOpen ? 'Hide objections' : 'Objections'}
        </Button>
        {change.state === 'planned' ? (
          <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
            Cancel change
          </Button>
        ) : null}
      </Group>
      {isOpen ? (
        <Stack mt="sm">
          <ChangeObjections changeId={change.id} />
        </Stack>
      ) : null}
    </Paper>
  );
}

export default function SubprocessorChangesPage() {
  const list = useSubprocessorChanges();
  const cancel = useCancelChange();
  const [cancelling, setCancelling] = useState<TSubprocessorChange | null>(null);
  return (
    <Stack>
      <Title order={2}>Subprocessor changes</Title>
      <Text c="dimmed">
        Announce a new or replacing subprocessor ahead of time: subscribers and members are told by
        mail, members may object until the effective date, and the Subprocessors card changes by
        itself on that day.
      </Text>
      {list.isPending ? <Loader /> : null}
      {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
      {list.data ? (
        <>
          <NoticePeriod key={list.data.noticeDays} noticeDays={list.data.noticeDays} />
          <AnnounceForm list={list.data} />
          <Title order={3}>Changes</Title>
          {list.data.changes.length === 0 ? (
            <Text c="dimmed">No subprocessor change announced yet.</Text>
          ) : null}
          {list.data.changes.map((change) => (
            <ChangeEntry key={change.id} change={change} onCancel={() => setCancelling(change)} />
          ))}
        </>
      ) : null}
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel the planned change"
        body={`Cancel ${cancelling?.name ?? ''} from ${cancelling?.effectiveOn ?? ''}? Subscribers and members are told by mail.`}
        confirmLabel="Cancel change"
        pending={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling && cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) })
        }
      />
    </Stack>
  );
}
