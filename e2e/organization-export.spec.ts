/**
 * Settings → Export: an admin downloads the organisation's archive, on a desktop and on a phone;
 * visitors' personal data is in it only when the box is ticked (docs/deploy.md, Moving an
 * organisation). Exporting changes nothing, so this journey runs beside the others.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test.ts';
import { staffState } from './support/staff.ts';
import { readZip } from './support/zip.ts';

test.use({ storageState: staffState('admin') });

async function download(page: Page) {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download archive' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^acme-\d{4}-\d{2}-\d{2}\.trustfront\.zip$/);
  const entries = await readZip(await readFile(await file.path()));
  return entries.map((entry) => entry.name);
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('downloads the archive, with personal data only when asked', async ({ page }) => {
      await page.goto('/app/settings/export');
      await expect(page.getByRole('heading', { name: 'Export', level: 2 })).toBeVisible();
      const box = await page.getByRole('link', { name: 'Download archive' }).boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);

      const plain = await download(page);
      expect(plain).toContain('manifest.json');
      expect(plain).toContain('tables/products.json');
      expect(plain.some((name) => name.startsWith('files/files/'))).toBe(true);
      expect(plain).not.toContain('tables/accounts.json');

      await page.getByRole('checkbox', { name: "Include visitors' personal data" }).check();
      const withPeople = await download(page);
      expect(withPeople).toContain('tables/accounts.json');
      expect(withPeople).toContain('tables/access_requests.json');
    });
  });
}
