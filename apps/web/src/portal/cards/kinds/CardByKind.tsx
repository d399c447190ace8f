import type { TCardView } from '@trustfront/core';
import { CertificationsCard } from './CertificationsCard.tsx';
import { GenericCard } from './GenericCard.tsx';
import { BugBountyStats, StatusIndicator } from './IntegrationStats.tsx';
import { OverviewCard } from './OverviewCard.tsx';
import { RiskProfileCard } from './RiskProfileCard.tsx';
import { SecurityGradesCard } from './SecurityGradesCard.tsx';
import { SubprocessorsCard } from './SubprocessorsCard.tsx';
import { TrustedByCard } from './TrustedByCard.tsx';

/** The card component of a card kind; every kind without its own is a generic card of items. */
export function CardByKind({ card }: { card: TCardView }) {
  switch (card.kind) {
    case 'Overview':
      return <OverviewCard card={card} />;
    case 'Certifications':
      return <CertificationsCard card={card} />;
    case 'SecurityGrades':
      return <SecurityGradesCard card={card} />;
    case 'RiskProfile':
      return <RiskProfileCard card={card} />;
    case 'TrustedBy':
      return <TrustedByCard card={card} />;
    case 'Subprocessors':
      return <SubprocessorsCard card={card} />;
    case 'ApplicationSecurity':
      return (
        <GenericCard
          card={card}
          extra={
            card.content.bugBounty ? <BugBountyStats stats={card.content.bugBounty} /> : undefined
          }
        />
      );
    case 'Infrastructure':
      return (
        <GenericCard
          card={card}
          extra={
            card.content.statusPage ? (
              <StatusIndicator status={card.content.statusPage} />
            ) : undefined
          }
        />
      );
    default:
      return <GenericCard card={card} />;
  }
}
