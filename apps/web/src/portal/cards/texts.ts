/**
 * Texts of the portal cards and items that docs/ does not quote verbatim (its own texts live in
 * MESSAGES in @trustfront/core).
 */
import type { CardKind } from '@trustfront/core';

export const CARD_TEXTS = {
  expandCard: (title: string) => `Expand ${title}`,
  emptyCard: 'Nothing to show yet',
  showMore: 'Show more',
  showLess: 'Show less',
  restricted: 'Restricted',
  restrictedHint: 'Documents of this item are shared on request',
  auditor: 'Auditor',
  expires: 'Expires',
  maturity: 'Maturity',
  recurrence: 'Recurrence',
  type: 'Type',
  openLink: 'Open link',
  viewReport: 'View report',
  documents: 'Documents',
  grade: 'Grade',
  // Subprocessors table columns (docs/editing.md, Company entries).
  company: 'Company',
  purpose: 'Purpose',
  location: 'Location',
  additionalDetails: 'Additional Details',
  subprocessorCount: (n: number) => `${n} ${n === 1 ? 'subprocessor' : 'subprocessors'}`,
  moreLogos: (n: number) => `+${n}`,
  // Bug-bounty statistics (docs/integrations.md, Bug bounty).
  bugBountyTitle: 'Bug bounty program',
  reportsResolved: 'Reports resolved',
  lastReportResolved: 'Last report resolved',
  averageFirstResponse: 'Average time to first response',
  averageTriage: 'Average time to triage',
  averageBounty: 'Average bounty',
  viewProgram: 'View program',
  notAvailable: '—',
  // Status page (docs/integrations.md, Status page).
  systemStatus: 'System status',
  viewStatusPage: 'View status page',
  // Knowledge base (docs/search.md, Knowledge base).
  knowledgeBase: 'Knowledge Base',
  question: 'Question',
  answer: 'Answer',
  comment: 'Comment',
  searchQuestions: 'Search questions',
  closeDetails: 'Close details',
  close: 'Close',
} as const;

/** What staff add to an empty card of each kind, in main mode ('items' for the others). */
const EMPTY_CARD_CONTENT: Partial<Record<CardKind, string>> = {
  Overview: 'a short text introducing your security program',
  Certifications: 'your certifications and attestations',
  SecurityGrades: 'your security grades',
  TrustedBy: 'the companies that trust you',
  Subprocessors: 'the companies that process your customers’ data',
  Documents: 'documents to share',
  RiskProfile: 'your risk profile answers',
  Reports: 'your reports',
  Policies: 'your policies',
};

/**
 * The guide under an empty card in main mode: what to add with the card's editor, and whether
 * visitors see the card meanwhile (a shown card shows them its placeholder text).
 */
export function emptyCardGuide(kind: CardKind, isHidden: boolean): string {
  const what = EMPTY_CARD_CONTENT[kind] ?? 'items';
  const visitors = isHidden
    ? 'Visitors do not see this card until you show it.'
    : 'Until then visitors see the placeholder text above.';
  // Edit sits in the card's drawer, opened by its expand button (the card's menu has no Edit).
  return `Add ${what}: open the card with its expand button and choose Edit. ${visitors}`;
}

/** Hours as '6 hours' or '1 day' style text (bug-bounty response times are in hours). */
export function formatHours(hours: number): string {
  if (hours < 48) {
    const rounded = Math.round(hours);
    return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** An amount of money in US dollars without cents. */
export const formatMoney = (amount: number): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
