/**
 * A workspace question's states and the changes between them (docs/questionnaires.md, Review):
 * one pure rule the server applies and the private app reads to offer the right buttons.
 */
import type { ErrorCode } from '../errors.ts';
import { QUESTIONNAIRE_MESSAGES as M } from './messages.ts';
import type { QuestionState, TDraft, WorkspaceStatus } from './workspace.ts';

export type QuestionEvent =
  /** The engine's draft arrived: with an answer, or none (a person must answer). */
  | { kind: 'drafted'; draft: TDraft }
  /** Staff changed the answer or explanation. */
  | { kind: 'edit' }
  | { kind: 'approve' }
  | { kind: 'unapprove' }
  /** Staff took their edit back: the question is the draft's again. */
  | { kind: 'revert' };

export interface QuestionFacts {
  state: QuestionState;
  draft: TDraft | null;
  /** Staff's own answer, when they wrote or changed one. */
  editedAnswer: string | null;
}

export type QuestionTransition =
  { ok: true; state: QuestionState } | { ok: false; code: ErrorCode; message: string };

const to = (state: QuestionState): QuestionTransition => ({ ok: true, state });

/** The state a question's draft alone gives it. */
const draftState = (draft: TDraft | null): QuestionState =>
  !draft ? 'new' : draft.answer === null ? 'needs_person' : 'drafted';

/** The answer a question holds: staff's, else the draft's. */
export const currentAnswer = (q: Pick<QuestionFacts, 'draft' | 'editedAnswer'>): string | null =>
  q.editedAnswer ?? q.draft?.answer ?? null;

/**
 * The state after an event, or why it is refused: an approved or edited question keeps staff's
 * work when a draft arrives; approving needs an answer; unapproving returns to edited or drafted.
 */
export function nextQuestionState(q: QuestionFacts, event: QuestionEvent): QuestionTransition {
  switch (event.kind) {
    case 'drafted':
      if (q.state === 'approved' || q.state === 'edited') return to(q.state);
      return to(event.draft.answer === null ? 'needs_person' : 'drafted');
    case 'edit':
      return to('edited');
    case 'approve':
      if (currentAnswer(q) === null) {
        return { ok: false, code: 'answer_required', message: M.answerRequired };
      }
      return to('approved');
    case 'unapprove':
      if (q.state !== 'approved') return to(q.state);
      if (q.editedAnswer !== null) return to('edited');
      return to(draftState(q.draft));
    case 'revert':
      return to(draftState(q.draft));
  }
}

/**
 * Whether approving keeps the answer in the knowledge base when staff ask: only an answer staff
 * wrote or changed (a draft approved as it is already comes from the content).
 */
export const learnsFromApproval = (before: QuestionState): boolean =>
  before === 'edited' || before === 'needs_person';

/** The questionnaire's status once its questions changed (drafting is left by the job). */
export function workspaceStatusOf(
  current: WorkspaceStatus,
  states: readonly QuestionState[],
): WorkspaceStatus {
  if (current === 'imported' || current === 'drafting') return current;
  return states.length > 0 && states.every((s) => s === 'approved') ? 'done' : 'review';
}

/** A progress figure: drafted of all while drafting, else approved of all. */
export function workspaceProgress(
  status: WorkspaceStatus,
  states: readonly QuestionState[],
): { done: number; total: number } {
  const done =
    status === 'drafting'
      ? states.filter((s) => s !== 'new').length
      : states.filter((s) => s === 'approved').length;
  return { done, total: states.length };
}
