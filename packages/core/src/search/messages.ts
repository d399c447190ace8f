/** Texts of search and Ask AI (docs/search.md, Ask AI and Messages), verbatim. */
export const SEARCH_MESSAGES = {
  placeholderItems: 'Search items',
  placeholderContent: 'Search content',
  placeholderAsk: 'Ask a question',
  empty: 'Start searching above',
  noResults: 'No results found',
  noResultsHint: 'Try using a different search term',
  noResultsHintSentence: 'Try using a different search term.',
  results: '{n} results',
  keySelect: 'to select',
  keyNavigate: 'to navigate',
  keyClose: 'to close',
  topMatch: 'Top match',
  more: '...{n} more',
  modeSearch: 'Search',
  modeAsk: 'Ask AI',
  generating: 'Generating Answer',
  answer: 'Answer',
  copyResponse: 'Copy response',
  generatedFrom: 'Generated from {n} sources',
  /** The line under an answer naming the sources it rests on (docs/search.md, Ask AI). */
  basedOn: 'Based on: {sources}',
  aiDisabledTooltip:
    'Ask AI will not be available to Account Members until you enable it in your Generative AI settings',
  aiPaidPlanTooltip:
    'Ask AI will not be available to Account Members until you upgrade to a paid plan',
  searchFailed: 'Failed to retrieve search results. Please try again later.',
  answerFailed: 'Failed to get an answer from the AI. Please try again later.',
  /** What the extractive answerer says when the permitted content does not answer. */
  notAnswered: 'The published content of this trust center does not answer this question.',
  termTooLong: 'Search terms can be at most 512 characters',
  termRequired: 'Enter a search term',
  updatesOrigin: 'Trust Center Updates',
} as const;

/**
 * The line under an answer naming what it rests on, as reviewers cite: each source's title and
 * where it sits (its card, 'FAQ', a document's card and file), in the order the answer cites
 * them: 'Based on: SOC 2 Type II Report, Reports'. Null without sources.
 */
export function answerBasis(
  sources: readonly { title: string; subtitle: string }[],
): string | null {
  const named = answerSources(sources);
  return named === null ? null : SEARCH_MESSAGES.basedOn.replace('{sources}', named);
}

/** The sources an answer rests on as its basis line names them, or null without sources. */
export function answerSources(
  sources: readonly { title: string; subtitle: string }[],
): string | null {
  if (sources.length === 0) return null;
  return sources
    .map(({ title, subtitle }) =>
      subtitle && subtitle !== title ? `${title}, ${subtitle}` : title,
    )
    .join('; ');
}
