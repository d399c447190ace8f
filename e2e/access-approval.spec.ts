/**
 * Journey: a visitor asks for access, staff approve the request in the private app and give the
 * new account the 'NDA customers' profile, the visitor signs in from the mail and downloads a
 * restricted document (docs/access.md, Request outcomes). The account is this
 * test's own.
 */
import { expect, test } from './support/test.ts';
import type { TPortalView } from '@trustfront/core';
import {
  accessModal,
  openAccessModal,
  signInFromMail,
  submitRequest,
  uniqueDomain,
} from './support/access.ts';
import { uniqueAddress } from './support/mailbox.ts';
import { ORG_SLUG } from './support/portal.ts';
import { NDA_PROFILE_NAME } from './support/seed-ids.ts';
import { staffState } from './support/staff.ts';

// Two browsers, a mail round trip and a download.
test.slow();

test('request, approval in the private app, sign-in by mail, restricted download', async ({
  page,
  browser,
}) => {
  const email = uniqueAddress('ana', uniqueDomain());
  const company = `Umbrella ${Date.now().toString(36)}`;
  await openAccessModal(page, 'request');
  await submitRequest(page, { email, company });
  await expect(accessModal(page).getByTestId('access-sent')).toContainText(email);

  const staffContext = await browser.newContext({ storageState: staffState('admin') });
  try {
    const staff = await staffContext.newPage();
    await staff.goto('/app/access-requests');
    const row = staff.getByTestId('access-request-row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(row).toHaveCount(0);
    await staff.goto('/app/accounts');
    const account = staff.getByTestId('account-row').filter({ hasText: company });
    await expect(account).toContainText('Approved');
    await account.getByLabel(`Permission profile of ${company}`).click();
    await staff.getByRole('option', { name: NDA_PROFILE_NAME }).click();
    await expect(account.getByLabel(`Permission profile of ${company}`)).toHaveValue(
      NDA_PROFILE_NAME,
    );
  } finally {
    await staffContext.close();
  }

  await signInFromMail(page, email, /is approved/);
  await page.getByTestId('welcome-modal').getByRole('button', { name: "Let's Go" }).click();
  const accountId = new URL(page.url()).searchParams.get('accountId') ?? '';
  const view = (await (
    await page.request.get(`/api/portal/${ORG_SLUG}/view`, { params: { accountId } })
  ).json()) as TPortalView;
  expect(view.mode).toBe('account');
  const restricted = view.cards
    .flatMap((c) => c.items)
    .find((i) => i.access !== 'public' && i.documents.some((d) => d.canDownload));
  const documentName = restricted?.documents.find((d) => d.canDownload)?.originalName ?? '';
  expect(documentName).not.toBe('');

  const documents = page.getByTestId('card-Documents');
  await documents.getByRole('button', { name: 'View all documents' }).click();
  const docRow = documents
    .getByTestId('document-row')
    .filter({ has: page.getByText(documentName, { exact: true }) })
    .first();
  const downloaded = page.waitForEvent('download');
  await docRow.getByRole('button', { name: `Download ${documentName}` }).click();
  expect((await downloaded).suggestedFilename()).toBe(documentName);
});
