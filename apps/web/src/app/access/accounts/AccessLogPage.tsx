import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DOCUMENT_EVENTS_PAGE_SIZE } from '@trustfront/core';
import { useState } from 'react';
import { fetchWholeAccessLog, useAccessLog } from '../../../api/permission-profiles.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';

const ACTION_LABELS = {
  view: 'Viewed',
  download: 'Downloaded',
  bulk_download: 'Bulk download',
  invite: 'Invited a colleague',
};

const CSV_HEADER = [
  'When',
  'Member',
  'Company',
  'Action',
  'Document',
  'Item',
  'Invited address',
  'Watermarked',
];
const csvRows = async () =>
  (await fetchWholeAccessLog()).map((e) => [
    e.createdAt,
    e.email,
    e.companyName,
    ACTION_LABELS[e.action],
    e.fileName,
    e.itemTitle,
    e.invitedEmail,
    e.watermarked ? 'yes' : 'no',
  ]);

/**
 * /app/accounts/activity: every member's view and download of a document, and every colleague a
 * member invited, newest first. The server pages the log and takes no search or sort, so the
 * table pages as the server does; the CSV export writes every page.
 */
export default function AccessLogPage() {
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / DOCUMENT_EVENTS_PAGE_SIZE));
  return (
    <Stack>
      <Title order={2}>Access log</Title>
      <Text c="dimmed">
        Documents account members viewed or downloaded, and the colleagues they invited.
      </Text>
      <StaffTable
        columns={['When', 'Member', 'Company', 'Document or invited address', 'Action']}
        loading={log.isPending}
        error={log.error}
        empty={log.data?.events.length === 0}
        emptyMessage="No views, downloads or invitations yet. Once you approve an account, what its members open and download from the restricted documents shows here."
        csv={{ fileName: 'access-log', header: CSV_HEADER, rows: csvRows }}
        paging={{
          page,
          pages,
          onChange: setPage,
          shown: log.data?.events.length ?? 0,
          total: log.data?.total ?? 0,
          pageSize: DOCUMENT_EVENTS_PAGE_SIZE,
        }}
      >
        {(log.data?.events ?? []).map((event) => (
          <Table.Tr key={event.id} data-testid="access-log-row">
            <Table.Td>{new Date(event.createdAt).toLocaleString()}</Table.Td>
            <Table.Td>{event.email ?? '(removed member)'}</Table.Td>
            <Table.Td>{event.companyName ?? ''}</Table.Td>
            {event.action === 'invite' ? (
              <Table.Td data-testid="access-log-invited">{event.invitedEmail ?? ''}</Table.Td>
            ) : (
              <Table.Td>
                {event.fileName ?? '(removed document)'}
                {event.itemTitle ? (
                  <Text size="xs" c="dimmed">
                    {event.itemTitle}
                  </Text>
                ) : null}
              </Table.Td>
            )}
            <Table.Td>
              <Group gap="xs">
                {ACTION_LABELS[event.action]}
                {event.watermarked ? <Badge variant="light">Watermarked</Badge> : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
    </Stack>
  );
}
