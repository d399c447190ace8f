/**
 * /app/settings/history: what the portal published, change by change, with the staff whose edits
 * each change published (docs/portal.md, History). Visitors read the same changes, without who
 * made them, on the portal's Changes page. A change published by mistake is redacted from here
 * (docs/transparency-log.md, Redaction).
 */
import { Anchor, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  TRUST_CHANGE_ACTION_LABELS,
  TRUST_CHANGE_KINDS,
  TRUST_CHANGE_KIND_LABELS,
  fieldLabel,
  fieldValue,
  type TrustChangeKind,
} from '@trustfront/core';
import { useStaffTrustHistory } from '../../api/trust-history.ts';
import { StaffTable } from '../ui/StaffTable.tsx';
import { RedactChangeButton } from './RedactChangeButton.tsx';

const isKind = (value: string | null): value is TrustChangeKind =>
  (TRUST_CHANGE_KINDS as readonly (string | null)[]).includes(value);

export default function TrustHistoryPage() {
  const [kind, setKind] = useState<TrustChangeKind | null>(null);
  const history = useStaffTrustHistory(kind);
  const head = history.data?.pages[0];
  const changes = history.data?.pages.flatMap((p) => p.changes) ?? [];
  return (
    <Stack>
      <Title order={2}>Published changes</Title>
      <Text c="dimmed">
        Every change the Trust Center published, newest first, with who made it. Visitors see the
        same list, without names, on the portal&apos;s{' '}
        {head ? (
          <Anchor href={head.links.page + '/changes'} underline="always">
            Changes page
          </Anchor>
        ) : (
          'Changes page'
        )}
        .
      </Text>
      <Select
        label="Kind"
        maw={320}
        value={kind ?? ''}
        allowDeselect={false}
        onChange={(value) => setKind(isKind(value) ? value : null)}
        data={[
          { value: '', label: 'All changes' },
          ...TRUST_CHANGE_KINDS.map((k) => ({ value: k, label: TRUST_CHANGE_KIND_LABELS[k] })),
        ]}
      />
      <StaffTable
        columns={['Recorded', 'Change', 'What', 'Fields', 'By', '']}
        loading={history.isPending}
        error={history.error}
        empty={history.isSuccess && changes.length === 0}
        emptyMessage="Nothing is recorded yet. Each change of what the portal shows is recorded within a minute."
      >
        {changes.map((change) => (
          <Table.Tr key={change.id} data-testid="history-row">
            <Table.Td>{new Date(change.recordedAt).toLocaleString()}</Table.Td>
            <Table.Td>
              {TRUST_CHANGE_ACTION_LABELS[change.action]} · {TRUST_CHANGE_KIND_LABELS[change.kind]}
            </Table.Td>
            {/* What the portal shows is staff's own text, names and all: shown as written. */}
            <Table.Td>
              <span data-literal>{change.subject.title}</span>
              {change.product ? (
                <Text size="xs" c="dimmed" data-literal>
                  {change.product.name}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              {change.fields.map((f) => (
                <Text key={f.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {fieldLabel(f.field)}:{' '}
                  <span data-literal>
                    {fieldValue(f.old, f.field)} → {fieldValue(f.new, f.field)}
                  </span>
                </Text>
              ))}
            </Table.Td>
            <Table.Td>{change.by.join(', ') || '—'}</Table.Td>
            <Table.Td>
              <RedactChangeButton changeId={change.id} title={change.subject.title} />
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
      {history.hasNextPage ? (
        <Group>
          <Button
            variant="default"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            Older changes
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
