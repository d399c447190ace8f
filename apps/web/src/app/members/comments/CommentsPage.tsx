/** /app/comments: members' comments on items, newest first, with reply and delete. */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TStaffComment } from '@trustfront/core';
import { useDeleteComment, useStaffComments } from '../../../api/staff-comments.ts';
import { lazyDialog } from '../../../ui/lazy-dialog.tsx';
import { StaffTable } from '../../ui/StaffTable.tsx';

const ReplyDialog = lazyDialog(async () => (await import('./ReplyDialog.tsx')).default);

export default function CommentsPage() {
  const comments = useStaffComments();
  const remove = useDeleteComment();
  const [replyTo, setReplyTo] = useState<TStaffComment | null>(null);
  const rows = comments.data?.comments ?? [];
  return (
    <Stack>
      <Title order={2}>Comments</Title>
      <Text c="dimmed">
        Each account holds its own conversation on an item; your reply is seen by that account only.
      </Text>
      {remove.isError ? <Alert color="red">{remove.error.message}</Alert> : null}
      <StaffTable
        columns={['Item', 'Account', 'Author', 'Comment', 'Written', null]}
        loading={comments.isPending}
        error={comments.error}
        empty={comments.isSuccess && rows.length === 0}
        emptyMessage="No comments yet"
      >
        {rows.map((c) => (
          <Table.Tr key={c.id} data-testid="staff-comment-row">
            <Table.Td>{c.itemTitle}</Table.Td>
            <Table.Td>{c.accountName}</Table.Td>
            <Table.Td>
              {c.isStaff ? (
                <Badge variant="light">Your organisation</Badge>
              ) : (
                (c.member?.name ?? '—')
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>{c.content}</Table.Td>
            <Table.Td>{new Date(c.timestamp).toLocaleString()}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setReplyTo(c)}>
                  Reply
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(c.id)}>
                  Delete
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
      <ReplyDialog opened={replyTo !== null} comment={replyTo} onClose={() => setReplyTo(null)} />
    </Stack>
  );
}
