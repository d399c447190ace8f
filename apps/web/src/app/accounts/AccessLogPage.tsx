import { Alert, Badge, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { DOCUMENT_EVENTS_PAGE_SIZE } from '@trustfront/core';
import { useState } from 'react';
import { useAccessLog } from '../../api/permission-profiles.ts';
import { EmptyTableRow } from '../../ui/EmptyTableRow.tsx';

const ACTION_LABELS = { view: 'Viewed', download: 'Downloaded', bulk_download: 'Bulk download' };

/** /app/accounts/activity: every member's view and download of a document, newest first. */
export default function AccessLogPage() {
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / DOCUMENT_EVENTS_PAGE_SIZE));
  return (
    <Stack>
      <Title order={2}>Access log</Title>
      <Text c="dimmed">Documents account members viewed or downloaded.</Text>
      {log.isError ? <Alert color="red">{log.error.message}</Alert> : null}
      {log.isPending ? <Loader /> : null}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Member</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Document</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data?.events.length === 0 ? (
            <EmptyTableRow colSpan={5} message="No views or downloads yet" />
          ) : null}
          {(log.data?.events ?? []).map((event) => (
            <Table.Tr key={event.id} data-testid="access-log-row">
              <Table.Td>{new Date(event.createdAt).toLocaleString()}</Table.Td>
              <Table.Td>{event.email ?? '(removed member)'}</Table.Td>
              <Table.Td>{event.companyName ?? ''}</Table.Td>
              <Table.Td>
                {event.fileName ?? '(removed document)'}
                {event.itemTitle ? (
                  <Text size="xs" c="dimmed">
                    {event.itemTitle}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {ACTION_LABELS[event.action]}
                  {event.watermarked ? <Badge variant="light">Watermarked</Badge> : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
