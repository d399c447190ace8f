/**
 * The conversation panel on an item (docs/access.md, Member features): the member's account's
 * comments with the organisation's replies, and a form whose comment shows at once. Loaded as
 * its own chunk, in account mode only.
 */
import { Alert, Avatar, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZCommentCreate, type TComment } from '@trustfront/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useComments, usePostComment } from '../../../api/comments.ts';
import { useMember } from '../../../api/portal-access.ts';
import { useMessageT } from '../../i18n/messages.ts';
import { useFormat, useT } from '../../i18n/use-t.tsx';
import { usePortal } from '../../portal-context.tsx';

const ZForm = ZCommentCreate.pick({ content: true });
type Form = z.infer<typeof ZForm>;

function CommentEntry({ comment }: { comment: TComment }) {
  const format = useFormat();
  const name = comment.member?.name ?? '';
  const isPending = comment.id.startsWith('pending-');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={comment.isStaff ? 'var(--mantine-color-blue-light)' : undefined}
      opacity={isPending ? 0.7 : 1}
      data-testid="comment"
    >
      <Group gap="xs" mb={4} wrap="nowrap">
        <Avatar size="sm" radius="xl" name={name} color="initials" />
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {format.date(comment.timestamp)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {comment.content}
      </Text>
    </Paper>
  );
}

export default function CommentsPanel({ itemUid }: { itemUid: string }) {
  const t = useT();
  const messageT = useMessageT('comments.errors');
  const { orgSlug, view, accountId } = usePortal();
  const member = useMember(orgSlug, { enabled: true }).data;
  const ref = {
    orgSlug,
    itemUid,
    productId: view.product.productId,
    caller: { accountId: accountId ?? member?.accountId ?? null },
  };
  const comments = useComments(ref);
  const post = usePostComment(ref, {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
  });
  const form = useForm<Form>({ resolver: zodResolver(ZForm), defaultValues: { content: '' } });
  const handleSubmit = form.handleSubmit(({ content }) => {
    form.reset({ content: '' });
    post.mutate(content);
  });
  const list = comments.data?.comments ?? [];
  return (
    <Stack gap="sm" data-testid="comments-panel">
      <Text fw={600}>{t('comments.title')}</Text>
      {comments.isPending ? <Loader size="sm" /> : null}
      {comments.isError ? <Alert color="red">{comments.error.message}</Alert> : null}
      {comments.isSuccess && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('comments.empty')}
        </Text>
      ) : null}
      {list.map((c) => (
        <CommentEntry key={c.id} comment={c} />
      ))}
      {post.isError ? <Alert color="red">{t('comments.failed')}</Alert> : null}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="xs">
          <Textarea
            aria-label={t('comments.placeholder')}
            placeholder={t('comments.placeholder')}
            autosize
            minRows={2}
            maxRows={8}
            error={messageT(form.formState.errors.content?.message)}
            {...form.register('content')}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs">
              {t('comments.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
