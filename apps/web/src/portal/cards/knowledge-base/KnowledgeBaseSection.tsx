import { Accordion, Card, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SectionProps } from '../../sections/section-props.ts';
import { lazyDialog } from '../../../ui/lazy-dialog.tsx';
import { ViewMoreButton } from '../BaseCard.tsx';
import { Paragraphs } from '../Paragraphs.tsx';
import { useT } from '../../i18n/use-t.tsx';
import { KnowledgeBaseTitle } from './KnowledgeBaseTitle.tsx';

const KnowledgeBaseDialog = lazyDialog(() =>
  import('./KnowledgeBaseDialog.tsx').then((m) => m.KnowledgeBaseDialog),
);

/**
 * The knowledge base section (docs/search.md, Knowledge base): the first entries of the view, and
 * 'View more' for the full, server-paginated list.
 */
export function KnowledgeBaseSection({ view }: SectionProps) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const { entries, total } = view.knowledgeBase;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="card-KnowledgeBase">
      <KnowledgeBaseTitle />
      <Stack gap="sm" mt="md">
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('knowledgeBase.noEntries')}
          </Text>
        ) : (
          <Accordion variant="separated" radius="md" chevronPosition="right">
            {entries.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id} data-testid="kb-entry">
                <Accordion.Control>
                  <Text size="sm" fw={500}>
                    {entry.question}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Paragraphs text={entry.answer} />
                  {entry.comment ? (
                    <Text size="xs" c="dimmed" mt="xs">
                      {entry.comment}
                    </Text>
                  ) : null}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
      {/* In main mode the full dialog is where staff edit entries: always offered. */}
      {total > entries.length || view.mode === 'main' ? <ViewMoreButton onClick={open} /> : null}
      <KnowledgeBaseDialog opened={opened} onClose={close} />
    </Card>
  );
}
