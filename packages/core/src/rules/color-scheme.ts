/**
 * The portal's colour scheme (docs/accessibility.md, Colour scheme): light or dark, as the reader
 * chose with the header's toggle, else as their system prefers. The private app stays light.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'trustfront-color-scheme';

/** What a reader may choose; 'auto' follows the system. */
export const COLOR_SCHEME_CHOICES = ['light', 'dark', 'auto'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number];

export const isColorSchemeChoice = (value: unknown): value is ColorSchemeChoice =>
  (COLOR_SCHEME_CHOICES as readonly unknown[]).includes(value);

/** The scheme a page is drawn in. */
export function colorSchemeOf(input: {
  /** What the reader saved with the toggle, if anything (any stored string). */
  saved: string | null;
  /** The system asks for dark (`prefers-color-scheme: dark`). */
  prefersDark: boolean;
  /** A page of the private app (`/app…`). */
  privateApp: boolean;
}): 'light' | 'dark' {
  if (input.privateApp) return 'light';
  const choice = isColorSchemeChoice(input.saved) ? input.saved : 'auto';
  if (choice !== 'auto') return choice;
  return input.prefersDark ? 'dark' : 'light';
}

/** The scheme the toggle switches to from the one on screen. */
export const otherColorScheme = (shown: 'light' | 'dark'): 'light' | 'dark' =>
  shown === 'dark' ? 'light' : 'dark';
