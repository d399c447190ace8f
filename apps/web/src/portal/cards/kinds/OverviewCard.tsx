import { Spoiler } from '@mantine/core';
import { LIMITS, type TCardView } from '@trustfront/core';
import { BaseCard, EmptyCardText } from '../BaseCard.tsx';
import { Paragraphs } from '../Paragraphs.tsx';
import { useT } from '../../i18n/use-t.tsx';

/**
 * The Overview card: the organisation's text, at most 600 px high until expanded (docs/editing.md,
 * Limits).
 */
export function OverviewCard({ card }: { card: TCardView }) {
  const t = useT();
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
        showLabel={t('cards.showMore')}
        hideLabel={t('cards.showLess')}
      >
        <Paragraphs text={text} />
      </Spoiler>
    </BaseCard>
  );
}
