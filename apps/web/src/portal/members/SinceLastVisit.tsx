/**
 * "Since your last visit" (account mode): a short list at the top of the portal of the documents
 * and trust updates new or changed since the member's previous visit, badges on them in the page
 * (through `onMarks`), and the weekly e-mail's switch. Its own chunk, loaded for members only,
 * and for the landing of the weekly mail's "stop" link, whose outcome it shows.
 */
import { Anchor, Badge, Group, List, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  productSearch,
  SINCE_LAST_VISIT_LIST,
  topicSearch,
  withSearchParam,
  type TNewSinceEntry,
} from '@trustfront/core';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSinceLastVisit, useWeeklyDigest } from '../../api/since-last-visit.ts';
import { useT, type TFunction } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';
import type { NewSinceMarks } from './new-since-marks.tsx';

const NOTHING: TNewSinceEntry[] = [];

const labelOf = (entry: TNewSinceEntry, t: TFunction) =>
  entry.change === 'changed' ? t('members.changedBadge') : t('members.newBadge');

/** Shows the outcome of the weekly mail's "stop" link once, then drops it from the address. */
function useDigestLinkNotice() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const outcome = search.get('weeklyDigest');
  useEffect(() => {
    if (!outcome) return;
    notifications.show({
      color: outcome === 'off' ? 'green' : 'red',
      message:
        outcome === 'off' ? t('members.weeklyDigestOff') : t('members.weeklyDigestLinkInvalid'),
    });
    setSearch(
      (current) => {
        current.delete('weeklyDigest');
        return current;
      },
      { replace: true },
    );
  }, [outcome, setSearch, t]);
}

export default function SinceLastVisit({ onMarks }: { onMarks: (marks: NewSinceMarks) => void }) {
  const t = useT();
  const { orgSlug, basePath, accountId, view } = usePortal();
  const location = useLocation();
  const isMember = view.mode === 'account';
  const answer = useSinceLastVisit(orgSlug, accountId, isMember).data;
  const digest = useWeeklyDigest(orgSlug, accountId);
  useDigestLinkNotice();
  const entries = answer?.entries ?? NOTHING;
  useEffect(() => {
    onMarks(new Map(entries.map((e) => [e.id, labelOf(e, t)])));
  }, [entries, onMarks, t]);
  if (!isMember || !answer) return null;

  const linkOf = (entry: TNewSinceEntry) => {
    if (entry.topicId) return topicSearch(location.search, entry.topicId);
    const search = entry.productSlug
      ? productSearch(location.search, entry.productSlug)
      : location.search;
    return withSearchParam(search, 'itemUid', entry.itemUid);
  };
  const handleDigest = (on: boolean) =>
    digest.mutate(on, {
      onSuccess: () =>
        notifications.show({
          message: on ? t('members.weeklyDigestOn') : t('members.weeklyDigestOff'),
        }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="since-last-visit">
      <Stack gap="xs">
        {entries.length > 0 ? (
          <>
            <Title order={3} size="h5">
              {t('members.sinceLastVisitTitle')}
            </Title>
            <List spacing={4} size="sm" listStyleType="none">
              {entries.slice(0, SINCE_LAST_VISIT_LIST).map((entry) => (
                <List.Item key={`${entry.kind}:${entry.id}`}>
                  <Group gap="xs" wrap="nowrap">
                    <Badge size="xs" color="orange" variant="light">
                      {labelOf(entry, t)}
                    </Badge>
                    <Anchor
                      component={Link}
                      to={{ pathname: basePath || '/', search: linkOf(entry) }}
                      size="sm"
                    >
                      {entry.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {entry.kind === 'update' ? t('members.trustUpdate') : t('members.document')}
                    </Text>
                  </Group>
                </List.Item>
              ))}
            </List>
            {entries.length > SINCE_LAST_VISIT_LIST ? (
              <Text size="xs" c="dimmed">
                {t('members.more', { count: entries.length - SINCE_LAST_VISIT_LIST })}
              </Text>
            ) : null}
          </>
        ) : null}
        <Switch
          size="xs"
          label={t('members.weeklyDigestLabel')}
          checked={answer.weeklyDigest}
          disabled={digest.isPending}
          onChange={(e) => handleDigest(e.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
