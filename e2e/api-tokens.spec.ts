/**
 * Journey: a staff member makes an API token in Settings → API tokens (docs/api.md), sees it once
 * and copies it, calls the API with it, and revokes it; at phone and desktop widths. Each test
 * makes a token of its own and revokes it, whatever happens.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import type { TApiTokenList } from '@trustfront/core';
import { BASE_URL } from './support/server.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin'), permissions: ['clipboard-read', 'clipboard-write'] });

/** The token's row in the list. */
const rowOf = (page: Page, name: string) =>
  page.getByTestId('api-token-row').filter({ hasText: name });

for (const width of [390, 1440]) {
  test(`a token is created, shown once, copied, used and revoked at ${width} px`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `E2E token ${randomUUID().slice(0, 8)}`;
    const api = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      await page.goto('/app/settings/api-tokens');
      await expect(page.getByRole('heading', { name: 'API tokens' })).toBeVisible();
      await page.getByRole('button', { name: 'Create token' }).click();
      const create = page.getByRole('dialog', { name: 'Create API token' });
      await create.getByRole('button', { name: 'Create token' }).click();
      await expect(create.getByText('Name the token')).toBeVisible();
      await expect(create.getByText('Choose at least one scope')).toBeVisible();
      await create.getByLabel('Name', { exact: true }).fill(name);
      await create.getByLabel('Trust updates (app:updates)').check();
      await create.getByRole('button', { name: 'Create token' }).click();

      const shown = page.getByRole('dialog', { name: 'Your new API token' });
      await expect(shown.getByText('it is shown only once')).toBeVisible();
      const token = await shown.getByTestId('new-api-token').inputValue();
      expect(token).toMatch(/^tf_[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: 'Copy' }).click();
      await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toBeHidden();

      const row = rowOf(page, name);
      await expect(row).toContainText('app:updates');
      await expect(row).toContainText(token.slice(0, 7));
      await expect(row.getByText('Active')).toBeVisible();
      // Shown once: the page never holds it again.
      await page.reload();
      await expect(rowOf(page, name)).toBeVisible();
      expect(await page.content()).not.toContain(token);

      const auth = { authorization: `Bearer ${token}` };
      expect((await api.get('/api/app/updates', { headers: auth })).status()).toBe(200);
      expect((await api.get('/api/app/settings/staff', { headers: auth })).status()).toBe(403);
      // Its last use shows once it was used.
      await page.reload();
      await expect(rowOf(page, name).getByRole('cell').nth(4)).not.toHaveText('Never');

      await rowOf(page, name).getByRole('button', { name: 'Revoke' }).click();
      const confirm = page.getByRole('dialog', { name: `Revoke ${name}?` });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expect(confirm).toBeHidden();
      await expect(rowOf(page, name).getByText('Revoked')).toBeVisible();
      await expect(rowOf(page, name).getByRole('button', { name: 'Revoke' })).toHaveCount(0);
      expect((await api.get('/api/app/updates', { headers: auth })).status()).toBe(401);
    } finally {
      await api.dispose();
      // Whatever failed above, the token does not outlive the test.
      const staff = await staffRequest(playwright);
      const { tokens } = (await (
        await staff.get('/api/app/settings/api-tokens')
      ).json()) as TApiTokenList;
      for (const left of tokens.filter((k) => k.name === name && !k.revokedAt)) {
        await staff.post(`/api/app/settings/api-tokens/${left.id}/revoke`);
      }
      await staff.dispose();
    }
  });
}
