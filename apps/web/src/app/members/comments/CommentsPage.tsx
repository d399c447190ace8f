/** /app/comments: members' comments on items, newest first, with reply and delete. */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ListFields, TStaffComment } from '@trustfront/core';
import { useDeleteComment, useStaffComments } from '../../../api/staff-comments.ts';
import { lazyDialog } from '../../../ui/lazy-dialog.tsx';
import { StaffTable } from '../../ui/StaffTable.tsx';
import { useStaffList } from '../../ui/use-staff-list.ts';

const ReplyDialog = lazyDialog(async () => (await import('./ReplyDialog.tsx')).default);

const EMPTY: TStaffComment[] = [];
const authorOf = (c: TStaffComment) => (c.isStaff ? 'Your organisation' : (c.member?.name ?? null));
const FIELDS: ListFields<TStaffComment> = {
  searchText: (c) => [c.itemTitle, c.accountName, authorOf(c), c.content],
  sortValues: {
    item: (c) => c.itemTitle,
    account: (c) => c.accountName,
    author: authorOf,
    written: (c) => Date.parse(c.timestamp),
  },
};

export default function CommentsPage() {
  const comments = useStaffComments();
  const remove = useDeleteComment();
  const [replyTo, setReplyTo] = useState<TStaffComment | null>(null);
  const all = comments.data?.comments ?? EMPTY;
  const list = useStaffList(all, FIELDS, {
    initialSort: { key: 'written', direction: 'descending' },
  });
  return (
    <Stack>
      <Title order={2}>Comments</Title>
      <Text c="dimmed">
        Each account holds its own conversation on an item; your reply is seen by that account only.
      </Text>
      {remove.isError ? <Alert color="red">{remove.error.message}</Alert> : null}
      <StaffTable
        columns={[
          { label: 'Item', sortKey: 'item' },
          { label: 'Account', sortKey: 'account' },
          { label: 'Author', sortKey: 'author' },
          'Comment',
          { label: 'Written', sortKey: 'written' },
          null,
        ]}
        loading={comments.isPending}
        error={comments.error}
        empty={comments.isSuccess && all.length === 0}
        emptyMessage="No comments yet. Members of approved accounts comment on items in your Trust Center; each conversation shows here for you to answer."
        searchLabel="comments"
        {...list.table}
      >
        {list.rows.map((c) => (
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
