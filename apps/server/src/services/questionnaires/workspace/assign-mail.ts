/**
 * The mail to a staff member a question was assigned to (docs/questionnaires.md, Review): who
 * assigned it, the question, and a link to it in the private app. Through the outbox, as every
 * mail.
 */
import { createElement } from 'react';
import { QUESTIONNAIRE_MESSAGES as M } from '@trustfront/core';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { WorkspaceQuestionnaireRow, WorkspaceQuestionRow } from '../../../db/schema/index.ts';
import { mailSenderOf } from '../../../mail/org-identity.ts';
import { queueMail } from '../../../mail/outbox.ts';
import { renderMail } from '../../../mail/render.ts';
import { ActionMail } from '../../../mail/templates/ActionMail.tsx';
import type { StaffCaller } from '../../staff/staff-caller.ts';

/** The question's place in the private app. */
export const questionAppUrl = (publicUrl: string, questionnaireId: string, questionId: string) =>
  `${new URL(publicUrl).origin}/app/questionnaires/${questionnaireId}?question=${questionId}`;

export async function mailAssignee(
  deps: { db: Db; config: Pick<Config, 'smtpUrl' | 'publicUrl'> },
  by: StaffCaller,
  target: {
    row: WorkspaceQuestionnaireRow;
    question: WorkspaceQuestionRow;
    assignee: { id: string; email: string };
  },
): Promise<void> {
  const { row, question, assignee } = target;
  const sender = await mailSenderOf(deps.db, deps.config.publicUrl, row.orgId);
  const link = questionAppUrl(deps.config.publicUrl, row.id, question.id);
  const subject = M.assignedSubject(row.fileName);
  const { html, text } = await renderMail(
    createElement(ActionMail, {
      org: sender,
      heading: subject,
      paragraphs: [M.assignedBy(by.email), question.text],
      action: { label: M.assignedAction, url: link },
    }),
  );
  await queueMail(deps, {
    orgId: row.orgId,
    kind: 'questionnaire_assigned',
    to: assignee.email,
    subject,
    html,
    text,
  });
}
