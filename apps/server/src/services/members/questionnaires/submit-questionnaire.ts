/**
 * Receiving a questionnaire (docs/access.md, Member features): a link, or a file streamed into
 * storage. The object is written first under a fresh key (the store makes it visible only once
 * complete, so a dying upload leaves no partial file), then its row; when the row cannot be written
 * the object is removed, so a row never points at a missing file.
 */
import { randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import {
  AppError,
  cleanFileName,
  MEMBER_MESSAGES as M,
  QUESTIONNAIRE_MAX_BYTES,
  QUESTIONNAIRE_MAX_MB,
  questionnaireContentType,
} from '@trustfront/core';
import type { Db } from '../../../db/client.ts';
import { questionnaires } from '../../../db/schema/index.ts';
import type { Storage } from '../../../storage/index.ts';
import type { QuestionnaireSender } from './sender.ts';

const tooLarge = () =>
  new AppError('file_too_large', M.questionnaireFileTooLarge(QUESTIONNAIRE_MAX_MB), 413);

/** Counts the bytes going through and fails the stream past the limit. */
function limited(limit: number) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > limit ? tooLarge() : null, chunk);
    },
  });
  return { counter, size: () => size };
}

async function insertRow(
  db: Db,
  orgId: string,
  values: Omit<typeof questionnaires.$inferInsert, 'orgId'>,
) {
  const [row] = await db
    .insert(questionnaires)
    .values({ ...values, orgId })
    .returning({ id: questionnaires.id });
  if (!row) throw new Error('Insert returned no questionnaire');
  return row;
}

export async function submitQuestionnaireLink(
  db: Db,
  orgId: string,
  sender: QuestionnaireSender,
  link: string,
): Promise<{ id: string }> {
  return insertRow(db, orgId, { ...sender, kind: 'link', link });
}

export interface QuestionnaireUpload {
  fileName: string;
  /** The declared length, refused at once when over the limit. */
  contentLength: number | undefined;
  body: Readable;
}

export async function submitQuestionnaireFile(
  { db, storage }: { db: Db; storage: Storage },
  orgId: string,
  sender: QuestionnaireSender,
  upload: QuestionnaireUpload,
): Promise<{ id: string }> {
  const fileName = cleanFileName(upload.fileName);
  const contentType = questionnaireContentType(fileName);
  if (!contentType) throw new AppError('unsupported_file_type', M.questionnaireFileType, 415);
  if (upload.contentLength !== undefined && upload.contentLength > QUESTIONNAIRE_MAX_BYTES) {
    upload.body.resume();
    throw tooLarge();
  }
  const key = `questionnaires/${orgId}/${randomUUID()}`;
  const { counter, size } = limited(QUESTIONNAIRE_MAX_BYTES);
  try {
    // Errors of either side reach the store's write, which then keeps nothing.
    await storage.put(
      key,
      pipeline(upload.body, counter, () => undefined),
    );
  } catch (error) {
    await storage.remove(key);
    upload.body.resume();
    throw error;
  }
  if (size() === 0) {
    await storage.remove(key);
    throw new AppError('invalid_request', M.questionnaireFileRequired, 400);
  }
  try {
    return await insertRow(db, orgId, {
      ...sender,
      kind: 'file',
      fileName,
      contentType,
      size: size(),
      storageKey: key,
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
