/**
 * The member's side of the questionnaire workspace (docs/questionnaires.md, The member's side):
 * where the questionnaire they sent stands, and which answers reach them before staff send the
 * file back.
 */
import { z } from 'zod';
import { ZDraft, ZDraftSource, type TDraft, type WorkspaceStatus } from './workspace.ts';

/** Received (a plain file or link), in review (in the workspace), answered (sent back). */
export const MEMBER_QUESTIONNAIRE_STATUSES = ['received', 'in_review', 'answered'] as const;
export type MemberQuestionnaireStatus = (typeof MEMBER_QUESTIONNAIRE_STATUSES)[number];

/** Where a member's questionnaire stands, from its workspace questionnaire if it has one. */
export function memberQuestionnaireStatus(
  workspace: { status: WorkspaceStatus; sentAt: Date | string | null } | null,
): MemberQuestionnaireStatus {
  if (!workspace) return 'received';
  return workspace.sentAt ? 'answered' : 'in_review';
}

/** A question's answer as the member sees it: at once (high confidence), reviewed, or pending. */
export const MEMBER_DRAFT_STATES = ['instant', 'reviewed', 'pending'] as const;

export const ZMemberDraftSource = ZDraftSource.omit({ internal: true });

export const ZMemberDraft = z.object({
  ref: z.string().nullable(),
  section: z.string().nullable(),
  text: z.string(),
  state: z.enum(MEMBER_DRAFT_STATES),
  answer: z.string().nullable(),
  explanation: z.string().nullable(),
  sources: z.array(ZMemberDraftSource),
});
export type TMemberDraft = z.infer<typeof ZMemberDraft>;

/** GET {base}/questionnaires/{id}/drafts: the member's own questionnaire's answers so far. */
export const ZMemberDrafts = z.object({
  status: z.enum(MEMBER_QUESTIONNAIRE_STATUSES),
  questions: z.array(ZMemberDraft),
});
export type TMemberDrafts = z.infer<typeof ZMemberDrafts>;

export interface MemberDraftInput {
  ref: string | null;
  section: string | null;
  text: string;
  /** Approved by staff (or the file sent back). */
  approved: boolean;
  /** The answer staff approved: their edit, else the staff draft's. */
  answer: string | null;
  explanation: string | null;
  /** The staff draft's sources, internal ones marked. */
  sources: TDraft['sources'];
  /** The draft made from what the member may see (null when none was made). */
  memberDraft: TDraft | null;
}

const publicSources = (sources: TDraft['sources']) =>
  sources.filter((s) => !s.internal).map(({ type, title, url }) => ({ type, title, url }));

/**
 * What of a question reaches the member: staff's approved answer (its internal sources left
 * out), or, when the organisation sends high-confidence drafts at once, the draft made from what
 * the member may see; otherwise nothing yet.
 */
export function memberDraftView(q: MemberDraftInput, instantDrafts: boolean): TMemberDraft {
  const base = { ref: q.ref, section: q.section, text: q.text };
  if (q.approved) {
    return {
      ...base,
      state: 'reviewed',
      answer: q.answer,
      explanation: q.explanation,
      sources: publicSources(q.sources),
    };
  }
  const draft = q.memberDraft;
  if (instantDrafts && draft?.answer && draft.confidence === 'high') {
    return {
      ...base,
      state: 'instant',
      answer: draft.answer,
      explanation: draft.explanation,
      sources: publicSources(draft.sources),
    };
  }
  return { ...base, state: 'pending', answer: null, explanation: null, sources: [] };
}

/** The stored draft, read back through its schema (a row's JSON is not trusted blindly). */
export const parseStoredDraft = (value: unknown): TDraft | null => {
  const parsed = ZDraft.safeParse(value);
  return parsed.success ? parsed.data : null;
};
