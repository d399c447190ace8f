/** Questionnaires sent by visitors (docs/access.md, Member features), as a file or a link. */
import { z } from 'zod';
import { MEMBER_QUESTIONNAIRE_STATUSES } from '../questionnaires/member.ts';
import { MEMBER_MESSAGES as M } from '../constants/member-messages.ts';
import { checkPublicLink } from '../rules/public-link.ts';

export const QUESTIONNAIRE_KINDS = ['file', 'link'] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

/** Largest questionnaire file accepted. */
export const QUESTIONNAIRE_MAX_MB = 25;
export const QUESTIONNAIRE_MAX_BYTES = QUESTIONNAIRE_MAX_MB * 1024 * 1024;

/** The file types a questionnaire may come in, by extension and the content types they carry. */
export const QUESTIONNAIRE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** The stored content type of an accepted questionnaire file name, or null when refused. */
export function questionnaireContentType(fileName: string): string | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return QUESTIONNAIRE_TYPES[ext] ?? null;
}

/** A file name safe to keep and to send back in a content-disposition header. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return cleaned.slice(-200) || 'questionnaire';
}

const ZLink = z
  .string()
  .trim()
  .max(2000, M.questionnaireLinkInvalid)
  .superRefine((value, ctx) => {
    const check = checkPublicLink(value);
    if (check === 'invalid') ctx.addIssue({ code: 'custom', message: M.questionnaireLinkInvalid });
    if (check === 'private') ctx.addIssue({ code: 'custom', message: M.questionnaireLinkPrivate });
  });

/**
 * Who sends a questionnaire: a member is known by their session; a public visitor gives an
 * e-mail and a company so that the organisation can answer.
 */
export const ZQuestionnaireSender = z.object({
  email: z
    .string()
    .trim()
    .min(1, M.questionnaireEmailRequired)
    .pipe(z.email(M.questionnaireEmailInvalid))
    .optional(),
  companyName: z.string().trim().min(1, M.questionnaireCompanyRequired).max(200).optional(),
  note: z.string().trim().max(2000, M.questionnaireNoteTooLong).optional(),
});
export type TQuestionnaireSender = z.infer<typeof ZQuestionnaireSender>;

/** POST {base}/questionnaires/link */
export const ZQuestionnaireLink = ZQuestionnaireSender.extend({ link: ZLink });

export const ZQuestionnaireSent = z.object({ id: z.string() });

/** A questionnaire as staff see it; the file is downloaded from the private app only. */
export const ZStaffQuestionnaire = z.object({
  id: z.string(),
  kind: z.enum(QUESTIONNAIRE_KINDS),
  email: z.string(),
  companyName: z.string(),
  accountId: z.string().nullable(),
  link: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** The staff member may download the file (files:download). */
  canDownload: z.boolean(),
});
export type TStaffQuestionnaire = z.infer<typeof ZStaffQuestionnaire>;
export const ZStaffQuestionnaireList = z.object({ questionnaires: z.array(ZStaffQuestionnaire) });

/** A member's own questionnaires ("You can view it under 'Questionnaires'"). */
export const ZMemberQuestionnaire = ZStaffQuestionnaire.pick({
  id: true,
  kind: true,
  link: true,
  fileName: true,
  createdAt: true,
}).extend({
  /** Received, in review, or answered (docs/questionnaires.md, The member's side). */
  status: z.enum(MEMBER_QUESTIONNAIRE_STATUSES),
  /** The answered file's name, once staff sent it back (GET {base}/questionnaires/{id}/answered). */
  answeredFileName: z.string().nullable(),
  /** Answers may be read before the file comes back (GET {base}/questionnaires/{id}/drafts). */
  hasDrafts: z.boolean(),
});
export type TMemberQuestionnaire = z.infer<typeof ZMemberQuestionnaire>;
export const ZMemberQuestionnaireList = z.object({
  questionnaires: z.array(ZMemberQuestionnaire),
});
