/**
 * Comments on an item (docs/access.md, Member features): the account's conversation, posted with an
 * optimistic update.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TComment, TCommentList } from '@trustfront/core';
import { apiFetch, callerQuery, toQuery, type CallerParams } from './client.ts';

const base = (orgSlug: string) => `/api/portal/${encodeURIComponent(orgSlug)}`;
const commentsKey = (orgSlug: string, itemUid: string, productId: string) =>
  ['portal', orgSlug, 'comments', itemUid, productId] as const;

export interface CommentThreadRef {
  orgSlug: string;
  itemUid: string;
  productId: string;
  caller: CallerParams;
}

/** GET {base}/comments?itemUid=&productId= */
export function useComments({ orgSlug, itemUid, productId, caller }: CommentThreadRef) {
  return useQuery({
    queryKey: commentsKey(orgSlug, itemUid, productId),
    queryFn: () =>
      apiFetch<TCommentList>(
        `${base(orgSlug)}/comments${toQuery({ ...callerQuery(caller), itemUid, productId })}`,
      ),
  });
}

/**
 * POST {base}/comments: the comment shows at once (marked pending), is replaced by the server's
 * answer, and is taken out again when sending fails.
 */
export function usePostComment(
  ref: CommentThreadRef,
  author: { firstName: string; lastName: string; email: string },
) {
  const client = useQueryClient();
  const key = commentsKey(ref.orgSlug, ref.itemUid, ref.productId);
  return useMutation({
    mutationFn: (content: string) =>
      apiFetch<TComment>(`${base(ref.orgSlug)}/comments${toQuery(callerQuery(ref.caller))}`, {
        method: 'POST',
        body: { itemUid: ref.itemUid, productId: ref.productId, content },
      }),
    onMutate: async (content) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TCommentList>(key);
      const now = new Date().toISOString();
      const pending: TComment = {
        id: `pending-${now}`,
        itemUid: ref.itemUid,
        productId: ref.productId,
        content: content.trim(),
        timestamp: now,
        realAccId: ref.caller.accountId ?? '',
        isStaff: false,
        member: {
          accountId: ref.caller.accountId ?? '',
          firstName: author.firstName,
          lastName: author.lastName,
          name: `${author.firstName} ${author.lastName}`.trim(),
          email: author.email,
          createdAt: now,
        },
      };
      client.setQueryData<TCommentList>(key, {
        comments: [...(previous?.comments ?? []), pending],
      });
      return { previous, pendingId: pending.id };
    },
    onSuccess: (saved, _content, context) => {
      client.setQueryData<TCommentList>(key, (current) => ({
        comments: (current?.comments ?? []).map((c) => (c.id === context.pendingId ? saved : c)),
      }));
    },
    onError: (_error, _content, context) => {
      if (context) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
