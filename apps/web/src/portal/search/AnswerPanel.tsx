import { Button, Collapse, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { answerSources, type TAnswerResponse } from '@trustfront/core';
import { IconShieldCheck } from '../../ui/icons/icons.ts';
import { useState } from 'react';
import { useT } from '../i18n/use-t.tsx';
import { ResultRow } from './ResultRow.tsx';
import { useSubtitle } from './use-subtitle.ts';
import type { TSearchResultItem } from '@trustfront/core';

/** The name a downloaded signed answer is saved under. */
const SIGNED_ANSWER_FILE = 'signed-answer.txt';

/**
 * The AI answer panel (docs/search.md, Ask AI): 'Generating Answer' while loading, then 'Answer'
 * with 'Copy response', the line naming what it rests on ('Based on: {title}, {section}') and
 * the collapsible 'Generated from N sources'; 'Copy signed answer' and 'Download signed answer'
 * give the answer with its signature (docs/search.md, Signed answers), for the Verify page to
 * check later. A failed answer shows
 * nothing here (the dialog raises the error toast).
 */
export default function AnswerPanel({
  pending,
  result,
  signed,
  onOpenSource,
}: {
  pending: boolean;
  result: TAnswerResponse['result'] | null;
  signed: TAnswerResponse['signed'];
  onOpenSource: (source: TSearchResultItem) => void;
}) {
  const t = useT();
  const subtitle = useSubtitle();
  const [showSources, setShowSources] = useState(false);
  const clipboard = useClipboard({ timeout: 2000 });
  const signedClipboard = useClipboard({ timeout: 2000 });
  if (pending) {
    return (
      <Group gap="xs" py="md" data-testid="answer-loading">
        <Loader size="xs" />
        <Text size="sm">{t('searchDialog.generating')}</Text>
      </Group>
    );
  }
  if (!result?.answer) return null;
  const n = result.sources.length;
  const named = answerSources(result.sources.map((s) => ({ ...s, subtitle: subtitle(s) })));
  const basis = named ? t('searchDialog.basedOn', { sources: named }) : null;
  return (
    <Paper withBorder p="md" data-testid="answer-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('searchDialog.answer')}</Text>
          <Button size="xs" variant="light" onClick={() => clipboard.copy(result.answer)}>
            {clipboard.copied ? t('searchDialog.copied') : t('searchDialog.copyResponse')}
          </Button>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="answer-text">
          {result.answer}
        </Text>
        {basis ? (
          <Text size="xs" c="dimmed" data-testid="answer-basis">
            {basis}
          </Text>
        ) : null}
        {signed ? (
          <Group gap="xs" data-testid="answer-signed">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconShieldCheck size={14} aria-hidden />}
              onClick={() => signedClipboard.copy(signed.text)}
            >
              {signedClipboard.copied ? t('searchDialog.copied') : t('searchDialog.copySigned')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              component="a"
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(signed.text)}`}
              download={SIGNED_ANSWER_FILE}
            >
              {t('searchDialog.downloadSigned')}
            </Button>
          </Group>
        ) : null}
        {n > 0 ? (
          <>
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              onClick={() => setShowSources((o) => !o)}
              aria-expanded={showSources}
            >
              {t('searchDialog.generatedFrom', { count: n })}
            </Button>
            <Collapse expanded={showSources}>
              <Stack gap={2}>
                {result.sources.map((source, i) => (
                  <Group key={source.id} gap={4} wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed" pt="xs">
                      [{i + 1}]
                    </Text>
                    <ResultRow
                      result={source}
                      active={false}
                      isTopMatch={false}
                      onSelect={() => onOpenSource(source)}
                      onHover={() => undefined}
                    />
                  </Group>
                ))}
              </Stack>
            </Collapse>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
