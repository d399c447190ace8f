import { Spoiler } from '@mantine/core';
import { LIMITS, type TCardView } from '@trustfront/core';
import { BaseCard, EmptyCardText } from '../BaseCard.tsx';
import { Paragraphs } from '../Paragraphs.tsx';
import { CARD_TEXTS } from '../texts.ts';

/**
 * The Overview card: the organisation's text, at most 600 px high until expanded (docs/editing.md,
 * Limits).
 */
export function OverviewCard({ card }: { card: TCardView }) {
  const text = card.content.overview?.trim();
  if (!text) {
    return (
      <BaseCard card={card}>
        <EmptyCardText card={card} />
      </BaseCard>
    );
  }
  return (
    <BaseCard card={card} expanded={<Paragraphs text={text} />}>
      <Spoiler
        maxHeight={LIMITS.overviewMaxHeightPx}
        showLabel={CARD_TEXTS.showMore}
        hideLabel={CARD_TEXTS.showLess}
      >
        <Paragraphs text={text} />
      </Spoiler>
    </BaseCard>
  );
}
