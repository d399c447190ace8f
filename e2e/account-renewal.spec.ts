/**
 * Journey: staff restore an expired account's access from the Accounts page, then extend it
 * (docs/access.md, Accounts); the member, refused as expired before, signs in again. The account is
 * this test's own, approved by the demo's auto-approved domain.
 */
import { expect, test } from './support/test.ts';
import { accessExtendedUntil, formatDate, type TAccountList } from '@trustfront/core';
import { accessModal, openAccessModal, submitRequest, uniqueDomain } from './support/access.ts';
import { uniqueAddress } from './support/mailbox.ts';
import { AUTO_DOMAIN } from './support/member.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.slow();

test('an expired account is restored, then extended, from its row', async ({
  page,
  browser,
  playwright,
}) => {
  const email = uniqueAddress('ana', uniqueDomain(AUTO_DOMAIN));
  const company = `Renewals ${Date.now().toString(36)}`;
  await openAccessModal(page, 'request');
  await submitRequest(page, { email, company });
  await expect(accessModal(page).getByTestId('access-check')).toBeVisible();

  const api = await staffRequest(playwright);
  const accountOf = async () => {
    const list = (await (await api.get('/api/app/accounts')).json()) as TAccountList;
    const account = list.accounts.find((a) => a.members.some((m) => m.email === email));
    if (!account) throw new Error(`No account of ${email}`);
    return { list, account };
  };
  try {
    const { account } = await accountOf();
    const expired = await api.patch(`/api/app/accounts/${account.id}`, {
      data: { accessExpiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(expired.ok()).toBe(true);
    const login = await openAccessModal(page, 'login');
    await login.getByLabel('Email').fill(email);
    await login.getByRole('button', { name: 'Continue' }).click();
    await expect(login.getByTestId('access-expired')).toBeVisible();

    const staffContext = await browser.newContext({ storageState: staffState('admin') });
    try {
      const staff = await staffContext.newPage();
      await staff.goto('/app/accounts');
      const row = staff.getByTestId('account-row').filter({ hasText: email });
      await expect(row).toContainText('Expired');
      await expect(row.getByRole('button', { name: 'Extend access' })).toHaveCount(0);
      await row.getByRole('button', { name: 'Restore access' }).click();
      const { list, account: shown } = await accountOf();
      const name = shown.companyName;
      const restoredUntil = accessExtendedUntil(null, new Date(), list.accessDurationDays);
      const dialog = staff.getByRole('dialog', { name: `Restore access of ${name}` });
      await expect(dialog).toContainText(
        restoredUntil ? `until ${formatDate(restoredUntil.toISOString())}` : 'until revoked',
      );
      await dialog.getByRole('button', { name: 'Restore access' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Approved');
      const restored = (await accountOf()).account;
      expect(restored.hasAccess).toBe(true);

      // Current access with an end is extended from that end.
      await row.getByRole('button', { name: 'Extend access' }).click();
      const extend = staff.getByRole('dialog', { name: `Extend access of ${name}` });
      await extend.getByRole('button', { name: 'Extend access' }).click();
      await expect(extend).toBeHidden();
      await expect
        .poll(async () => Date.parse((await accountOf()).account.accessExpiresAt ?? '0'))
        .toBeGreaterThan(Date.parse(restored.accessExpiresAt ?? '0'));
    } finally {
      await staffContext.close();
    }

    // The member is no longer refused as expired: a sign-in link is on its way.
    await page.reload();
    const again = await openAccessModal(page, 'login');
    await again.getByLabel('Email').fill(email);
    await again.getByRole('button', { name: 'Continue' }).click();
    await expect(again.getByTestId('access-check')).toContainText(email);
  } finally {
    await api.dispose();
  }
});
