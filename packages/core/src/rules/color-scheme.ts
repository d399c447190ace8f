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

/**
 * The client hint a browser sends with the system's preference once a page asked for it
 * (`Accept-CH`), so that the server draws a page in it before any script runs.
 */
export const COLOR_SCHEME_HINT = 'sec-ch-prefers-color-scheme';

/**
 * The scheme the server draws a portal page in: as the hint asks, light without one. A script of
 * the page then applies the reader's saved choice, which only the browser knows.
 */
export function serverColorSchemeOf(hint: string | string[] | undefined): 'light' | 'dark' {
  const value = (Array.isArray(hint) ? hint[0] : hint)?.trim().replace(/^"|"$/g, '');
  return colorSchemeOf({ saved: null, prefersDark: value === 'dark', privateApp: false });
}
