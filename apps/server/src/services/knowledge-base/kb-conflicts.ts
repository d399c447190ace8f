/**
 * Knowledge-base conflicts (docs/questionnaires.md, It learns): entries asking nearly the same
 * question and answering it differently, listed with the knowledge-base gaps for staff to settle.
 * The core similarity rule decides; this reads the entries.
 */
import { desc, eq } from 'drizzle-orm';
import { findConflicts, type TKbConflict } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { kbEntries } from '../../db/schema/index.ts';

/** Entries compared at most: the newest, so the list stays quick on a large knowledge base. */
const MAX_COMPARED = 2000;

export async function listKbConflicts(db: Db, orgId: string): Promise<TKbConflict[]> {
  const entries = await db
    .select({ id: kbEntries.id, question: kbEntries.question, answer: kbEntries.answer })
    .from(kbEntries)
    .where(eq(kbEntries.orgId, orgId))
    .orderBy(desc(kbEntries.dateTimestamp))
    .limit(MAX_COMPARED);
  return findConflicts(entries).map(([a, b]) => ({ question: a.question, entries: [a, b] }));
}
