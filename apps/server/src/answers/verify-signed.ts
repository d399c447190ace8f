/**
 * Verifying signed answers (docs/questionnaires.md, Signed answers): an exported questionnaire's
 * signature is read from the file and each signed cell compared with what the file holds now; a
 * pasted Ask AI answer's text above its signature is compared with the signed answer. Then the
 * signature, the organisation and the sources (signed-answers.ts).
 */
import {
  answerTextMatches,
  changedCells,
  readSignedAnswerText,
  signedFailure,
  type TSignedVerification,
} from '@trustfront/core';
import type { Db } from '../db/client.ts';
import { gridCell, readSignedFile } from '../services/questionnaires/files/signature.ts';
import { verifySignedAnswers, type SignedInput } from '../services/portal/signed-answers.ts';

export async function verifySigned(
  db: Db,
  orgId: string,
  input: SignedInput,
): Promise<TSignedVerification> {
  if ('text' in input) {
    const pasted = readSignedAnswerText(input.text);
    return verifySignedAnswers(db, orgId, pasted?.jws ?? null, (payload) =>
      pasted && !answerTextMatches(payload, pasted.head)
        ? [signedFailure('answer_text_changed')]
        : [],
    );
  }
  const read = await readSignedFile(input.file.bytes, input.file.fileName);
  return verifySignedAnswers(db, orgId, read?.jws ?? null, (payload) =>
    read ? changedCells(payload.answers, (cell) => gridCell(read, cell)) : [],
  );
}
