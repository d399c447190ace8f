/** Seeds the demo's controls, facts and webpages. */
import * as s from '../schema/index.ts';
import { CONTROLS, FACTS, WEBPAGES } from './content/search-records.ts';
import type { Tx } from '../client.ts';

export async function writeSearchRecords(tx: Tx, orgId: string): Promise<void> {
  await tx.insert(s.controls).values(CONTROLS.map((c, position) => ({ ...c, orgId, position })));
  await tx.insert(s.facts).values(FACTS.map((f) => ({ ...f, orgId })));
  await tx.insert(s.webpages).values(WEBPAGES.map((w) => ({ ...w, orgId })));
}
