/** The reasons a draft gives for its confidence (docs/search.md, How an answer is chosen). */
export const DRAFT_REASONS = {
  highMany: '{n} sources state it directly.',
  highOne: 'One source states it directly.',
  medium: 'The sources cover most of the question; check the details.',
  low: 'The sources only touch on the question; check before sending.',
  needsPerson: 'Nothing in the trust center answers this: it needs a person.',
} as const;
