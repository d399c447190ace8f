/**
 * Journey: staff find the badge and embed snippets in Settings → Portal (docs/portal.md, Badges
 * and embed), preview and copy them, and a page of another origin with a strict
 * Content-Security-Policy shows the copied badge and the embed's list of certifications; at phone
 * and desktop widths. Nothing is changed: the seed's published portal is read.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test.ts';
import { BASE_URL } from './support/server.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin'), permissions: ['clipboard-read', 'clipboard-write'] });

/** Only the trust center's origin may give the page scripts, data and images; no style at all. */
const STRICT_CSP = [
  "default-src 'none'",
  `script-src ${BASE_URL}`,
  `connect-src ${BASE_URL}`,
  `img-src ${BASE_URL}`,
  "style-src 'none'",
].join('; ');

/** A site of another origin serving `html` under the strict policy; closed by the caller. */
async function hostSite(html: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': STRICT_CSP,
    });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

for (const width of [390, 1440]) {
  test(`staff copy the snippets and another site shows them at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/settings/portal');
    const share = page.getByTestId('share-snippets');
    await expect(share.getByRole('heading', { name: 'Share' })).toBeVisible();

    await share.getByRole('button', { name: 'Copy: Embed' }).click();
    await expect(share.getByRole('button', { name: 'Copied: Embed' })).toBeVisible();
    const embed = await page.evaluate(() => navigator.clipboard.readText());
    expect(embed).toBe(
      `<script src="${BASE_URL}/api/portal/acme/embed.js" defer></script>\n` +
        '<trustfront-certifications></trustfront-certifications>',
    );

    const soc2 = share.getByTestId('badge-snippet').filter({ hasText: 'SOC 2 Type II' }).first();
    const preview = soc2.getByRole('img', { name: /^SOC 2 Type II: / });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await soc2.getByRole('button', { name: 'Copy: SOC 2 Type II' }).click();
    await expect(soc2.getByRole('button', { name: 'Copied: SOC 2 Type II' })).toBeVisible();
    const badge = await page.evaluate(() => navigator.clipboard.readText());
    expect(badge).toMatch(/^<a href="http:[^"]+"><img src="http:[^"]+\.svg" alt="SOC 2 Type II: /);

    const site = await hostSite(
      `<!doctype html><html lang="en"><title>Vendor</title><body>${badge}${embed}</body></html>`,
    );
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    try {
      await page.goto(site.url);
      const list = page.locator('trustfront-certifications');
      await expect(list.getByRole('heading', { name: 'Certifications' })).toBeVisible();
      const item = list.getByRole('link', { name: 'SOC 2 Type II' }).first();
      await expect(item).toHaveAttribute('href', new RegExp(`^${BASE_URL}/trust/acme`));
      await expect(list.getByRole('link', { name: 'Visit the trust center' })).toHaveAttribute(
        'href',
        `${BASE_URL}/trust/acme`,
      );
      // The constructed style sheet applies under `style-src 'none'`.
      await expect(list.locator('section')).toHaveCSS('border-top-left-radius', '8px');
      const img = page.getByRole('img', { name: /^SOC 2 Type II: / });
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
      expect(violations).toEqual([]);
      await item.click();
      await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/trust/acme`));
      await expect(page.getByText('SOC 2 Type II').first()).toBeVisible();
    } finally {
      site.close();
    }
  });
}
