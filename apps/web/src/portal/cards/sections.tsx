/** Section components for card-backed sections; each renders nothing when its card is absent. */
import { SimpleGrid } from '@mantine/core';
import { SECTION_CARD_KINDS, type CardKind } from '@trustfront/core';
import { findCard, type SectionProps } from '../sections/section-props.ts';
import { CardByKind } from './kinds/CardByKind.tsx';
import { CertificationsCard } from './kinds/CertificationsCard.tsx';
import { OverviewCard } from './kinds/OverviewCard.tsx';
import { SubprocessorsCard } from './kinds/SubprocessorsCard.tsx';
import { TrustedByCard } from './kinds/TrustedByCard.tsx';

export { KnowledgeBaseSection } from './knowledge-base/KnowledgeBaseSection.tsx';

export function OverviewSection({ view }: SectionProps) {
  const card = findCard(view, 'Overview');
  return card ? <OverviewCard card={card} /> : null;
}

export function CertificationsSection({ view }: SectionProps) {
  const card = findCard(view, 'Certifications');
  return card ? <CertificationsCard card={card} /> : null;
}

/** Overview and Certifications side by side on wide screens (docs/editing.md, Ordering). */
export function OverviewAndCertificationsSection({ view }: SectionProps) {
  const overview = findCard(view, 'Overview');
  const certifications = findCard(view, 'Certifications');
  if (!overview || !certifications) {
    return overview ? (
      <OverviewCard card={overview} />
    ) : certifications ? (
      <CertificationsCard card={certifications} />
    ) : null;
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <OverviewCard card={overview} />
      <CertificationsCard card={certifications} />
    </SimpleGrid>
  );
}

export function TrustedBySection({ view }: SectionProps) {
  const card = findCard(view, 'TrustedBy');
  return card ? <TrustedByCard card={card} /> : null;
}

export function SubprocessorsSection({ view }: SectionProps) {
  const card = findCard(view, 'Subprocessors');
  return card ? <SubprocessorsCard card={card} /> : null;
}

/** Kinds with a section of their own (Documents included, rendered by the documents feature). */
const SECTION_KINDS: ReadonlySet<CardKind> = new Set(Object.values(SECTION_CARD_KINDS));

/** Every other card kind, in the organisation's order, in a responsive grid. */
export function CardsSection({ view }: SectionProps) {
  const cards = view.cards.filter((card) => !SECTION_KINDS.has(card.kind));
  if (cards.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="cards-grid">
      {cards.map((card) => (
        <CardByKind key={card.kind} card={card} />
      ))}
    </SimpleGrid>
  );
}
