/** Replying to a member's comment, in that account's conversation on the item. */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZStaffReply, type TStaffComment } from '@trustfront/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useReplyToComment } from '../../../api/staff-comments.ts';

type Form = z.infer<typeof ZStaffReply>;

export default function ReplyDialog({
  opened,
  comment,
  onClose,
}: {
  opened: boolean;
  comment: TStaffComment | null;
  onClose: () => void;
}) {
  const reply = useReplyToComment();
  const form = useForm<Form>({
    resolver: zodResolver(ZStaffReply),
    defaultValues: { content: '' },
  });
  const handleSubmit = form.handleSubmit(async ({ content }) => {
    if (!comment) return;
    await reply.mutateAsync({ id: comment.id, content });
    form.reset({ content: '' });
    onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Reply">
      {comment ? (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {comment.accountName} on {comment.itemTitle}: “{comment.content}”
            </Text>
            {reply.isError ? <Alert color="red">{reply.error.message}</Alert> : null}
            <Textarea
              label="Your reply"
              autosize
              minRows={3}
              error={form.formState.errors.content?.message}
              {...form.register('content')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={reply.isPending}>
                Send reply
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
