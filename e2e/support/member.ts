/**
 * A member of a company account of the test's own: a request from a sub-domain of the demo's
 * auto-approved domain, signed in from the mail, welcome modal closed.
 */
import { expect, type Page } from '@playwright/test';
import { signInFromMail, submitRequest, uniqueDomain } from './access.ts';
import { uniqueAddress } from './mailbox.ts';
import { PORTAL_PATH } from './portal.ts';

/** The demo's auto-approved domain (apps/server/src/db/seed/content/access-requests.ts). */
export const AUTO_DOMAIN = 'initech.example';

export interface SignedInMember {
  email: string;
  accountId: string;
}

/** Signs a new member of a new account in; the page ends on the portal in account mode. */
export async function signInNewMember(page: Page, firstName = 'Ana'): Promise<SignedInMember> {
  const email = uniqueAddress(firstName.toLowerCase(), uniqueDomain(AUTO_DOMAIN));
  await page.goto(PORTAL_PATH);
  await page
    .getByTestId('security-review-banner')
    .getByRole('link', { name: 'Request access' })
    .click();
  await submitRequest(page, { email, firstName, company: `${firstName} Co` });
  await expect(page.getByTestId('access-check')).toContainText(email);
  await signInFromMail(page, email, /is approved/);
  const welcome = page.getByTestId('welcome-modal');
  await welcome.getByRole('button', { name: "Let's Go" }).click();
  await expect(welcome).toBeHidden();
  const accountId = new URL(page.url()).searchParams.get('accountId');
  if (!accountId) throw new Error('Signed in without an accountId');
  return { email, accountId };
}

/** The portal path in the member's account mode, with further query parameters. */
export const memberPath = (member: SignedInMember, query: Record<string, string> = {}) =>
  `${PORTAL_PATH}?${new URLSearchParams({ accountId: member.accountId, ...query })}`;

/** Opens "Submit a questionnaire" from the member bar, past the dialog saying it takes time. */
export async function openQuestionnaireForm(page: Page) {
  await page
    .getByTestId('member-bar')
    .getByRole('button', { name: 'Submit a questionnaire' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Questionnaires can take some time' });
  await expect(dialog.getByRole('button', { name: 'View Documents' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return page.getByRole('dialog', { name: 'Submit a questionnaire' });
}
