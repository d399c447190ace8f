/**
 * Journeys of access requests and member sign-in (docs/access.md, Request access, Request outcomes
 * and Messages), each with addresses at a company domain of its own: a free-mail address refused;
 * auto-approval by domain with the sign-in link, welcome modal and account dropdown; an unknown
 * e-mail moved from login to the request tab; declined and expired dialogs; a colleague invited and
 * their request pre-filled; logging out.
 */
import { expect, test } from './support/test.ts';
import type { TAccountList, TStaffAccessRequest } from '@trustfront/core';
import {
  accessModal,
  openAccessModal,
  signInFromMail,
  submitRequest,
  uniqueDomain,
  waitForAccessModal,
} from './support/access.ts';
import { linksIn, uniqueAddress, waitForMail } from './support/mailbox.ts';
import { ORG_NAME, PORTAL_PATH, PORTAL_TITLE } from './support/portal.ts';
import { PLATFORM_PRIVACY_URL, PLATFORM_TERMS_URL } from './support/server.ts';
import { staffRequest } from './support/staff-api.ts';

/** The demo's auto-approved domain (apps/server/src/db/seed/content/access-requests.ts). */
const AUTO_DOMAIN = 'initech.example';

// Mail round trips and sign-ins: each journey takes a few page loads more than most.
test.slow();

test('a request with a free-mail address is refused', async ({ page }) => {
  const modal = await openAccessModal(page, 'request');
  await expect(modal.getByText('To get started, please enter your email')).toBeVisible();
  await expect(
    modal.getByRole('link', { name: `Log into ${ORG_NAME}'s workspace` }),
  ).toHaveAttribute('href', '/app');
  await submitRequest(page, { email: uniqueAddress('ana', 'gmail.com') });
  await expect(modal.getByText('Please use your work email.')).toBeVisible();
});

test('the request form says what is missing, with the documented texts', async ({ page }) => {
  const modal = await openAccessModal(page, 'request');
  await modal.getByLabel('First name').fill('A'.repeat(25));
  await modal.getByRole('button', { name: 'Submit Request' }).click();
  await expect(modal.getByText('Email is required')).toBeVisible();
  await expect(modal.getByText('Max 24 characters')).toBeVisible();
  await expect(modal.getByText('Last name is required')).toBeVisible();
  await expect(modal.getByText('You must agree to the terms')).toBeVisible();
});

test('a visitor of an auto-approved domain signs in from the mail and is welcomed', async ({
  page,
}) => {
  // A sub-domain of the seeded rule's domain: a company account of this test's own.
  const email = uniqueAddress('ana', uniqueDomain(AUTO_DOMAIN));
  await page.goto(PORTAL_PATH);
  await page
    .getByTestId('security-review-banner')
    .getByRole('link', { name: 'Request access' })
    .click();
  await submitRequest(page, { email, company: 'Initech' });
  await expect(accessModal(page).getByTestId('access-check')).toContainText(email);

  await signInFromMail(page, email, /is approved/);
  const welcome = page.getByTestId('welcome-modal');
  await expect(welcome.getByRole('heading')).toHaveText(`Welcome to ${ORG_NAME}'s ${PORTAL_TITLE}`);
  // The platform's own terms and privacy links (PLATFORM_TERMS_URL, PLATFORM_PRIVACY_URL).
  await expect(welcome.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute(
    'href',
    PLATFORM_TERMS_URL,
  );
  await expect(welcome.getByRole('link', { name: 'Privacy policy' }).first()).toHaveAttribute(
    'href',
    PLATFORM_PRIVACY_URL,
  );
  await welcome.getByRole('button', { name: "Let's Go" }).click();
  await expect(welcome).toBeHidden();

  await page.getByTestId('account-menu').click();
  await expect(page.getByText(`Initech's Review of ${ORG_NAME}`)).toBeVisible();
  await expect(page.getByText(/Automatically gained/)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'How to use this Trust Center?' })).toBeVisible();
});

test('login with an unknown e-mail moves to the request tab with the e-mail', async ({ page }) => {
  const email = uniqueAddress('new', uniqueDomain());
  const modal = await openAccessModal(page, 'login');
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByRole('tab', { name: 'Request Access' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(modal.getByLabel('Email')).toHaveValue(email);
  // 'Back' returns to the login tab, since login was asked for.
  await modal.getByRole('button', { name: 'Back' }).click();
  await expect(modal.getByRole('tab', { name: 'Login Request' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a pending request shows request sent, then the declined dialog once declined', async ({
  page,
  playwright,
}) => {
  const email = uniqueAddress('ana', uniqueDomain());
  await openAccessModal(page, 'request');
  await submitRequest(page, { email });
  const sent = accessModal(page).getByTestId('access-sent');
  await expect(sent).toContainText('Request sent');
  // 'Change email address' returns to the login tab.
  await sent.getByRole('button', { name: 'Change email address' }).click();
  await expect(accessModal(page).getByRole('tab', { name: 'Login Request' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const staff = await staffRequest(playwright);
  try {
    const { requests } = (await (await staff.get('/api/app/access-requests')).json()) as {
      requests: TStaffAccessRequest[];
    };
    const mine = requests.find((r) => r.email === email);
    expect(mine).toBeTruthy();
    const declined = await staff.post(`/api/app/access-requests/${mine?.id}/decline`, {
      data: { reason: 'Not a customer' },
    });
    expect(declined.ok()).toBe(true);
  } finally {
    await staff.dispose();
  }
  const modal = await openAccessModal(page, 'login');
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByTestId('access-declined')).toContainText('Request declined');
});

test('a member whose access expired sees the expired dialog', async ({ page, playwright }) => {
  const email = uniqueAddress('ana', uniqueDomain(AUTO_DOMAIN));
  await openAccessModal(page, 'request');
  await submitRequest(page, { email });
  await expect(accessModal(page).getByTestId('access-check')).toBeVisible();
  const staff = await staffRequest(playwright);
  try {
    const { accounts } = (await (await staff.get('/api/app/accounts')).json()) as TAccountList;
    const account = accounts.find((a) => a.members.some((m) => m.email === email));
    const expired = await staff.patch(`/api/app/accounts/${account?.id}`, {
      data: { accessExpiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(expired.ok()).toBe(true);
  } finally {
    await staff.dispose();
  }
  const modal = await openAccessModal(page, 'login');
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByTestId('access-expired')).toContainText('Access expired');
  // The mail signs the member in to ask for more time.
  await signInFromMail(page, email, /has expired/);
  const dialog = page.getByTestId('access-expired');
  await dialog.getByRole('button', { name: 'Request to extend access' }).click();
  await expect(dialog.getByText('Request sent')).toBeVisible();
});

test('a member invites a colleague, whose request is pre-filled from the mail', async ({
  page,
  browser,
}) => {
  const domain = uniqueDomain(AUTO_DOMAIN);
  const email = uniqueAddress('ana', domain);
  await openAccessModal(page, 'request');
  await submitRequest(page, { email, company: 'Initech' });
  await signInFromMail(page, email, /is approved/);
  await page.getByTestId('welcome-modal').getByRole('button', { name: "Let's Go" }).click();

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Invite colleagues' }).click();
  const form = page.getByTestId('invite-form');
  const colleague = uniqueAddress('bo', domain);
  const input = form.getByLabel('Colleague email');
  // Send with no address says why it cannot send, and waits for one.
  const sendButton = form.getByRole('button', { name: 'Send invitations' });
  await sendButton.click();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await expect(sendButton).toBeDisabled();
  await input.fill('not-an-email');
  await input.press('Enter');
  await expect(form.getByText('"not-an-email" is not a valid email')).toBeVisible();
  await input.fill(colleague);
  await input.press('Enter');
  await input.fill(colleague);
  await input.press('Tab');
  await expect(form.getByText(`"${colleague}" has already been added`)).toBeVisible();
  // Only colleagues at the member's own domain: an outsider is refused by name.
  const outsider = uniqueAddress('cy', 'elsewhere.example');
  await input.fill(outsider);
  await input.press('Enter');
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await expect(form.getByTestId('invite-refusal')).toContainText(
    `"${outsider}" is not at your company's domain`,
  );
  // Backspace in the empty field removes the last chip, the outsider.
  await input.click();
  await input.press('Backspace');
  await expect(form.getByText(outsider, { exact: true })).toHaveCount(0);
  // The note is short, and quoted in the mail as text no client turns into a link.
  const note = form.getByLabel('Note (optional)');
  await note.fill('  Please have a look at https://evil.example  ');
  await expect(form.getByTestId('invite-note-count')).toHaveText('46 / 300');
  await expect(note).toHaveAttribute('maxlength', '300');
  await form.getByRole('button', { name: 'Send invitations' }).click();
  const success = page.getByTestId('invite-success');
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Invite a different colleague' }).click();
  await expect(page.getByTestId('invite-form')).toBeVisible();

  const mail = await waitForMail(colleague, /invited you/);
  expect(mail.text).toContain('Ana Lee wrote:');
  expect(mail.text).toContain('Please have a look at https[://]evil[.]example');
  expect(mail.text).not.toContain('evil.example');
  const link = linksIn(mail).find((l) => l.includes('inviteToken='));
  if (!link) throw new Error('No invitation link');
  const visitor = await browser.newContext();
  try {
    const colleaguePage = await visitor.newPage();
    await colleaguePage.goto(link);
    const modal = await waitForAccessModal(colleaguePage);
    await expect(modal.getByLabel('Email')).toHaveValue(colleague);
    await expect(modal.getByLabel('Company name')).toHaveValue('Initech');
    await submitRequest(colleaguePage, {});
    await expect(modal.getByTestId('access-check')).toContainText(colleague);
  } finally {
    await visitor.close();
  }
});

test('a member logs out and sees the public portal', async ({ page }) => {
  const email = uniqueAddress('ana', uniqueDomain(AUTO_DOMAIN));
  await openAccessModal(page, 'request');
  await submitRequest(page, { email });
  await signInFromMail(page, email, /is approved/);
  await page.getByTestId('welcome-modal').getByRole('button', { name: "Let's Go" }).click();
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByTestId('security-review-banner')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('accountId')).toBeNull();
});
