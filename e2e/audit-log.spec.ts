/**
 * Journey: the audit log reads as sentences with the staff member's name, its values in words
 * (never JSON or stored keys), and fits the window at 390 and 1440 px (docs/editing.md, Audit
 * log). The entry is this test's own: an API token created, then revoked.
 */
import { expect, test } from './support/test.ts';
import type { TApiTokenCreated } from '@trustfront/core';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

for (const width of [390, 1440]) {
  test(`at ${width} px the audit log reads as sentences and fits the window`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `Audit ${width} ${Date.now().toString(36)}`;
    const staff = await staffRequest(playwright);
    try {
      const created = await staff.post('/api/app/settings/api-tokens', {
        data: { name, scopes: ['app:updates', 'app:documents'], expiresInDays: 30 },
      });
      expect(created.status()).toBe(200);
      const { apiToken } = (await created.json()) as TApiTokenCreated;
      await staff.post(`/api/app/settings/api-tokens/${apiToken.id}/revoke`);

      await page.goto('/app/settings/audit-log');
      const createdRow = page
        .getByTestId('audit-row')
        .filter({ hasText: `created the API token: ${name}.` });
      await expect(createdRow).toContainText(
        `Avery Admin (admin@acme.example) created the API token: ${name}.`,
      );
      // The values in words: the scopes as a list, no braces, quotes or stored keys.
      await expect(createdRow).toContainText('Scopes: app:documents, app:updates');
      const text = (await createdRow.innerText()).replace(/app:[a-z-]+/g, '');
      expect(text).not.toMatch(/[{}[\]"]|expiresAt|api-token\.create/);
      await expect(
        page.getByTestId('audit-row').filter({ hasText: `revoked the API token: ${name}.` }),
      ).toBeVisible();

      // Nothing wider than the window: no sideways scrolling of the page or the table.
      const overflow = await page.evaluate(() => {
        const wide = [...document.querySelectorAll('main *')].filter(
          (el) =>
            el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
        ).length;
        return { page: document.documentElement.scrollWidth - window.innerWidth, wide };
      });
      expect(overflow).toEqual({ page: 0, wide: 0 });
    } finally {
      await staff.dispose();
    }
  });
}
