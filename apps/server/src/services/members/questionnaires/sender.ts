/**
 * Who sends a questionnaire: a signed-in member (known by their session, their account's
 * company), or a public visitor who gives an e-mail and a company. Staff previewing or editing
 * the portal do not send questionnaires to their own organisation.
 */
import {
  AppError,
  forbidden,
  MEMBER_MESSAGES as M,
  type TQuestionnaireSender,
} from '@trustfront/core';
import type { ResolvedViewer } from '../../access/resolve-viewer.ts';

export interface QuestionnaireSender {
  accountId: string | null;
  accountMemberId: string | null;
  email: string;
  companyName: string;
  note: string | null;
}

export function senderOf(viewer: ResolvedViewer, input: TQuestionnaireSender): QuestionnaireSender {
  const note = input.note || null;
  if (viewer.mode === 'account' && viewer.member) {
    return {
      accountId: viewer.accountId,
      accountMemberId: viewer.member.id,
      email: viewer.member.email,
      companyName: viewer.member.companyName,
      note,
    };
  }
  if (viewer.mode !== 'public') throw forbidden();
  const missing = !input.email
    ? M.questionnaireEmailRequired
    : !input.companyName
      ? M.questionnaireCompanyRequired
      : null;
  if (missing || !input.email || !input.companyName) {
    throw new AppError('invalid_request', missing ?? M.questionnaireEmailRequired, 400);
  }
  return {
    accountId: null,
    accountMemberId: null,
    email: input.email.toLowerCase(),
    companyName: input.companyName,
    note,
  };
}
