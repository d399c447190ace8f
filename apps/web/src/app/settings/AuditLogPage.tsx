/** /app/settings/audit-log: who changed what in the portal, when, with before and after. */
import { Code, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { AUDIT_PAGE_SIZE, auditActionLabel } from '@trustfront/core';
import { useState } from 'react';
import { useAuditLog } from '../../api/audit-log.ts';
import { StaffTable } from '../ui/StaffTable.tsx';

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

export default function AuditLogPage() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  return (
    <Stack>
      <Title order={2}>Audit log</Title>
      <Text c="dimmed">Every change made to the Trust Center, newest first.</Text>
      <StaffTable
        columns={['When', 'Who', 'What', 'Target', 'Before', 'After']}
        loading={log.isPending}
        error={log.error}
        empty={log.data?.entries.length === 0}
        emptyMessage="No changes yet"
      >
        {(log.data?.entries ?? []).map((entry) => (
          <Table.Tr key={entry.id} data-testid="audit-row">
            <Table.Td>{new Date(entry.createdAt).toLocaleString()}</Table.Td>
            <Table.Td>{entry.actorEmail}</Table.Td>
            <Table.Td>{auditActionLabel(entry.action)}</Table.Td>
            <Table.Td>{entry.target}</Table.Td>
            <Table.Td>
              <Code block>{shown(entry.before)}</Code>
            </Table.Td>
            <Table.Td>
              <Code block>{shown(entry.after)}</Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
