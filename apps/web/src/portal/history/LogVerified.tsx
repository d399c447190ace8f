/**
 * The transparency log checked in the visitor's browser (docs/transparency-log.md, Checking the
 * log): the checkpoint's signature against the feed's keys, consistency with the checkpoint this
 * browser saw last, and the root re-computed from every entry, with WebCrypto. Loaded with the
 * Changes page only, after the changes are shown.
 */
import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { useLogVerification } from '../../api/transparency-log.ts';
import { useFormat, useT } from '../i18n/use-t.tsx';

export default function LogVerified({ orgSlug }: { orgSlug: string }) {
  const t = useT();
  const format = useFormat();
  const check = useLogVerification(orgSlug);
  if (check.isPending) {
    return (
      <Group gap="xs" data-testid="log-checking">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('changes.logChecking')}
        </Text>
      </Group>
    );
  }
  const result = check.data;
  if (!result?.ok) {
    const problems = result?.problems ?? [check.error?.message ?? ''];
    return (
      <Alert color="red" data-testid="log-failed" title={t('changes.logFailed')}>
        <List size="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  if (!result.state) return null;
  const since = format.date(result.state.since.slice(0, 10));
  return (
    <Text size="sm" c="green.8" data-testid="log-verified">
      ✓ {t('changes.logVerified', { count: String(result.size), since })}
      {result.redacted > 0
        ? ` · ${t('changes.logRedacted', { count: String(result.redacted) })}`
        : ''}
    </Text>
  );
}
