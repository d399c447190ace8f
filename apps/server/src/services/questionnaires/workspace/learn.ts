/**
 * It learns (docs/questionnaires.md, It learns): an answer staff wrote or changed, approved with
 * "keep in knowledge base", becomes a knowledge-base entry with its sources, so the next
 * questionnaire asking it is drafted from it. A question nearly the same as an entry's (the core
 * similarity rule) updates that entry when the answers differ, or only links to it when they
 * agree: never a twin.
 */
import { eq } from 'drizzle-orm';
import { answersDiffer, nearestEntry, type TDraftSource } from '@trustfront/core';
import type { Tx } from '../../../db/client.ts';
import { kbEntries } from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';

export interface LearnedAnswer {
  question: string;
  answer: string;
  explanation: string | null;
  sources: readonly TDraftSource[];
  /** The questionnaire's file, named as the entry's source. */
  fileName: string;
}

/** The entry's text: the short answer with its explanation ('Yes. All data is encrypted …'). */
export function entryAnswerOf(answer: string, explanation: string | null): string {
  const short = answer.trim();
  const more = explanation?.trim();
  if (!more || more === short) return short;
  return `${/[.!?]$/.test(short) ? short : `${short}.`} ${more}`;
}

/** Keeps the answer in the knowledge base; answers the entry's id. */
export async function learnAnswer(tx: Tx, staff: StaffCaller, learned: LearnedAnswer) {
  const answer = entryAnswerOf(learned.answer, learned.explanation);
  const sources = learned.sources.map(({ type, title, url, internal }) => ({
    type,
    title,
    url,
    internal,
  }));
  const entries = await tx
    .select({ id: kbEntries.id, question: kbEntries.question, answer: kbEntries.answer })
    .from(kbEntries)
    .where(eq(kbEntries.orgId, staff.orgId));
  const near = nearestEntry(learned.question, entries);
  if (near && !answersDiffer(near.answer, answer)) return near.id;
  if (near) {
    await tx
      .update(kbEntries)
      .set({ answer, sources, customerModifiedTimestamp: new Date() })
      .where(eq(kbEntries.id, near.id));
    await recordAudit(tx, staff, {
      action: 'kb.update',
      target: near.question,
      before: { answer: near.answer },
      after: { answer, from: learned.fileName },
    });
    return near.id;
  }
  const [row] = await tx
    .insert(kbEntries)
    .values({
      orgId: staff.orgId,
      question: learned.question,
      answer,
      sources,
      sourceType: 'questionnaire',
      sourceName: learned.fileName,
      // An answer resting on what only staff may see reaches account members only.
      accessLevel: sources.some((s) => s.internal) ? 'restricted' : 'public',
    })
    .returning({ id: kbEntries.id });
  if (!row) throw new Error('The entry was not written');
  await recordAudit(tx, staff, {
    action: 'kb.create',
    target: learned.question,
    before: null,
    after: { answer, from: learned.fileName },
  });
  return row.id;
}
