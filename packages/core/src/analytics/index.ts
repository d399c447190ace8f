export * from './event-names.ts';
export * from './events.ts';
export * from './report.ts';
