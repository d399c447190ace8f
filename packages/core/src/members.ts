/** Member features: comments, questionnaires, TPRM, consent, own identity, last visit. */
export * from './constants/member-messages.ts';
export * from './schemas/comments.ts';
export * from './schemas/questionnaires.ts';
export * from './schemas/tprm.ts';
export * from './constants/byoid-failures.ts';
export * from './schemas/identity-providers.ts';
export * from './schemas/since-last-visit.ts';
export * from './rules/public-link.ts';
export * from './rules/consent.ts';
export * from './rules/consent-settings.ts';
export * from './rules/visits.ts';
export * from './rules/byoid.ts';
