export * from './short-answer.ts';
export * from './confidence.ts';
export * from './messages.ts';
export * from './coverage.ts';
