export * from './events.ts';
export * from './report.ts';
