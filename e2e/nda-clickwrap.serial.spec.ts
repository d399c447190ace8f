/**
 * Journey: an organisation asks for a clickwrap NDA. A visitor requests access, staff approve
 * it with the 'NDA customers' profile, the visitor signs in by the link mailed to them, and meets
 * the NDA before any restricted document: accepting it unlocks the profile's reports, the NDA
 * toast reminds them they are under NDA, and 'Download NDA' saves the signed PDF. A failed
 * download says so. The seed's access settings are put back and the account revoked afterwards.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/test.ts';
import {
  formatDate,
  NDA_MESSAGES,
  type TAccessSettings,
  type TAccountList,
} from '@trustfront/core';
import {
  approveRequestOf,
  readAccessSettings,
  saveAccessSettings,
} from './support/access-staff.ts';
import { followSignInLink } from './support/access.ts';
import { linksIn, uniqueAddress, waitForMail } from './support/mailbox.ts';
import { ORG_NAME, ORG_SLUG, PORTAL_PATH, fetchView } from './support/portal.ts';
import { seedAccess } from './support/seed-ids.ts';
import { staffRequest } from './support/staff-api.ts';

const NDA_TEXT = 'Everything you read in this Trust Center is confidential.';
/** Restricted and hidden: reaches 'NDA customers' members once they accept the NDA. */
const HIDDEN_REPORT = 'Penetration Test Summary';
const COMPANY = 'Umbrella Reviews';

let staff: APIRequestContext;
let original: TAccessSettings | null = null;

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await readAccessSettings(staff);
  await saveAccessSettings(staff, { ...original, ndaProvider: 'clickwrap', ndaText: NDA_TEXT });
});

test.afterAll(async () => {
  if (original) await saveAccessSettings(staff, original);
  const { accounts } = (await (await staff.get('/api/app/accounts')).json()) as TAccountList;
  for (const account of accounts.filter((a) => a.companyName === COMPANY)) {
    await staff.post(`/api/app/accounts/${account.id}/revoke`);
  }
  await staff.dispose();
});

test('a member accepts the clickwrap NDA and downloads it', async ({ page, playwright }) => {
  const email = uniqueAddress('nda', 'umbrella-review.example');
  const { productId } = (await fetchView(page.request)).product;
  const requested = await page.request.post(`/api/portal/${ORG_SLUG}/request`, {
    data: {
      email,
      firstName: 'Nina',
      lastName: 'Reviewer',
      companyName: COMPANY,
      agree: true,
      productId,
    },
  });
  expect(requested.status(), await requested.text()).toBe(200);
  const { permissionProfileId } = await seedAccess(playwright);
  await approveRequestOf(staff, email, permissionProfileId);

  // The mailed sign-in link opens the page naming the member; Continue signs them in.
  const mail = await waitForMail(email);
  const link = linksIn(mail).find((l) => l.includes('/auth/magic-link'));
  if (!link) throw new Error(`No sign-in link in ${mail.text}`);
  await followSignInLink(page, link, email);
  await expect(page).toHaveURL(new RegExp(`${PORTAL_PATH}\\?.*accountId=`));

  // A first visit is welcomed; the NDA follows. Before accepting, the profile's hidden report
  // does not reach the member.
  await page.getByRole('dialog').getByRole('button', { name: "Let's Go" }).click();
  const dialog = page.getByRole('dialog', { name: NDA_MESSAGES.dialogTitle(ORG_NAME) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('nda-text')).toHaveText(NDA_TEXT);
  const before = await fetchView(page.request);
  expect(before.mode).toBe('account');
  expect(before.cards.flatMap((c) => c.items).map((i) => i.title)).not.toContain(HIDDEN_REPORT);

  await expect(dialog.getByRole('button', { name: NDA_MESSAGES.accept })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: NDA_MESSAGES.agree }).check();
  await dialog.getByRole('button', { name: NDA_MESSAGES.accept }).click();
  await expect(dialog).toHaveCount(0);
  const toast = page.getByRole('alert').filter({ hasText: NDA_MESSAGES.underNdaTitle });
  await expect(toast).toContainText(NDA_MESSAGES.underNda(ORG_NAME));
  await expect(page.getByRole('link', { name: HIDDEN_REPORT, exact: true }).first()).toBeVisible();

  // Download NDA saves the signed PDF under the server's name.
  const downloading = page.waitForEvent('download');
  await toast.getByRole('button', { name: NDA_MESSAGES.downloadNda }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Acme-Corp-NDA-${email}.pdf`);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  // The account dropdown says when the NDA was accepted and offers it too; a failed download
  // says so, for 10 seconds.
  await page.getByTestId('account-menu').click();
  const menu = page.getByRole('menu');
  // 'MMMM d, yyyy': 'December 7, 2026', never 'December 07'.
  await expect(menu.getByTestId('nda-accepted')).toHaveText(
    NDA_MESSAGES.ndaAccepted(formatDate(new Date().toISOString())),
  );
  await expect(menu.getByTestId('nda-accepted')).toHaveText(/ [1-9]\d?, \d{4}$/);
  await page.route('**/download-signed-clickwrap-nda**', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await menu.getByRole('menuitem', { name: NDA_MESSAGES.downloadNda }).click();
  await expect(page.getByText(NDA_MESSAGES.downloadFailed)).toBeVisible();
});
