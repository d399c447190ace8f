/**
 * TPRM tokens (docs/access.md, Member features; docs/search.md, Limits): a member chooses a partner
 * tool (Next disabled until then), sees the token once, copies it ('Copied' for 5 s); the partner
 * tool reads with it once and is refused the second time; the dialog opened again shows no token.
 */
import { expect, test } from './support/test.ts';
import { memberPath, signInNewMember } from './support/member.ts';

test.slow();

test('a member hands a partner tool a token it can read once', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await signInNewMember(page, 'Tara');
  await page.goto(memberPath(member));
  await page.getByTestId('member-bar').getByRole('button', { name: 'Send data to TPRM' }).click();
  const dialog = page.getByTestId('tprm-dialog');
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: /Whistic/ }).check();
  await expect(next).toBeEnabled();
  await next.click();

  const tokenBox = page.getByTestId('tprm-token');
  await expect(tokenBox).toBeVisible();
  const token = (await tokenBox.textContent())?.trim() ?? '';
  expect(token.split('.')).toHaveLength(3);

  await page.clock.install();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await page.clock.fastForward(4_500);
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  await page.clock.fastForward(600);
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // Opened again, the dialog asks for an integration: the token is not shown a second time.
  await page.getByTestId('member-bar').getByRole('button', { name: 'Send data to TPRM' }).click();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByTestId('tprm-token')).toHaveCount(0);

  // The partner tool reads once with the token; the second read is refused.
  const partner = page.context().request;
  const headers = { authorization: `Bearer ${token}` };
  const first = await partner.get('/api/statuspage/tprm/export', { headers });
  expect(first.status()).toBe(200);
  expect(((await first.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  const second = await partner.get('/api/statuspage/tprm/export', { headers });
  expect(second.status()).toBe(410);
  expect(await second.json()).toEqual({
    error: { code: 'token_spent', message: 'This token has already been used' },
  });
});
