/**
 * The server's refusals in the reader's language (portal/i18n/errors.ts): a known code or a
 * known message reads in German and French, English stays the server's words, and anything
 * unknown shows the server's message.
 */
import { describe, expect, it } from 'vitest';
import {
  AppError,
  SERVER_ERRORS,
  SUBSCRIPTION_MESSAGES,
  refusalOf,
  retryLater,
  type TLanguage,
} from '@trustfront/core';
import { createPortalI18n } from '../src/portal/i18n/i18n.ts';
import { errorText, validationText } from '../src/portal/i18n/errors.ts';
import type { TFunction } from '../src/portal/i18n/use-t.tsx';

async function tIn(language: TLanguage): Promise<TFunction> {
  const instance = await createPortalI18n(language);
  return (key, values) => instance.t(key, values ?? {});
}

describe('errorText', () => {
  it('says a known code in the reader language', async () => {
    const error = new AppError('not_published', 'This trust center is not published yet', 404);
    expect(errorText(await tIn('de'), error)).toBe(
      'Dieses Trust Center ist noch nicht veröffentlicht',
    );
    expect(errorText(await tIn('fr'), error)).toBe("Ce Trust Center n'est pas encore publié");
    expect(errorText(await tIn('en'), error)).toBe('This trust center is not published yet');
  });

  it('says a known message of a code that says several things', async () => {
    const error = new AppError('invalid_request', SUBSCRIPTION_MESSAGES.invalidEmail, 400);
    expect(errorText(await tIn('fr'), error)).toBe("Cette adresse e-mail n'est pas valide");
    expect(errorText(await tIn('de'), error)).toBe('Diese E-Mail-Adresse ist ungültig');
    expect(errorText(await tIn('en'), error)).toBe(SUBSCRIPTION_MESSAGES.invalidEmail);
  });

  it("says the server's refusals of core's table by their code and text", async () => {
    const en = await tIn('en');
    const de = await tIn('de');
    for (const error of Object.values(SERVER_ERRORS)) {
      const refusal = refusalOf(error, 403);
      expect(errorText(en, refusal)).toBe(error.message);
      expect(errorText(de, refusal)).not.toBe(error.message);
    }
    // The same text under another code is not that refusal.
    const other = new AppError('not_found', SERVER_ERRORS.viewOnly.message, 404);
    expect(errorText(de, other)).toBe(SERVER_ERRORS.viewOnly.message);
  });

  it('falls back to the server message for an unknown code or message', async () => {
    const fr = await tIn('fr');
    expect(errorText(fr, new AppError('plan_required', 'Upgrade your plan', 403))).toBe(
      'Upgrade your plan',
    );
    expect(errorText(fr, new AppError('invalid_request', 'Title is too long', 400))).toBe(
      'Title is too long',
    );
    expect(errorText(fr, new Error('Network down'))).toBe('Network down');
  });

  it('counts the minutes of a rate limit that says when, else says later', async () => {
    const fr = await tIn('fr');
    const de = await tIn('de');
    const en = await tIn('en');
    const inTwo = retryLater(
      'rate_limited',
      'Too many attempts. Please try again in 2 minutes.',
      90,
    );
    expect(errorText(fr, inTwo)).toBe('Trop de tentatives. Veuillez réessayer dans 2 minutes.');
    expect(errorText(en, inTwo)).toBe('Too many attempts. Please try again in 2 minutes.');
    const inOne = retryLater('rate_limited', 'Too many attempts.', 30);
    expect(errorText(de, inOne)).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.',
    );
    const later = new AppError('rate_limited', 'Too many attempts. Please try again later.', 429);
    expect(errorText(fr, later)).toBe('Trop de tentatives. Veuillez réessayer plus tard.');
    expect(errorText(en, later)).toBe('Too many attempts. Please try again later.');
  });

  it('says an unknown error for what is not an error or has no message', async () => {
    const de = await tIn('de');
    expect(errorText(de, 'boom')).toBe('Leider ist ein unbekannter Fehler aufgetreten.');
    expect(errorText(de, new Error(''))).toBe('Leider ist ein unbekannter Fehler aufgetreten.');
  });
});

describe('validationText', () => {
  it('says a known form message in the reader language, others as they are', async () => {
    const fr = await tIn('fr');
    expect(validationText(fr, SUBSCRIPTION_MESSAGES.invalidEmail)).toBe(
      "Cette adresse e-mail n'est pas valide",
    );
    expect(validationText(fr, 'Something else')).toBe('Something else');
  });
});

describe('the translations', () => {
  const leaves = (texts: object, prefix = ''): [string, string][] =>
    Object.entries(texts).flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as [string, string]]
        : typeof value === 'object' && value !== null
          ? leaves(value, `${prefix}${key}.`)
          : [],
    );
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

  it('fill in the values the English texts name, and say something', async () => {
    const { en } = await import('../src/portal/i18n/locales/en.ts');
    const { de } = await import('../src/portal/i18n/locales/de.ts');
    const { fr } = await import('../src/portal/i18n/locales/fr.ts');
    const english = new Map(leaves(en));
    for (const language of [de, fr]) {
      for (const [key, text] of leaves(language)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    }
  });
});
