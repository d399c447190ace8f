/**
 * Journey: a staff member signs in to the private app at /app and signs out again; an e-mail
 * staff of several organisations chooses which.
 */
import { AUTH_MESSAGES } from '@trustfront/core';
import { expect, test } from './support/test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, signInForm } from './support/staff.ts';

test('/app shows the sign-in form to a signed-out visitor', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/app');
  const form = signInForm(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(form.email).toBeVisible();
  await expect(form.password).toBeVisible();
  await expect(form.submit).toBeEnabled();
  // Signed out is an answer, not a refusal: the page logs nothing to the console.
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a wrong password is refused with one message', async ({ page }) => {
  await page.goto('/app');
  const form = signInForm(page);
  await form.email.fill(ADMIN_EMAIL);
  await form.password.fill('not-the-password');
  await form.submit.click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('an empty e-mail is refused before any call', async ({ page }) => {
  await page.goto('/app');
  const form = signInForm(page);
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) loginCalls += 1;
  });
  await form.password.fill(ADMIN_PASSWORD);
  await form.submit.click();
  await expect(page.getByText('You must provide an email.')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('the right password signs in, and sign out returns to the form', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText(ADMIN_EMAIL, { exact: true }).first()).toBeVisible();

  // The session is a cookie: a reload keeps the staff member signed in.
  await page.reload();
  await expect(page.getByText(ADMIN_EMAIL, { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInForm(page).submit).toBeVisible();
  await expect(page.getByText(ADMIN_EMAIL)).toHaveCount(0);

  await page.reload();
  await expect(signInForm(page).submit).toBeVisible();
});

test('an e-mail staff of several organisations chooses which to sign in to', async ({ page }) => {
  // The server asks which organisation when the password opens several accounts of the e-mail
  // (docs/staff.md, One e-mail, several organisations); the demo has one, so the first answer
  // is the one the server gives in that case, and the choice then goes to the real server.
  const sent: unknown[] = [];
  await page.route('**/api/auth/login', async (route) => {
    sent.push(route.request().postDataJSON());
    if (sent.length > 1) return route.continue();
    return route.fulfill({
      status: 409,
      json: {
        error: {
          code: 'choose_organization',
          message: AUTH_MESSAGES.chooseOrganization,
          details: {
            organizations: [
              { slug: 'acme', name: 'Acme Corp' },
              { slug: 'beta-labs', name: 'Beta Labs' },
            ],
          },
        },
      },
    });
  });
  await page.goto('/app');
  const form = signInForm(page);
  await form.email.fill(ADMIN_EMAIL);
  await form.password.fill(ADMIN_PASSWORD);
  await form.submit.click();
  const choice = page.getByRole('group', { name: 'Organisation' });
  await expect(choice.getByText(AUTH_MESSAGES.chooseOrganization)).toBeVisible();
  await expect(choice.getByRole('button')).toHaveText(['Acme Corp', 'Beta Labs']);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await choice.getByRole('button', { name: 'Acme Corp' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(sent[1]).toEqual({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, org: 'acme' });
});
