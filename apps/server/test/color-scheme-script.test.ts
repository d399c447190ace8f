/**
 * The page's first script decides the colour scheme as core's `colorSchemeOf` does, for every
 * saved choice, system preference and page (presenters/color-scheme-script.ts).
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { colorSchemeOf } from '@trustfront/core';
import { describe, expect, it } from 'vitest';
import {
  COLOR_SCHEME_SCRIPT,
  COLOR_SCHEME_SCRIPT_SOURCE,
} from '../src/presenters/color-scheme-script.ts';

function runScript(saved: string | null, prefersDark: boolean, pathname: string) {
  const attributes = new Map<string, string>();
  const style: { colorScheme?: string } = {};
  runInNewContext(COLOR_SCHEME_SCRIPT, {
    document: {
      documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v), style },
    },
    localStorage: { getItem: () => saved },
    matchMedia: () => ({ matches: prefersDark }),
    location: { pathname },
  });
  return { attribute: attributes.get('data-mantine-color-scheme'), style: style.colorScheme };
}

describe('the colour scheme script', () => {
  const saved = [null, 'light', 'dark', 'auto', 'nonsense'];
  const paths = ['/trust/acme', '/', '/app', '/app/settings', '/apple'];
  for (const choice of saved) {
    for (const prefersDark of [false, true]) {
      for (const path of paths) {
        it(`saved ${String(choice)}, system ${prefersDark ? 'dark' : 'light'}, ${path}`, () => {
          const expected = colorSchemeOf({
            saved: choice,
            prefersDark,
            privateApp: /^\/app(\/|$)/.test(path),
          });
          expect(runScript(choice, prefersDark, path)).toEqual({
            attribute: expected,
            style: expected,
          });
        });
      }
    }
  }

  it('is allowed by the hash of exactly its text', () => {
    const hash = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    expect(COLOR_SCHEME_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
