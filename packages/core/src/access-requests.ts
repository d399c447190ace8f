/** Access requests, member sign-in and the member's portal: texts, schemas and decisions. */
export * from './constants/access-messages.ts';
export * from './constants/countries.ts';
export * from './schemas/access-request.ts';
export * from './rules/access-outcome.ts';
export * from './schemas/access-staff.ts';
export * from './rules/access-request-details.ts';
