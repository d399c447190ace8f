/**
 * The server's refusals in the reader's language (docs/languages.md, Interface). The server
 * answers `{ error: { code, message } }` in English; the portal shows the text of the code in the
 * reader's language; for a code the server answers with several texts, the text of that code and
 * message in core's SERVER_ERRORS, or, for a validation message (`invalid_request`), the text of
 * its known English message. A code or message it does not know shows the server's message.
 */
import { useMemo } from 'react';
import {
  ACCESS_OUTCOMES,
  AppError,
  SERVER_ERRORS,
  retryAfterOf,
  type ErrorCode,
} from '@trustfront/core';
import { enErrors } from './locales/en-errors.ts';
import { useT, type TFunction } from './use-t.tsx';

type ErrorKey = keyof typeof enErrors.errors;

/** Codes that mean one thing, translated under `errors.{code}`. */
const CODE_KEYS: ReadonlySet<string> = new Set<ErrorCode>([
  'internal',
  'http_error',
  'csrf_rejected',
  'company_not_found',
  'not_published',
  'product_not_found',
  'asset_not_found',
  'nothing_to_download',
  'bulk_download_disabled',
  'download_expired',
  'watermark_failed',
  'nda_not_required',
  'nda_not_accepted',
  ...ACCESS_OUTCOMES,
  'ai_not_available',
  'answer_failed',
  'unsubscribe_failed',
  'token_spent',
]);

/** Messages of codes that say several things, known by their English text. */
const MESSAGE_KEYS: ReadonlyMap<string, ErrorKey> = new Map(
  (
    [
      'invalidEmail',
      'emailRequired',
      'loginEmailRequired',
      'firstNameRequired',
      'lastNameRequired',
      'companyRequired',
      'agreeRequired',
      'fieldRequired',
      'jobTitleRequired',
      'relationshipRequired',
      'countryRequired',
      'pointOfContactInvalid',
      'productsRequired',
      'termTooLong',
      'termRequired',
      'ndaMembersOnly',
      'commentsMembersOnly',
      'sinceLastVisitMembersOnly',
      'notFound',
      'invalidRequest',
    ] as const
  ).map((key): [string, ErrorKey] => [enErrors.errors[key], key]),
);

/**
 * The server's refusals of codes it answers with more than one text (core's SERVER_ERRORS), known
 * by their code and that table's text: nothing of them is repeated here.
 */
const SERVER_ERROR_KEYS: ReadonlyMap<string, ErrorKey> = new Map(
  (
    [
      'noAccessRequest',
      'signInLinkExpired',
      'requestAccessToOpen',
      'viewOnly',
      'filesLocked',
      'filesViewOnly',
    ] as const
  ).map((key): [string, ErrorKey] => [serverErrorKey(SERVER_ERRORS[key]), key]),
);

function serverErrorKey(error: { code: string; message: string }): string {
  return `${error.code}:${error.message}`;
}

/**
 * A validation message (the server's, or the same rule's in a form) in the reader's language;
 * a message it does not know as it is.
 */
export function validationText(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`errors.${key}`) : message;
}

/** What the portal says of a failed call: its code's or its message's text, else its message. */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof Error) || !error.message) return t('errors.unknown');
  const byMessage = MESSAGE_KEYS.get(error.message);
  if (byMessage) return t(`errors.${byMessage}`);
  if (error instanceof AppError) {
    if (error.code === 'rate_limited') {
      const seconds = retryAfterOf(error);
      return seconds === null
        ? t('errors.rate_limited_later')
        : t('errors.rate_limited', { count: Math.max(1, Math.ceil(seconds / 60)) });
    }
    const refusal = SERVER_ERROR_KEYS.get(serverErrorKey(error));
    if (refusal) return t(`errors.${refusal}`);
    if (CODE_KEYS.has(error.code)) return t(`errors.${error.code}`);
  }
  return error.message;
}

/** `errorText` in the page's language: `const errorText = useErrorText(); errorText(error)`. */
export function useErrorText(): (error: unknown) => string {
  const t = useT();
  return useMemo(() => (error: unknown) => errorText(t, error), [t]);
}

/** `validationText` in the page's language, for a form field's message (or none). */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const t = useT();
  return useMemo(
    () => (message: string | undefined) =>
      message === undefined ? undefined : validationText(t, message),
    [t],
  );
}
