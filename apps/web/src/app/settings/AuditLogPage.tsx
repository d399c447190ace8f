/**
 * /app/settings/audit-log: who changed what in the portal, when, read as sentences with the staff
 * member's name, and the fields before and after in words (docs/staff.md, Audit log). Two columns
 * that fit a phone's width. The server pages the log and takes no search or sort, so the table
 * pages as the server does; the CSV export writes every page.
 */
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  AUDIT_PAGE_SIZE,
  auditActionLabel,
  auditActor,
  auditSentence,
  auditValueText,
} from '@trustfront/core';
import { useState } from 'react';
import { fetchWholeAuditLog, useAuditLog } from '../../api/audit-log.ts';
import { StaffTable } from '../ui/StaffTable.tsx';
import { AuditChange } from './AuditChange.tsx';

const CSV_HEADER = ['When', 'Who', 'What', 'Target', 'Before', 'After'];
const csvRows = async () =>
  (await fetchWholeAuditLog()).map((e) => [
    e.createdAt,
    auditActor(e),
    auditActionLabel(e.action),
    e.target,
    auditValueText(e.before),
    auditValueText(e.after),
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
        columns={['When', 'Change']}
        minWidth={0}
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
            <Table.Td style={{ verticalAlign: 'top', width: '9rem' }}>
              <Text size="sm">{new Date(entry.createdAt).toLocaleString()}</Text>
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Stack gap={6}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {auditSentence(entry)}
                </Text>
                <Group gap="lg" align="flex-start" wrap="wrap">
                  <AuditChange label="Before" value={entry.before} />
                  <AuditChange label="After" value={entry.after} />
                </Group>
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
    </Stack>
  );
}
