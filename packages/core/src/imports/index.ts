export * from './columns.ts';
export * from './messages.ts';
export * from './table.ts';
export * from './records.ts';
export * from './documents.ts';
export * from './schemas.ts';
