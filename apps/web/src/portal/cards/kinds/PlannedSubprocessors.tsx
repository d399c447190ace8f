/**
 * The planned entries of a Subprocessors card (docs/editing.md, Planned subprocessor changes):
 * each shown as 'planned from {date}', what it replaces, its purpose and location; a signed-in
 * member may object with a reason until the effective date, and reads the status and the staff's
 * answer of their own objections. What reaches the caller is decided by the server.
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { TMemberObjection, TPlannedSubprocessor } from '@trustfront/core';
import { useState, type FormEvent } from 'react';
import { useObjectToChange, usePlannedSubprocessors } from '../../../api/subprocessor-changes.ts';
import { useFormat, useT } from '../../i18n/use-t.tsx';
import { usePortal } from '../../portal-context.tsx';

const STATUS_COLORS: Record<TMemberObjection['status'], string> = {
  open: 'yellow',
  answered: 'blue',
  withdrawn: 'gray',
  resolved: 'green',
  contract_ended: 'red',
};

function OwnObjection({ objection }: { objection: TMemberObjection }) {
  const t = useT();
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="own-objection">
      <Group gap="xs" mb={4}>
        <Text size="xs" fw={600}>
          {t('plannedSubprocessors.yourObjection')}
        </Text>
        <Badge size="xs" color={STATUS_COLORS[objection.status]}>
          {t(`plannedSubprocessors.statuses.${objection.status}`)}
        </Badge>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {objection.reason}
      </Text>
      {objection.answer ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }} data-testid="objection-answer">
          <Text span fw={600} size="sm">
            {t('plannedSubprocessors.answer')}:{' '}
          </Text>
          {objection.answer}
        </Text>
      ) : null}
    </Paper>
  );
}

function ObjectionForm({ change, onDone }: { change: TPlannedSubprocessor; onDone: () => void }) {
  const t = useT();
  const { orgSlug, view, accountId, permissionProfileId } = usePortal();
  const object = useObjectToChange(orgSlug, view.product.productId, {
    accountId,
    permissionProfileId,
  });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('plannedSubprocessors.reasonRequired'));
      return;
    }
    object.mutate({ changeId: change.id, reason }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('plannedSubprocessors.reason')}
          autosize
          minRows={2}
          maxRows={6}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(undefined);
          }}
        />
        {object.isError ? <Alert color="red">{t('plannedSubprocessors.failed')}</Alert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('plannedSubprocessors.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={object.isPending}>
            {t('plannedSubprocessors.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PlannedEntry({ change }: { change: TPlannedSubprocessor }) {
  const t = useT();
  const format = useFormat();
  const [isObjecting, setObjecting] = useState(false);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="planned-subprocessor">
      <Group justify="space-between" gap="xs" wrap="wrap">
        {change.url ? (
          <Anchor href={change.url} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
            {change.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {change.name}
          </Text>
        )}
        <Badge variant="light" color="orange">
          {t('plannedSubprocessors.plannedFrom', { date: format.date(change.effectiveOn) })}
        </Badge>
      </Group>
      {change.replaces ? (
        <Text size="xs" c="dimmed">
          {t('plannedSubprocessors.replaces', { name: change.replaces })}
        </Text>
      ) : null}
      <Text size="sm" mt={4}>
        {change.purpose} · {change.location}
      </Text>
      <Stack gap="xs" mt="xs">
        {change.objections.map((o) => (
          <OwnObjection key={o.id} objection={o} />
        ))}
        {change.mayObject && !isObjecting ? (
          <Group>
            <Button size="xs" variant="light" onClick={() => setObjecting(true)}>
              {t('plannedSubprocessors.object')}
            </Button>
          </Group>
        ) : null}
        {change.mayObject && isObjecting ? (
          <ObjectionForm change={change} onDone={() => setObjecting(false)} />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The card's planned entries, when there are any for the caller. */
export function PlannedSubprocessors() {
  const t = useT();
  const { orgSlug, view, accountId, permissionProfileId } = usePortal();
  const planned = usePlannedSubprocessors(orgSlug, view.product.productId, {
    mode: view.mode,
    accountId,
    permissionProfileId,
  });
  const changes = planned.data?.changes ?? [];
  if (changes.length === 0) return null;
  return (
    <Stack gap="xs" mt="sm" data-testid="planned-subprocessors">
      <Text size="sm" fw={600}>
        {t('plannedSubprocessors.title')}
      </Text>
      {changes.map((change) => (
        <PlannedEntry key={change.id} change={change} />
      ))}
    </Stack>
  );
}
