/**
 * The questionnaire workspace (docs/questionnaires.md): a customer's questionnaire imported as a
 * file, its questions with their drafts and staff's review, and the team's comments on them.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  QuestionnaireFormat,
  QuestionState,
  TDraft,
  TSheetMapping,
  WorkspaceStatus,
} from '@trustfront/core';
import { createdAt, id } from './columns.ts';
import { users } from './identity.ts';
import { questionnaires } from './members.ts';
import { orgId } from './organizations.ts';
import { kbEntries } from './updates.ts';

export const workspaceQuestionnaires = pgTable(
  'workspace_questionnaires',
  {
    id: id(),
    orgId: orgId(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<QuestionnaireFormat>().notNull(),
    /** The original file in storage; the export writes the answers into a copy of it. */
    storageKey: text('storage_key').notNull(),
    /** Every sheet's mapping with the number of questions it finds. */
    sheets: jsonb('sheets').$type<TSheetMapping[]>().notNull(),
    status: text('status').$type<WorkspaceStatus>().notNull().default('imported'),
    /** The member's questionnaire it was made from; null when staff imported it. */
    memberQuestionnaireId: uuid('member_questionnaire_id').references(() => questionnaires.id, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the answered file was last sent back to the member (see workspace_sent_files). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workspace_questionnaires_org').on(t.orgId, t.createdAt),
    index('workspace_questionnaires_member').on(t.memberQuestionnaireId),
  ],
);

export const workspaceQuestions = pgTable(
  'workspace_questions',
  {
    id: id(),
    orgId: orgId(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => workspaceQuestionnaires.id, { onDelete: 'cascade' }),
    /** The question's place in the file's order. */
    position: integer('position').notNull(),
    sheet: text('sheet').notNull(),
    row: integer('row').notNull(),
    ref: text('ref'),
    section: text('section'),
    text: text('text').notNull(),
    answerOptions: jsonb('answer_options').$type<string[]>(),
    state: text('state').$type<QuestionState>().notNull().default('new'),
    /** The engine's draft from what staff may see. */
    draft: jsonb('draft').$type<TDraft>(),
    /** The engine's draft from what the member who sent it may see (member questionnaires). */
    memberDraft: jsonb('member_draft').$type<TDraft>(),
    editedAnswer: text('edited_answer'),
    editedExplanation: text('edited_explanation'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The knowledge-base entry its approved answer was kept in or linked to. */
    kbEntryId: uuid('kb_entry_id').references(() => kbEntries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('workspace_questions_questionnaire').on(t.questionnaireId, t.position)],
);

export const workspaceComments = pgTable(
  'workspace_comments',
  {
    id: id(),
    orgId: orgId(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => workspaceQuestions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was, kept when the staff member is removed. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('workspace_comments_question').on(t.questionId, t.createdAt)],
);

/** The answered files sent back to the member, as they were sent. */
export const workspaceSentFiles = pgTable(
  'workspace_sent_files',
  {
    id: id(),
    orgId: orgId(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => workspaceQuestionnaires.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('workspace_sent_files_questionnaire').on(t.questionnaireId, t.createdAt)],
);

export type WorkspaceQuestionnaireRow = typeof workspaceQuestionnaires.$inferSelect;
export type WorkspaceQuestionRow = typeof workspaceQuestions.$inferSelect;
export type WorkspaceCommentRow = typeof workspaceComments.$inferSelect;
export type WorkspaceSentFileRow = typeof workspaceSentFiles.$inferSelect;
