/** The demo's languages for a journey in them (docs/languages.md, The organisation's languages). */
import type { TLanguageSettings } from '@trustfront/core';
import { staffRequest } from './staff-api.ts';
import { expect, test } from './test.ts';

const URL = '/api/app/settings/languages';

/**
 * Offers English, German and French (English the default) while the journeys of this file run,
 * and puts the demo's settings back after them.
 */
export function offerEveryLanguage(): void {
  let seeded: TLanguageSettings | null = null;
  test.beforeAll(async ({ playwright }) => {
    const staff = await staffRequest(playwright);
    seeded = (await (await staff.get(URL)).json()) as TLanguageSettings;
    const offered = await staff.put(URL, {
      data: { offered: ['en', 'de', 'fr'], defaultLanguage: 'en' },
    });
    expect(offered.status()).toBe(200);
    await staff.dispose();
  });
  test.afterAll(async ({ playwright }) => {
    if (!seeded) return;
    const staff = await staffRequest(playwright);
    await staff.put(URL, { data: seeded });
    await staff.dispose();
  });
}
