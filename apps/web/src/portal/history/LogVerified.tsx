/**
 * The transparency log checked in the visitor's browser (docs/transparency-log.md, Checking the
 * log): the checkpoint's signature against the feed's keys, consistency with the checkpoint this
 * browser saw last, and the root re-computed from every entry, with WebCrypto. Loaded with the
 * Changes page only, after the changes are shown.
 */
import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { LOG_CHECK_TEXTS, type TLanguage } from '@trustfront/core';
import { useLogVerification } from '../../api/transparency-log.ts';
import { useFormat, useLanguage } from '../i18n/use-t.tsx';

/** The check's words, here rather than in the locales: the portal's first visit carries none. */
interface CheckTexts {
  checking: string;
  verified: (count: number, since: string) => string;
  redacted: (count: number) => string;
  failed: string;
}

const TEXTS: Record<TLanguage, CheckTexts> = {
  en: LOG_CHECK_TEXTS,
  de: {
    checking: 'Das Transparenzprotokoll wird geprüft…',
    verified: (count, since) => `Geprüft: ${count} Einträge, nichts umgeschrieben seit ${since}`,
    redacted: (count) => `${count} vom Trust Center geschwärzt`,
    failed: 'Das Transparenzprotokoll ist nicht stimmig:',
  },
  fr: {
    checking: 'Vérification du journal de transparence…',
    verified: (count, since) => `Vérifié : ${count} entrées, aucune réécriture depuis le ${since}`,
    redacted: (count) => `${count} caviardées par le centre de confiance`,
    failed: 'Le journal de transparence ne se vérifie pas :',
  },
};

export default function LogVerified({ orgSlug }: { orgSlug: string }) {
  const texts = TEXTS[useLanguage()];
  const format = useFormat();
  const check = useLogVerification(orgSlug);
  if (check.isPending) {
    return (
      <Group gap="xs" data-testid="log-checking">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {texts.checking}
        </Text>
      </Group>
    );
  }
  const result = check.data;
  if (!result?.ok) {
    const problems = result?.problems ?? [check.error?.message ?? ''];
    return (
      <Alert color="red" data-testid="log-failed" title={texts.failed}>
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
      ✓ {texts.verified(result.size, since)}
      {result.redacted > 0 ? ` · ${texts.redacted(result.redacted)}` : ''}
    </Text>
  );
}
