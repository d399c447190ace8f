/**
 * Messages the portal does not write itself, in the reader's language (docs/languages.md,
 * Interface): a form's validation messages come from core's schemas in English, and are shown
 * through the key whose English text they are; a server's refusal known by its code is shown
 * through that code's key in German and French, and as the server wrote it in English.
 */
import { useCallback } from 'react';
import { en } from './locales/en.ts';
import { useLanguage, useT } from './use-t.tsx';

/** The sections holding validation messages, by the key prefix they are read with. */
const MESSAGE_SECTIONS = {
  'access.errors': en.access.errors,
  'questionnaires.errors': en.questionnaires.errors,
  'comments.errors': en.comments.errors,
} as const;

export type MessageSection = keyof typeof MESSAGE_SECTIONS;

/** The key (`section.name`) whose English text is `message`, or null when none is. */
export function keyOfMessage(section: MessageSection, message: string): string | null {
  const texts: Record<string, string> = MESSAGE_SECTIONS[section];
  const name = Object.keys(texts).find((key) => texts[key] === message);
  return name ? `${section}.${name}` : null;
}

/**
 * Translates a validation message of `section` (an English text of core's schemas); a message
 * the section does not hold is shown as it is.
 */
export function useMessageT(section: MessageSection) {
  const t = useT();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return message;
      const key = keyOfMessage(section, message);
      return key ? t(key) : message;
    },
    [t, section],
  );
}

/**
 * A server's message known by its key: as the server wrote it in English (it may name values,
 * such as when to try again), the key's text in other languages.
 */
export function useServerMessage() {
  const t = useT();
  const language = useLanguage();
  return useCallback(
    (key: string, message: string, values?: Record<string, string | number>): string =>
      language === 'en' && message ? message : t(key, values),
    [t, language],
  );
}
