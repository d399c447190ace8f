/**
 * The questionnaire workspace in API tests: a world with content to draft from, workbooks and
 * CSV files of questions, and waiting for the drafting job.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ZWorkspaceQuestionnaire, type TWorkspaceQuestionnaire } from '@trustfront/core';
import type { Db } from '../../src/db/client.ts';
import { kbEntries } from '../../src/db/schema/index.ts';
import { multipartBody } from './multipart.ts';

export interface FileQuestion {
  ref: string;
  text: string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook with one sheet: a header row (ID, Question, Answer, Comment) and the questions. */
export async function questionWorkbook(
  questions: readonly FileQuestion[],
  sheet = 'Security',
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet);
  ws.addRow(['ID', 'Question', 'Answer', 'Comment']);
  for (const q of questions) ws.addRow([q.ref, q.text, null, null]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The same as a CSV file. */
export function questionCsv(questions: readonly FileQuestion[]): Buffer {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const lines = [
    'ID,Question,Answer,Comment',
    ...questions.map((q) => `${quote(q.ref)},${quote(q.text)},,`),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** Knowledge-base entries the drafts are made from. */
export async function addEntries(
  db: Db,
  orgId: string,
  entries: readonly { question: string; answer: string; accessLevel?: 'public' | 'restricted' }[],
): Promise<void> {
  await db.insert(kbEntries).values(entries.map((e) => ({ orgId, ...e })));
}

/** Imports a file as staff (cookie) or an API token (authorization); answers the response. */
export function importFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  fileName: string,
  content: Buffer,
  type = XLSX_TYPE,
) {
  const body = multipartBody(fileName, type, content);
  return app.inject({
    method: 'POST',
    url: '/api/app/questionnaires/imports',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Waits (up to 60 s) until the questionnaire's drafting job has finished. */
export async function draftedQuestionnaire(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
): Promise<TWorkspaceQuestionnaire> {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/app/questionnaires/${id}`, headers });
    expect(res.statusCode).toBe(200);
    const q = ZWorkspaceQuestionnaire.parse(res.json());
    if (q.status !== 'drafting' && q.status !== 'imported') return q;
    if (Date.now() > until) throw new Error(`Drafting of ${id} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts drafting and waits for it. */
export async function draft(app: FastifyInstance, headers: Record<string, string>, id: string) {
  const started = await app.inject({
    method: 'POST',
    url: `/api/app/questionnaires/${id}/draft`,
    headers,
  });
  expect(started.statusCode).toBe(202);
  return draftedQuestionnaire(app, headers, id);
}
