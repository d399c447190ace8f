/**
 * Journey: every private app section is guarded by its scope. The demo's auditor holds a narrow
 * role (knowledge base, documents, files) and meets 'No access' on the settings section; the admin
 * does not. Its Documents section is read only: the list without a control that changes it.
 */
import { expect, test } from './support/test.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.describe('signed in as the auditor', () => {
  test.use({ storageState: staffState('auditor') });

  test('a staff member without the section scope sees No access', async ({ page }) => {
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(page.getByText("You don't have access to this page")).toBeVisible();
    await page.goto('/app/access-requests/pending');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    for (const path of [
      '/app/accounts/profiles',
      '/app/accounts/activity',
      '/app/settings/access',
      '/app/settings/staff',
      '/app/settings/roles',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Permission profiles' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Roles', exact: true })).toHaveCount(0);
    for (const url of ['/api/app/settings/staff', '/api/app/settings/roles']) {
      expect((await page.request.get(url)).status(), url).toBe(403);
    }
  });

  test('the Documents section lists the documents, read only without statuspage:edit', async ({
    page,
    playwright,
  }) => {
    const list = page.waitForResponse((r) => r.url().endsWith('/api/documents/trust-center'));
    await page.goto('/app/documents');
    expect((await list).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
    await expect(page.getByTestId('document-row').first()).toBeVisible();
    await expect(page.getByTestId('documents-read-only')).toBeVisible();
    // No refusal, and no control that would change anything.
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
    await expect(page.getByText("You don't have access to this page")).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload document' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change type' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    // The upload modal's address opens nothing either.
    await page.goto('/app/documents?uploadModal=true');
    await expect(page.getByTestId('document-row').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const auditor = await staffRequest(playwright, 'auditor');
    try {
      const retype = await auditor.patch('/api/trust-center/documents/types', {
        data: { itemUids: [], type: 'Policy' },
      });
      expect(retype.status()).toBe(403);
      expect(((await retype.json()) as { error: { message: string } }).error.message).toBe(
        "You don't have access to this page",
      );
    } finally {
      await auditor.dispose();
    }
  });

  test('the setup checklist links only to pages the auditor may open', async ({ page }) => {
    await page.goto('/app');
    const step = (id: string) => page.locator(`[data-step="${id}"]`);
    await expect(step('brand')).toBeVisible();
    // Portal settings, editing in place, Access settings and Permission profiles answer
    // 'No access' to this role: the checklist does not send it there.
    for (const name of [
      'Portal settings',
      'Edit the trust center',
      'Access settings',
      'Permission profiles',
    ]) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(step('access').getByRole('link')).toHaveCount(0);
    await step('knowledgeBase').getByRole('link', { name: 'Knowledge base' }).click();
    await expect(page).toHaveURL(/\/app\/knowledge-base$/);
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
  });

  test('a section within the role opens', async ({ page }) => {
    await page.goto('/app/knowledge-base');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
  });
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: staffState('admin') });

  test('the admin passes every guard', async ({ page }) => {
    await page.goto('/app');
    const access = page.locator('[data-step="access"]');
    await expect(access.getByRole('link', { name: 'Access settings' })).toBeVisible();
    await expect(access.getByRole('link', { name: 'Permission profiles' })).toBeVisible();
    await expect(
      page.locator('[data-step="brand"]').getByRole('link', { name: 'Edit the trust center' }),
    ).toBeVisible();
    await page.goto('/app/settings');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
    const pages = [
      ['/app/accounts/profiles', 'Permission profiles'],
      ['/app/accounts/activity', 'Access log'],
      ['/app/settings/access', 'Access settings'],
      ['/app/settings/staff', 'Staff'],
      ['/app/settings/roles', 'Roles'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
    }
  });
});
