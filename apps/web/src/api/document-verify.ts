/**
 * Verifying a document (docs/documents.md, Verify a document): a file, or its SHA-256, sent to the
 * portal's `POST {base}/verify` or the private app's `POST /api/app/documents/verify`.
 */
import { useMutation } from '@tanstack/react-query';
import type { TSignedVerification, TVerifyAnswer } from '@trustfront/core';
import { apiFetch } from './client.ts';
import { sendFile } from './send-file.ts';

export type VerifyInput = { file: File } | { sha256: string };

/** The verification of one file or digest at `path`. */
export function useVerifyDocument(path: string) {
  return useMutation({
    mutationFn: (input: VerifyInput) =>
      'file' in input
        ? sendFile<TVerifyAnswer>('POST', path, input.file)
        : apiFetch<TVerifyAnswer>(path, { method: 'POST', body: { sha256: input.sha256 } }),
  });
}

export type VerifySignedInput = { file: File } | { text: string };

/**
 * The verification of signed answers at the portal's `POST {base}/verify/signed`
 * (docs/questionnaires.md, Signed answers): a filled questionnaire, or a copied answer's text.
 */
export function useVerifySigned(path: string) {
  return useMutation({
    mutationFn: (input: VerifySignedInput) =>
      'file' in input
        ? sendFile<TSignedVerification>('POST', path, input.file)
        : apiFetch<TSignedVerification>(path, { method: 'POST', body: { text: input.text } }),
  });
}
