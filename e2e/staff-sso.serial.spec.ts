/**
 * Journey: an admin connects the organisation's identity provider in Settings → Single sign-on
 * (a real OpenID provider on loopback, with its own login and consent pages), maps a group to the
 * Auditor role and makes a SCIM token; then a colleague in that group signs in from the sign-in
 * page through the provider and lands in the private app as a new auditor, at 390 and 1440 px; a
 * person of no mapped group is sent back to the sign-in page, which says why. Afterwards single
 * sign-on is turned off and the staff members it made are removed.
 */
import { expect, test, type Page } from './support/test.ts';
import type { TStaffMember, TStaffSsoSettings } from '@trustfront/core';
import { startOidcProvider, type OidcProvider } from '../apps/server/test/helpers/oidc-provider.ts';
import { BASE_URL, E2E_PORT } from './support/server.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

const SSO_URL = '/api/app/settings/sso';
const MEMBERS_URL = '/api/app/settings/staff';
const PEOPLE = [
  { login: 'sso-phone', email: 'dana.phone@acme.example', name: 'Dana Phone', width: 390 },
  { login: 'sso-desk', email: 'dana.desk@acme.example', name: 'Dana Desk', width: 1440 },
];

let idp: OidcProvider | null = null;

test.beforeAll(async () => {
  idp = await startOidcProvider(`${BASE_URL}/api/auth/sso/callback`, E2E_PORT + 29);
  for (const person of PEOPLE)
    idp.accounts.set(person.login, {
      email: person.email,
      email_verified: true,
      name: person.name,
      groups: ['trust-auditors'],
    });
  idp.accounts.set('sso-nobody', {
    email: 'nobody@acme.example',
    email_verified: true,
    groups: [],
  });
});

test.afterAll(async ({ playwright }) => {
  await idp?.close();
  const staff = await staffRequest(playwright);
  const settings = (await (await staff.get(SSO_URL)).json()) as TStaffSsoSettings;
  if (settings.issuer) {
    const off = await staff.put(SSO_URL, {
      data: { ...settings, enabled: false, requireSso: false, clientSecret: '' },
    });
    expect(off.status(), await off.text()).toBe(200);
  }
  const { members } = (await (await staff.get(MEMBERS_URL)).json()) as { members: TStaffMember[] };
  for (const member of members.filter((m) => PEOPLE.some((p) => p.email === m.email))) {
    expect((await staff.delete(`${MEMBERS_URL}/${member.id}`)).status()).toBe(204);
  }
  await staff.dispose();
});

/** Through the provider's own pages: its login (any password) and its consent. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('an admin connects the identity provider', () => {
  test.use({ storageState: staffState('admin') });

  test('saves the provider, maps a group to a role and makes a SCIM token', async ({ page }) => {
    await page.goto('/app/settings/sso');
    await expect(page.getByRole('heading', { name: 'Single sign-on', level: 2 })).toBeVisible();
    await expect(page.getByText(`${BASE_URL}/api/auth/sso/callback`)).toBeVisible();
    await page.getByLabel('Staff may sign in with single sign-on').check();
    await page.getByLabel('Issuer').fill('http://idp.example.com');
    await page.getByLabel('Client ID').fill(idp?.clientId ?? '');
    await page.getByLabel('Client secret').fill(idp?.clientSecret ?? '');
    await page.getByRole('button', { name: 'Save' }).click();
    // Only https, or http on this machine.
    await expect(page.getByRole('alert')).toContainText('Enter the issuer as an https:// address');

    await page.getByLabel('Issuer').fill(idp?.issuer ?? '');
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByRole('textbox', { name: 'Group 1', exact: true }).fill('trust-auditors');
    await page.getByRole('combobox', { name: 'Role of group 1' }).click();
    await page.getByRole('option', { name: 'Auditor' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Single sign-on saved.')).toBeVisible();
    await expect(page.getByText('Saved. Leave empty to keep it.')).toBeVisible();

    await page.getByRole('button', { name: 'Create SCIM token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your SCIM token' });
    await expect(dialog.getByRole('textbox')).toHaveValue(/^scim_[\w-]{43}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(/Current token: scim_/)).toBeVisible();
  });
});

test.describe('a colleague signs in with single sign-on', () => {
  for (const person of PEOPLE) {
    test(`joins as an auditor from the sign-in page at ${person.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: person.width, height: 900 });
      await page.goto('/app/login?org=acme');
      await expect(page.getByLabel('Organisation')).toHaveValue('acme');
      await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
      await signInAtProvider(page, person.login);
      await expect(page).toHaveURL(`${BASE_URL}/app`);
      await expect(page.getByText(person.name).first()).toBeVisible();
      // An auditor: the settings are not theirs.
      await page.goto('/app/settings/sso');
      await expect(page.getByRole('heading', { name: 'Single sign-on', level: 2 })).toHaveCount(0);
    });
  }

  test('someone of no mapped group is sent back with the reason', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expect(page.getByText('Enter your organisation’s address (e.g. acme).')).toBeVisible();
    await page.getByLabel('Organisation').fill('acme');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await signInAtProvider(page, 'sso-nobody');
    await expect(page).toHaveURL(/\/app\/login\?ssoFailure=no_account/);
    await expect(page.getByRole('alert')).toHaveText(
      'Your e-mail address has no staff account here, and your groups give no role. Ask an administrator.',
    );
  });
});
