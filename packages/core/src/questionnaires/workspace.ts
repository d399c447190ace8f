/**
 * The questionnaire workspace (docs/questionnaires.md): a customer's questionnaire imported as a
 * file, its questions found per sheet, drafted from the trust center's content, reviewed by staff
 * and written back into the same file. These are the shapes of its API, shared by the server, the
 * private app and the portal.
 */
import { z } from 'zod';

/** The file formats a questionnaire is imported from and exported to. */
export const QUESTIONNAIRE_FORMATS = ['xlsx', 'csv', 'docx'] as const;
export type QuestionnaireFormat = (typeof QUESTIONNAIRE_FORMATS)[number];

/**
 * Where a workspace questionnaire stands: imported (mapping to check), drafting (in the
 * background, with progress), review (drafted, staff at work), done (every question approved).
 */
export const WORKSPACE_STATUSES = ['imported', 'drafting', 'review', 'done'] as const;
export type WorkspaceStatus = (typeof WORKSPACE_STATUSES)[number];

/**
 * A question's state: not yet drafted; drafted; needs a person (nothing supports an answer);
 * edited by staff; approved.
 */
export const QUESTION_STATES = ['new', 'drafted', 'needs_person', 'edited', 'approved'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/** What a cited source is: the kinds of content the answer engine reads. */
export const DRAFT_SOURCE_TYPES = [
  'knowledge_base',
  'control',
  'fact',
  'webpage',
  'item',
  'document',
  'update',
] as const;
export type DraftSourceType = (typeof DRAFT_SOURCE_TYPES)[number];

/** A column of a sheet, as its letter ('A', 'B', …; a table's column for DOCX and CSV alike). */
const ZColumn = z
  .string()
  .regex(/^[A-Z]{1,3}$/, 'A column is named by its letters, such as A or AB.');

/** How one sheet (a worksheet, a CSV file, or a DOCX table) holds its questions. */
export const ZSheetMapping = z.object({
  /** The worksheet's name; 'Table 1', 'Table 2', … for DOCX; the file's name for CSV. */
  name: z.string(),
  /** The 1-based row of the header; null when the sheet holds no questions. */
  headerRow: z.number().int().min(1).nullable(),
  idColumn: ZColumn.nullable(),
  questionColumn: ZColumn.nullable(),
  answerColumn: ZColumn.nullable(),
  commentColumn: ZColumn.nullable(),
  /** The values the answer column offers as a list (a data validation), e.g. Yes, No, N/A. */
  answerOptions: z.array(z.string()).nullable(),
  /** How many questions the mapping finds in the sheet. */
  questions: z.number().int().min(0),
});
export type TSheetMapping = z.infer<typeof ZSheetMapping>;

/** POST /api/app/questionnaires/imports → the questionnaire made, with what was found per sheet. */
export const ZQuestionnaireImported = z.object({
  id: z.string(),
  format: z.enum(QUESTIONNAIRE_FORMATS),
  fileName: z.string(),
  sheets: z.array(ZSheetMapping),
});
export type TQuestionnaireImported = z.infer<typeof ZQuestionnaireImported>;

/** PATCH /api/app/questionnaires/{id}/mapping: the sheets corrected (by name; others kept). */
export const ZMappingPatch = z.object({
  sheets: z
    .array(ZSheetMapping.omit({ questions: true, answerOptions: true }))
    .min(1)
    .max(100),
  /**
   * Once drafted, a new mapping replaces the questions and their drafts: the server refuses it
   * (409 drafts_would_be_lost) unless the change is confirmed.
   */
  confirm: z.boolean().optional(),
});
export type TMappingPatch = z.infer<typeof ZMappingPatch>;

export const ZDraftSource = z.object({
  type: z.enum(DRAFT_SOURCE_TYPES),
  title: z.string(),
  /** Where staff (or the member) open it; null where the source has no page. */
  url: z.string().nullable(),
  /** Only staff may see it (internal control, restricted or hidden item or document). */
  internal: z.boolean(),
});
export type TDraftSource = z.infer<typeof ZDraftSource>;

/** A question's draft: the short answer, its explanation, up to three sources, the confidence. */
export const ZDraft = z.object({
  /** 'Yes', 'No', 'N/A' (or the list's value) where the question asks for one; else text; null when a person must answer. */
  answer: z.string().nullable(),
  explanation: z.string().nullable(),
  confidence: z.enum(CONFIDENCES).nullable(),
  /** The confidence's reason in words ('Two sources state it directly.'). */
  reason: z.string(),
  sources: z.array(ZDraftSource).max(3),
});
export type TDraft = z.infer<typeof ZDraft>;

export const ZWorkspaceComment = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const ZWorkspaceQuestion = z.object({
  id: z.string(),
  sheet: z.string(),
  row: z.number().int(),
  /** The question's own id in the file (e.g. 'IAM-01.1'), when it has one. */
  ref: z.string().nullable(),
  section: z.string().nullable(),
  text: z.string(),
  state: z.enum(QUESTION_STATES),
  draft: ZDraft.nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  comments: z.array(ZWorkspaceComment),
  /** The answer as the export writes it: staff's edit, else the draft's. */
  answer: z.string().nullable(),
  explanation: z.string().nullable(),
  /** Who approved it, and when. */
  approved: z.object({ by: z.string(), at: z.string() }).nullable(),
});
export type TWorkspaceQuestion = z.infer<typeof ZWorkspaceQuestion>;

/** GET /api/app/questionnaires/{id} */
export const ZWorkspaceQuestionnaire = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(QUESTIONNAIRE_FORMATS),
  status: z.enum(WORKSPACE_STATUSES),
  /** Questions drafted of all, while drafting; approved of all once drafted. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  sheets: z.array(ZSheetMapping),
  /** The member's questionnaire it came from, if any. */
  fromMember: z.object({ email: z.string(), companyName: z.string() }).nullable(),
  createdAt: z.string(),
  /** When the answered file was sent back to the member; null before (or without a member). */
  sentAt: z.string().nullable(),
  questions: z.array(ZWorkspaceQuestion),
});
export type TWorkspaceQuestionnaire = z.infer<typeof ZWorkspaceQuestionnaire>;

/** PATCH /api/app/questionnaires/{id}/questions/{questionId}: edit, approve, assign, comment. */
export const ZQuestionPatch = z
  .object({
    answer: z.string().trim().max(2000).nullable().optional(),
    explanation: z.string().trim().max(10000).nullable().optional(),
    approved: z.boolean().optional(),
    /** A staff member's id, or null to unassign. */
    assigneeId: z.uuid().nullable().optional(),
    comment: z.string().trim().min(1).max(2000).optional(),
    /** On approving an edited or person-written answer: keep it in the knowledge base. */
    keepInKnowledgeBase: z.boolean().optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change.');
export type TQuestionPatch = z.infer<typeof ZQuestionPatch>;

export const QUESTION_FILTERS = ['all', 'needs_person', 'low', 'edited', 'approved'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

/** Whether a question is listed under a review filter. */
export function questionMatchesFilter(
  q: Pick<TWorkspaceQuestion, 'state' | 'draft'>,
  filter: QuestionFilter,
): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'needs_person':
      return q.state === 'needs_person';
    case 'low':
      return q.state !== 'approved' && q.draft?.confidence === 'low';
    case 'edited':
      return q.state === 'edited';
    case 'approved':
      return q.state === 'approved';
  }
}

/** A questionnaire in the workspace's list. */
export const ZWorkspaceSummary = ZWorkspaceQuestionnaire.pick({
  id: true,
  fileName: true,
  format: true,
  status: true,
  progress: true,
  fromMember: true,
  createdAt: true,
  sentAt: true,
}).extend({ questions: z.number().int() });
export type TWorkspaceSummary = z.infer<typeof ZWorkspaceSummary>;

/** GET /api/app/questionnaires/workspace, newest first. */
export const ZWorkspaceList = z.object({ questionnaires: z.array(ZWorkspaceSummary) });
export type TWorkspaceList = z.infer<typeof ZWorkspaceList>;

/** PATCH /api/app/questionnaires/{id}/mapping → every sheet with its question count. */
export const ZMappingSaved = z.object({ sheets: z.array(ZSheetMapping) });
export type TMappingSaved = z.infer<typeof ZMappingSaved>;

/** POST /api/app/questionnaires/{id}/draft → 202: drafting started for this many questions. */
export const ZDraftStarted = z.object({ status: z.literal('drafting'), total: z.number().int() });

/** POST /api/app/questionnaires/{id}/approve-high → how many drafts it approved. */
export const ZApprovedHigh = z.object({ approved: z.number().int() });

/** GET /api/app/questionnaires/assignees: the staff a question may be assigned to. */
export const ZQuestionnaireAssignees = z.object({
  assignees: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type TQuestionnaireAssignees = z.infer<typeof ZQuestionnaireAssignees>;

/** POST /api/app/questionnaires/{id}/send → when the answered file went to the member. */
export const ZQuestionnaireSentBack = z.object({ sentAt: z.string() });
