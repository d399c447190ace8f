/**
 * Where the reader's colour scheme is kept (docs/accessibility.md, Colour scheme): the browser's
 * storage, under the key the page's first script reads before anything paints.
 */
import { localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_STORAGE_KEY } from '@trustfront/core';

export const colorSchemeManager = localStorageColorSchemeManager({
  key: COLOR_SCHEME_STORAGE_KEY,
});

/** The private app stays light, whatever the reader chose on a portal. */
export const isPrivateAppPath = (path: string) => /^\/app(\/|$)/.test(path);
