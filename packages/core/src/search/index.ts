export * from './constants.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './ai-access.ts';
export * from './extractive-answer.ts';
export * from './grouping.ts';
export * from './settings.ts';
