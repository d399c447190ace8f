export * from './short-answer.ts';
export * from './confidence.ts';
export * from './messages.ts';
export * from './question-parts.ts';
export * from './passage-index.ts';
export * from './engine.ts';
