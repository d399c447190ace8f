/** Knowledge base entries as a portal visitor sees them: question, answer and comment only. */
import type { TKnowledgeBaseEntry, TKnowledgeBaseResponse } from '@trustfront/core';
import type { KbEntryRow } from '../db/schema/index.ts';

export function presentKnowledgeBaseEntry(row: KbEntryRow): TKnowledgeBaseEntry {
  return { id: row.id, question: row.question, answer: row.answer, comment: row.comment };
}

export function presentKnowledgeBasePage(
  rows: KbEntryRow[],
  total: number,
  page: { page: number; pageSize: number },
): TKnowledgeBaseResponse {
  return {
    entries: rows.map(presentKnowledgeBaseEntry),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
