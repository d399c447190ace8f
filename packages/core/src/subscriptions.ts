/** Subscriptions to trust updates, their authoring and delivery: one export line in index.ts. */
export * from './constants/subscription-messages.ts';
export * from './schemas/subscriptions.ts';
export * from './schemas/trust-updates.ts';
export * from './schemas/subscribers.ts';
export * from './rules/token-subject.ts';
export * from './rules/mail-kinds.ts';
export * from './rules/subscribe-source.ts';
