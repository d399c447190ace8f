/** Section components for card-backed sections; each renders nothing when its card is absent. */
import { Card, Stack, Text, Title } from '@mantine/core';
import type { TCardView } from '@trustfront/core';
import { findCard, type SectionProps } from '../sections/section-props.ts';

function SimpleCard({ card }: { card: TCardView }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`card-${card.kind}`}>
      <Title order={3} size="h4">
        {card.title}
      </Title>
      <Stack gap={4} mt="sm">
        {card.items.map((item) => (
          <Text key={item.itemUid} size="sm">
            {item.title}
          </Text>
        ))}
        {card.items.length === 0 && card.placeholder ? (
          <Text size="sm" c="dimmed">
            {card.placeholder}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

const sectionOf = (kind: TCardView['kind']) =>
  function Section({ view }: SectionProps) {
    const card = findCard(view, kind);
    return card ? <SimpleCard card={card} /> : null;
  };

export const OverviewSection = sectionOf('Overview');
export const CertificationsSection = sectionOf('Certifications');
export const TrustedBySection = sectionOf('TrustedBy');
export const SubprocessorsSection = sectionOf('Subprocessors');

export function OverviewAndCertificationsSection(props: SectionProps) {
  return (
    <Stack>
      <OverviewSection {...props} />
      <CertificationsSection {...props} />
    </Stack>
  );
}

const SECTION_KINDS = new Set([
  'Overview',
  'Certifications',
  'TrustedBy',
  'Subprocessors',
  'Documents',
]);

export function CardsSection({ view }: SectionProps) {
  return (
    <Stack>
      {view.cards
        .filter((card) => !SECTION_KINDS.has(card.kind))
        .map((card) => (
          <SimpleCard key={card.kind} card={card} />
        ))}
    </Stack>
  );
}

export function KnowledgeBaseSection({ view }: SectionProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        Knowledge Base
      </Title>
      {view.knowledgeBase.entries.map((entry) => (
        <Text key={entry.id} size="sm">
          {entry.question}
        </Text>
      ))}
    </Card>
  );
}
