/**
 * Bring your own identity (docs/access.md, Bring your own identity): staff register a company's
 * public key in the private app (a bad key is refused at save); a JWT signed with it signs the
 * company's user in as a member of the company's account once the visitor confirms whom it
 * signs in, and one signed with another key is refused.
 */
import { expect, test, type Browser } from './support/test.ts';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { signInNewMember } from './support/member.ts';
import { fetchView, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';

test.slow();

const unique = () => Math.random().toString(36).slice(2, 8);

const tokenOf = (key: CryptoKey, issuer: string, audience: string, email: string) =>
  new SignJWT({ email, given_name: 'Hank', family_name: 'Scorpio' })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setJti(`e2e-${unique()}`)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);

async function newPage(browser: Browser, storageState?: string) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  return { context, page: await context.newPage() };
}

test('a JWT signed with the registered key signs the member in; another key is refused', async ({
  browser,
  page,
}) => {
  // The company's account, of this test's own.
  const company = `Byo${unique()}`;
  const member = await signInNewMember(page, company);
  const orgId = (await fetchView(page.request)).org.id;
  const keys = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const issuer = `https://idp-${unique()}.example`;

  const staff = await newPage(browser, staffState('admin'));
  const settings = staff.page;
  await settings.goto('/app/settings/identity');
  await expect(settings.getByRole('heading', { name: 'Identity providers' })).toBeVisible();
  const audience = (await settings.getByTestId('byoid-audience').textContent()) ?? '';
  expect(audience).toContain('/trust/acme');
  await settings.getByRole('combobox', { name: 'Account its users join' }).fill(company);
  await settings.getByRole('option', { name: `${company} Co` }).click();
  await settings.getByRole('textbox', { name: 'Issuer (iss)' }).fill(issuer);
  await settings.getByText('Public key', { exact: true }).click();
  const pem = settings.getByRole('textbox', { name: 'Public key (PEM)' });
  // A key that cannot be read is refused when saved, with the reason.
  await pem.fill('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----');
  await settings.getByRole('button', { name: 'Add provider' }).click();
  await expect(settings.getByRole('alert')).toContainText(
    'This public key could not be read (PEM, SPKI)',
  );
  await expect(settings.getByRole('cell', { name: issuer })).toHaveCount(0);
  await pem.fill(await exportSPKI(keys.publicKey));
  await settings.getByRole('button', { name: 'Add provider' }).click();
  const row = settings.getByRole('row').filter({ hasText: issuer });
  await expect(row).toContainText(`${company} Co`);

  // The company's user arrives on the portal with a token signed with the registered key.
  const email = `hank-${unique()}@${member.email.split('@')[1]}`;
  const visitor = await newPage(browser);
  await visitor.page.goto(
    `${PORTAL_PATH}?byoidJwt=${await tokenOf(keys.privateKey, issuer, audience, email)}`,
  );
  // The page names whom the link signs in; nothing happens until the visitor continues.
  const confirm = visitor.page.getByTestId('byoid-welcome');
  await expect(
    confirm.getByRole('heading', { name: 'Sign in to this Trust Center' }),
  ).toBeVisible();
  await expect(confirm).toContainText(`You are signing in as ${email} for ${company} Co`);
  expect(
    (await (await visitor.page.request.get('/api/portal/acme/member')).json()).member,
  ).toBeNull();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.page).toHaveURL(new RegExp(`accountId=${member.accountId}`));
  await expect(visitor.page.getByRole('button', { name: 'Hank' })).toBeVisible();
  // A first sign-in opens the welcome modal.
  await expect(visitor.page.getByTestId('welcome-modal')).toBeVisible();
  const me = await visitor.page.request.get('/api/portal/acme/member');
  expect((await me.json()).member).toMatchObject({ email, accountId: member.accountId });

  // A token signed with another key is refused with a clear page, and signs nobody in.
  const stranger = await generateKeyPair('RS256', { modulusLength: 2048 });
  const refused = await newPage(browser);
  const forged = await tokenOf(stranger.privateKey, issuer, audience, email);
  await refused.page.goto(`/byoid/${orgId}/welcome?byoidJwt=${forged}`);
  const refusal = refused.page.getByTestId('byoid-welcome');
  await expect(refusal.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
  await expect(refusal.getByRole('alert')).toHaveText(
    'Your sign-in link was not signed by a key this Trust Center trusts.',
  );
  const nobody = await refused.page.request.get('/api/portal/acme/member');
  expect((await nobody.json()).member).toBeNull();

  // Staff remove the provider again.
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(settings.getByRole('cell', { name: issuer })).toHaveCount(0);
  await Promise.all([staff.context.close(), visitor.context.close(), refused.context.close()]);
});
