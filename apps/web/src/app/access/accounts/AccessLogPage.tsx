import { Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { DOCUMENT_EVENTS_PAGE_SIZE } from '@trustfront/core';
import { useState } from 'react';
import { useAccessLog } from '../../../api/permission-profiles.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';

const ACTION_LABELS = {
  view: 'Viewed',
  download: 'Downloaded',
  bulk_download: 'Bulk download',
  invite: 'Invited a colleague',
};

/**
 * /app/accounts/activity: every member's view and download of a document, and every colleague a
 * member invited, newest first.
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
        emptyMessage="No views, downloads or invitations yet"
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
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
