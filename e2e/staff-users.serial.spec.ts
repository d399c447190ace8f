/**
 * Journey: an admin adds a staff member with a role in the settings; the member gets a mail,
 * sets a password from its link, signs in and sees only the sections of their role. The admin
 * gives them another role and, after a reload, the member sees its sections instead; a role
 * somebody holds is not deleted; the admin removes the member, whose session ends at once, and
 * is refused removing themself or giving themself a role without the settings. The journey's
 * member and roles are deleted again in afterAll.
 */
import { expect, test, type Page } from './support/test.ts';
import { STAFF_MESSAGES } from '@trustfront/core';
import { linksIn, uniqueAddress, waitForMail } from './support/mailbox.ts';
import { staffRequest } from './support/staff-api.ts';
import { ADMIN_EMAIL, signIn, signInForm, staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

const MEMBER = 'Jamie Journey';
const EMAIL = uniqueAddress('jamie', 'acme.example');
const PASSWORD = 'journey password 42';
const KB_ROLE = 'Journey knowledge base';
const ANALYTICS_ROLE = 'Journey analytics';

async function createRole(page: Page, name: string, scopeLabel: string) {
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Role name').fill(name);
  await dialog.getByRole('checkbox', { name: scopeLabel, exact: true }).check();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('role-row').filter({ hasText: name })).toContainText(scopeLabel);
}

/** The private app's menu entries the signed-in member sees. */
const nav = (page: Page) => page.getByRole('navigation');

test.afterAll(async ({ playwright }) => {
  const api = await staffRequest(playwright);
  const { members } = (await (await api.get('/api/app/settings/staff')).json()) as {
    members: { id: string; email: string }[];
  };
  for (const m of members.filter((m) => m.email === EMAIL)) {
    await api.delete(`/api/app/settings/staff/${m.id}`);
  }
  const { roles } = (await (await api.get('/api/app/settings/roles')).json()) as {
    roles: { id: string; name: string }[];
  };
  for (const r of roles.filter((r) => r.name === KB_ROLE || r.name === ANALYTICS_ROLE)) {
    await api.delete(`/api/app/settings/roles/${r.id}`);
  }
  await api.dispose();
});

test('an added member sets a password, signs in and sees only their role’s sections', async ({
  page,
  browser,
}) => {
  await page.goto('/app/settings/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(page.getByTestId('role-row').filter({ hasText: 'Owner' })).toContainText(
    'Settings, staff, roles and outbox',
  );
  // A role needs a name.
  await page.getByRole('button', { name: 'New role' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(STAFF_MESSAGES.roleNameRequired)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await createRole(page, KB_ROLE, 'Knowledge base');
  await createRole(page, ANALYTICS_ROLE, 'Analytics');
  await page.reload();
  await expect(page.getByTestId('role-row').filter({ hasText: KB_ROLE })).toBeVisible();

  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const add = page.getByRole('dialog', { name: 'Add staff member' });
  await add.getByRole('button', { name: 'Add and send link' }).click();
  await expect(add.getByText(STAFF_MESSAGES.nameRequired)).toBeVisible();
  await expect(add.getByText('You must provide an email.')).toBeVisible();
  await expect(add.getByText(STAFF_MESSAGES.roleRequired)).toBeVisible();
  await add.getByLabel('Name').fill(MEMBER);
  await add.getByLabel('Email').fill(ADMIN_EMAIL);
  await add.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: KB_ROLE }).click();
  await add.getByRole('button', { name: 'Add and send link' }).click();
  await expect(add.getByRole('alert')).toHaveText(STAFF_MESSAGES.emailTaken);
  await add.getByLabel('Email').fill(EMAIL);
  await add.getByRole('button', { name: 'Add and send link' }).click();
  await expect(add).toHaveCount(0);
  const row = page.getByTestId('staff-row').filter({ hasText: EMAIL });
  await expect(row).toContainText('Invited');

  // The member follows the mailed link, in a browser of their own.
  const mail = await waitForMail(EMAIL, 'added to');
  const link = linksIn(mail).find((l) => l.includes('/app/set-password?token='));
  if (!link) throw new Error('No set-password link in the mail');
  const memberContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const member = await memberContext.newPage();
  await member.goto(link);
  await member.getByLabel('New password').fill('too short');
  await member.getByLabel('Repeat the password').fill('too short');
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByText('Use at least 12 characters', { exact: true })).toBeVisible();
  await member.getByLabel('New password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByText(STAFF_MESSAGES.passwordsDiffer)).toBeVisible();
  await member.getByLabel('Repeat the password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByText(STAFF_MESSAGES.passwordSet)).toBeVisible();

  await signIn(member, EMAIL, PASSWORD);
  await expect(
    nav(member).getByRole('link', { name: 'Knowledge base', exact: true }),
  ).toBeVisible();
  await expect(nav(member).getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  await expect(nav(member).getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await member.goto('/app/settings/staff');
  await expect(member.getByRole('heading', { name: 'No access' })).toBeVisible();
  expect((await member.request.get('/api/app/settings/staff')).status()).toBe(403);

  // The admin gives the member another role: after a reload they see its sections instead.
  await page.reload();
  await expect(row).not.toContainText('Invited');
  await row.getByLabel(`Role of ${MEMBER}`).click();
  await page.getByRole('option', { name: ANALYTICS_ROLE }).click();
  await expect(row.getByLabel(`Role of ${MEMBER}`)).toHaveValue(ANALYTICS_ROLE);
  await member.goto('/app');
  await expect(nav(member).getByRole('link', { name: 'Analytics' })).toBeVisible();
  await expect(nav(member).getByRole('link', { name: 'Knowledge base', exact: true })).toHaveCount(
    0,
  );

  // A role somebody holds is not deleted.
  await page.getByRole('link', { name: 'Roles', exact: true }).click();
  await page
    .getByTestId('role-row')
    .filter({ hasText: ANALYTICS_ROLE })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(STAFF_MESSAGES.roleInUse(1));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Removed, the member is signed out at once.
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await row.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: `Remove ${MEMBER}?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('staff-row').filter({ hasText: EMAIL })).toHaveCount(0);
  await member.reload();
  await expect(signInForm(member).submit).toBeVisible();
  await memberContext.close();

  // Roles nobody holds any more are deleted.
  await page.getByRole('link', { name: 'Roles', exact: true }).click();
  for (const name of [KB_ROLE, ANALYTICS_ROLE]) {
    await page
      .getByTestId('role-row')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('role-row').filter({ hasText: name })).toHaveCount(0);
  }
});

test('the admin is refused removing themself or dropping their own settings', async ({ page }) => {
  await page.goto('/app/settings/staff');
  const own = page.getByTestId('staff-row').filter({ hasText: ADMIN_EMAIL });
  await expect(own).toContainText('(you)');
  const ownRole = own.getByLabel(/^Role of /);
  await expect(ownRole).toHaveValue('Owner');
  await ownRole.click();
  await page.getByRole('option', { name: 'Auditor' }).click();
  await expect(page.getByRole('alert')).toHaveText(STAFF_MESSAGES.dropOwnSettings);
  await expect(ownRole).toHaveValue('Owner');

  await own.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(STAFF_MESSAGES.removeSelf);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(own).toBeVisible();
});
