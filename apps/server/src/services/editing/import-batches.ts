/** Rows of an import are written this many at a time, within the import's one transaction. */
const BATCH = 500;

/** The values in batches of at most 500, so that no statement carries too many parameters. */
export function chunksOf<T>(values: readonly T[], size = BATCH): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < values.length; i += size) chunks.push(values.slice(i, i + size));
  return chunks;
}
