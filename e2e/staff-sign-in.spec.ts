/** Journey: a staff member signs in to the private app at /app and signs out again. */
import { expect, test } from './support/test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, signInForm } from './support/staff.ts';

test('/app shows the sign-in form to a signed-out visitor', async ({ page }) => {
  await page.goto('/app');
  const form = signInForm(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(form.email).toBeVisible();
  await expect(form.password).toBeVisible();
  await expect(form.submit).toBeEnabled();
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
