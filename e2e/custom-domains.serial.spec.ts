/**
 * Journey: staff add a custom domain in Settings → Portal and are shown the TXT record to create;
 * Verify says why it fails while the record is missing or holds another value, and marks the
 * domain verified once the record holds its token, after which a TLS proxy is allowed to ask
 * for its certificate. The journey runs the DNS server the app asks (E2E_DNS_PORT) and removes
 * the domain afterwards, so that no other journey's mail links to it.
 */
import { expect, test } from './support/test.ts';
import type { TPortalSettingsAnswer } from '@trustfront/core';
import { startDnsServer, type TestDnsServer } from '../apps/server/test/helpers/dns-server.ts';
import { E2E_DNS_PORT } from './support/server.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

const URL = '/api/app/settings/portal';
const DOMAIN = 'trust.journey.example';
const RECORD = `_trustfront.${DOMAIN}`;

let dns: TestDnsServer | null = null;

test.beforeAll(async () => {
  dns = await startDnsServer(E2E_DNS_PORT);
});

test.afterAll(async ({ playwright }) => {
  await dns?.close();
  const staff = await staffRequest(playwright);
  const settings = (await (await staff.get(URL)).json()) as TPortalSettingsAnswer;
  if (settings.customDomains.some((d) => d.domain === DOMAIN)) {
    const res = await staff.delete(`${URL}/domains/${DOMAIN}`);
    expect(res.status(), await res.text()).toBe(200);
  }
  await staff.dispose();
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: staffState('admin') });

  test('a custom domain is served only once its TXT record holds its token', async ({
    page,
    request,
  }) => {
    await page.goto('/app/settings/portal');
    await page.getByLabel('Domain').fill(DOMAIN);
    await page.getByRole('button', { name: 'Add domain' }).click();
    const row = page.getByRole('listitem', { name: DOMAIN });
    await expect(row.getByText('Not verified')).toBeVisible();
    await expect(row.getByText(RECORD, { exact: true })).toBeVisible();
    const value = (await row.getByText(/^trustfront-verify=/).textContent()) ?? '';
    expect(value).toMatch(/^trustfront-verify=[0-9a-f]{32}$/);
    expect((await request.get(`/api/domains/allowed?domain=${DOMAIN}`)).status()).toBe(404);

    // No record yet: Verify says so, naming the record to create.
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(row.getByText(`No TXT record found at ${RECORD}`)).toBeVisible();
    await expect(row.getByText('Not verified')).toBeVisible();

    // A record holding another value.
    dns?.setTxt(RECORD, ['trustfront-verify=someone-else']);
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(row.getByText(`The TXT record at ${RECORD} does not hold ${value}`)).toBeVisible();

    // The right record: verified, kept after a reload, and allowed for TLS.
    dns?.setTxt(RECORD, [value]);
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('listitem', { name: DOMAIN }).getByText('The portal answers on this domain.'),
    ).toBeVisible();
    expect((await request.get(`/api/domains/allowed?domain=${DOMAIN}`)).status()).toBe(200);

    await page.getByRole('button', { name: `Remove ${DOMAIN}` }).click();
    await expect(page.getByRole('listitem', { name: DOMAIN })).toHaveCount(0);
    expect((await request.get(`/api/domains/allowed?domain=${DOMAIN}`)).status()).toBe(404);
  });
});
