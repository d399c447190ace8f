import { Button, Collapse, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { answerSources, type TAnswerResponse } from '@trustfront/core';
import { useState } from 'react';
import { useT } from '../i18n/use-t.tsx';
import { ResultRow } from './ResultRow.tsx';
import { useSubtitle } from './use-subtitle.ts';
import type { TSearchResultItem } from '@trustfront/core';

/**
 * The AI answer panel (docs/search.md, Ask AI): 'Generating Answer' while loading, then 'Answer'
 * with 'Copy response', the line naming what it rests on ('Based on: {title}, {section}') and
 * the collapsible 'Generated from N sources'. A failed answer shows
 * nothing here (the dialog raises the error toast).
 */
export default function AnswerPanel({
  pending,
  result,
  onOpenSource,
}: {
  pending: boolean;
  result: TAnswerResponse['result'] | null;
  onOpenSource: (source: TSearchResultItem) => void;
}) {
  const t = useT();
  const subtitle = useSubtitle();
  const [showSources, setShowSources] = useState(false);
  const clipboard = useClipboard({ timeout: 2000 });
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
