/**
 * Objections to planned subprocessor changes as staff handle them (docs/editing.md, Planned
 * subprocessor changes): each with its account, member, reason, status and answer; staff answer
 * while it is open or answered, and close it as withdrawn, resolved or contract ended.
 */
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  isObjectionClosed,
  OBJECTION_CLOSINGS,
  OBJECTION_STATUS_LABELS,
  type ObjectionClosing,
  type TStaffObjection,
} from '@trustfront/core';
import { useState } from 'react';
import { useHandleObjection } from '../../api/subprocessor-changes.ts';

const STATUS_COLORS: Record<TStaffObjection['status'], string> = {
  open: 'yellow',
  answered: 'blue',
  withdrawn: 'gray',
  resolved: 'green',
  contract_ended: 'red',
};

function ObjectionEntry({
  objection,
  showChange,
}: {
  objection: TStaffObjection;
  showChange: boolean;
}) {
  const handle = useHandleObjection();
  const [answer, setAnswer] = useState('');
  const [closing, setClosing] = useState<ObjectionClosing | null>(null);
  const isClosed = isObjectionClosed(objection.status);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="staff-objection">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          {objection.accountName} · {objection.memberName} ({objection.memberEmail})
        </Text>
        <Badge color={STATUS_COLORS[objection.status]} variant="light">
          {OBJECTION_STATUS_LABELS[objection.status]}
        </Badge>
      </Group>
      {showChange ? (
        <Text size="xs" c="dimmed">
          {objection.changeName} from {objection.effectiveOn}
        </Text>
      ) : null}
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
        {objection.reason}
      </Text>
      {objection.answer ? (
        <Text size="sm" mt={4} c="blue.8" style={{ whiteSpace: 'pre-wrap' }}>
          Your answer: {objection.answer}
        </Text>
      ) : null}
      {handle.isError ? (
        <Alert color="red" mt="xs">
          {handle.error.message}
        </Alert>
      ) : null}
      {isClosed ? null : (
        <Stack gap="xs" mt="xs">
          <Textarea
            label="Answer"
            autosize
            minRows={2}
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
          />
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              disabled={!answer.trim()}
              loading={handle.isPending && handle.variables && 'answer' in handle.variables}
              onClick={() =>
                handle.mutate({ id: objection.id, answer }, { onSuccess: () => setAnswer('') })
              }
            >
              Send answer
            </Button>
            <Select
              size="xs"
              aria-label="Close as"
              placeholder="Close as…"
              data={OBJECTION_CLOSINGS.map((c) => ({
                value: c,
                label: OBJECTION_STATUS_LABELS[c],
              }))}
              value={closing}
              onChange={(value) => setClosing(value as ObjectionClosing | null)}
            />
            <Button
              size="xs"
              variant="default"
              disabled={!closing}
              onClick={() => closing && handle.mutate({ id: objection.id, as: closing })}
            >
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

export function ObjectionsList({
  objections,
  showChange = false,
  emptyMessage,
}: {
  objections: readonly TStaffObjection[];
  showChange?: boolean;
  emptyMessage: string;
}) {
  if (objections.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyMessage}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {objections.map((o) => (
        <ObjectionEntry key={o.id} objection={o} showChange={showChange} />
      ))}
    </Stack>
  );
}
