import {
  DEFAULT_SECTION_ORDER,
  SECTION_IDS,
  type CardKind,
  type SectionId,
} from '../constants/cards.ts';

export interface SectionState {
  hiddenSections: readonly SectionId[];
  knowledgeBaseEntries: number;
  topics: number;
  /** Help shows when a support or report-issue action is configured. */
  helpConfigured: boolean;
}

/**
 * Whether a section counts as enabled (docs/portal.md, Products): its config is not hidden; the
 * knowledge base needs an entry, updates a topic, help a configured action.
 */
export function isSectionEnabled(id: SectionId, state: SectionState): boolean {
  if (state.hiddenSections.includes(id)) return false;
  if (id === 'knowledge_base') return state.knowledgeBaseEntries > 0;
  if (id === 'trust_center_updates') return state.topics > 0;
  if (id === 'help') return state.helpConfigured;
  return true;
}

/** The stored order, completed with any section it lacks, without duplicates. */
export function normalizeSectionOrder(order: readonly SectionId[] | null | undefined): SectionId[] {
  const known = (order ?? DEFAULT_SECTION_ORDER).filter((id) => SECTION_IDS.includes(id));
  const unique = [...new Set(known)];
  // Overview and Certifications are either one combined row or two separate ones.
  const split = unique.includes('overview') || unique.includes('certifications');
  const missing = (id: SectionId) =>
    !unique.includes(id) &&
    !(split && id === 'overview_and_certifications') &&
    !(!split && (id === 'overview' || id === 'certifications'));
  for (const id of DEFAULT_SECTION_ORDER) if (missing(id)) unique.push(id);
  if (split) {
    for (const id of ['overview', 'certifications'] as const) if (missing(id)) unique.unshift(id);
  }
  return unique.filter((id) => !(split && id === 'overview_and_certifications'));
}

/** The section a card kind has of its own, when it is not one of the generic cards. */
const SECTIONS_OF_KIND: Partial<Record<CardKind, readonly SectionId[]>> = {
  Overview: ['overview', 'overview_and_certifications'],
  Certifications: ['certifications', 'overview_and_certifications'],
  TrustedBy: ['trusted_by'],
  Subprocessors: ['subprocessors'],
  Documents: ['documents'],
};

/**
 * Whether a card of this kind lives in a section the organisation hid (docs/portal.md, Products).
 */
export function isInHiddenSection(kind: CardKind, hiddenSections: readonly SectionId[]): boolean {
  return (SECTIONS_OF_KIND[kind] ?? ['cards']).some((id) => hiddenSections.includes(id));
}
