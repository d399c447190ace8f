/**
 * The questionnaire workspace as staff see it (docs/questionnaires.md), shaped by its service as
 * core's schemas declare, as every private-app answer is: exactly the fields of the API's shapes,
 * never a row. Drafts carry their sources' type, title, link and internal mark; the source's own
 * id stays on the server.
 */
import {
  parseStoredDraft,
  workspaceProgress,
  type TDraft,
  type TWorkspaceQuestion,
  type TWorkspaceQuestionnaire,
  type TWorkspaceSummary,
} from '@trustfront/core';
import type {
  WorkspaceCommentRow,
  WorkspaceQuestionnaireRow,
  WorkspaceQuestionRow,
} from '../../../db/schema/index.ts';

export interface PeopleNames {
  /** Staff names by id (assignees and approvers). */
  names: ReadonlyMap<string, string>;
}

/** A stored draft as the API shows it. */
export function presentDraft(value: unknown): TDraft | null {
  const draft = parseStoredDraft(value);
  if (!draft) return null;
  return {
    answer: draft.answer,
    explanation: draft.explanation,
    confidence: draft.confidence,
    reason: draft.reason,
    sources: draft.sources.map(({ type, title, url, internal }) => ({
      type,
      title,
      url,
      internal,
    })),
  };
}

export function presentQuestion(
  q: WorkspaceQuestionRow,
  comments: readonly WorkspaceCommentRow[],
  { names }: PeopleNames,
): TWorkspaceQuestion {
  const draft = presentDraft(q.draft);
  const edited = q.state === 'edited' || q.editedAnswer !== null || q.editedExplanation !== null;
  return {
    id: q.id,
    sheet: q.sheet,
    row: q.row,
    ref: q.ref,
    section: q.section,
    text: q.text,
    state: q.state,
    draft,
    assignee: q.assigneeId
      ? { id: q.assigneeId, name: names.get(q.assigneeId) ?? q.assigneeId }
      : null,
    comments: comments.map((c) => ({
      id: c.id,
      author: c.authorName,
      text: c.text,
      createdAt: c.createdAt.toISOString(),
    })),
    answer: edited && q.editedAnswer !== null ? q.editedAnswer : (draft?.answer ?? null),
    explanation:
      edited && q.editedExplanation !== null ? q.editedExplanation : (draft?.explanation ?? null),
    approved:
      q.state === 'approved' && q.approvedAt
        ? { by: (q.approvedBy && names.get(q.approvedBy)) || '', at: q.approvedAt.toISOString() }
        : null,
  };
}

export function presentSummary(
  row: WorkspaceQuestionnaireRow,
  states: readonly WorkspaceQuestionRow['state'][],
  fromMember: TWorkspaceQuestionnaire['fromMember'],
): TWorkspaceSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    status: row.status,
    progress: workspaceProgress(row.status, states),
    fromMember,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    questions: states.length,
  };
}

export function presentQuestionnaire(
  row: WorkspaceQuestionnaireRow,
  questions: readonly WorkspaceQuestionRow[],
  comments: readonly WorkspaceCommentRow[],
  people: PeopleNames,
  fromMember: TWorkspaceQuestionnaire['fromMember'],
): TWorkspaceQuestionnaire {
  const byQuestion = new Map<string, WorkspaceCommentRow[]>();
  for (const c of comments)
    byQuestion.set(c.questionId, [...(byQuestion.get(c.questionId) ?? []), c]);
  const summary = presentSummary(
    row,
    questions.map((q) => q.state),
    fromMember,
  );
  return {
    id: summary.id,
    fileName: summary.fileName,
    format: summary.format,
    status: summary.status,
    progress: summary.progress,
    sheets: row.sheets,
    fromMember,
    createdAt: summary.createdAt,
    sentAt: summary.sentAt,
    questions: questions.map((q) => presentQuestion(q, byQuestion.get(q.id) ?? [], people)),
  };
}
