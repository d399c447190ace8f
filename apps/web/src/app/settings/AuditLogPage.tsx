/**
 * /app/settings/audit-log: who changed what in the portal, when, with before and after. The server
 * pages the log and takes no search or sort, so the table pages as the server does; the CSV export
 * writes every page.
 */
import { Stack, Table, Text, Title } from '@mantine/core';
import { AUDIT_PAGE_SIZE, auditActionLabel } from '@trustfront/core';
import { useState } from 'react';
import { fetchWholeAuditLog, useAuditLog } from '../../api/audit-log.ts';
import { StaffTable } from '../ui/StaffTable.tsx';
import { AuditChange } from './AuditChange.tsx';

const asJson = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

const CSV_HEADER = ['When', 'Who', 'What', 'Action', 'Target', 'Before', 'After'];
const csvRows = async () =>
  (await fetchWholeAuditLog()).map((e) => [
    e.createdAt,
    e.actorEmail,
    auditActionLabel(e.action),
    e.action,
    e.target,
    asJson(e.before),
    asJson(e.after),
  ]);

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
        emptyMessage="No changes yet. Every edit staff make to the Trust Center (content, settings, access) is written here, with who made it and when."
        csv={{ fileName: 'audit-log', header: CSV_HEADER, rows: csvRows }}
        paging={{
          page,
          pages,
          onChange: setPage,
          shown: log.data?.entries.length ?? 0,
          total: log.data?.total ?? 0,
          pageSize: AUDIT_PAGE_SIZE,
        }}
      >
        {(log.data?.entries ?? []).map((entry) => (
          <Table.Tr key={entry.id} data-testid="audit-row">
            <Table.Td>{new Date(entry.createdAt).toLocaleString()}</Table.Td>
            <Table.Td>{entry.actorEmail}</Table.Td>
            <Table.Td>{auditActionLabel(entry.action)}</Table.Td>
            <Table.Td>{entry.target}</Table.Td>
            <Table.Td>
              <AuditChange value={entry.before} />
            </Table.Td>
            <Table.Td>
              <AuditChange value={entry.after} />
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
    </Stack>
  );
}
