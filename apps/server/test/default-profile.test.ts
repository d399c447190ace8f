/**
 * Approving access grants access (docs/access.md, Permission profiles): a new organisation starts
 * with 'Approved customers', the default profile for approved accounts, holding every restricted
 * item that is not hidden as items change; Approve gives it unless staff choose another profile
 * or none (and the access period); auto-approval by domain gives it; the setup checklist's access
 * step is done only once approved members can open a restricted document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_PROFILE_NAME,
  type TAccountList,
  type TPermissionProfile,
  type TSetupChecklist,
  type TStaffAccessRequest,
} from '@trustfront/core';
import { organizations } from '../src/db/schema/index.ts';
import { createSession } from '../src/services/access/sessions.ts';
import { createOrganization } from '../src/services/organizations/create-organization.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
  one,
  sessionCookieOf,
  type CardRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
} from './factories.ts';
import {
  address,
  followSignInLink,
  linkIn,
  requestBody,
  waitForMail,
} from './helpers/member-access.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp.ts';

const kinds = await databaseKinds();
const DAY = 24 * 60 * 60 * 1000;

describe.each(kinds)('the default profile for approved accounts on %s', (kind) => {
  let t: TestApp;
  let receiver: SmtpReceiver;
  let org: OrgRow;
  let product: ProductRow;
  let card: CardRow;
  let restricted: ItemRow;
  let hidden: ItemRow;
  let owner: string;
  let client = 0;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    t = await createTestApp(kind, { smtpUrl: receiver.url });
    const { db } = t.database;
    const created = await createOrganization(
      { db, config: testConfig() },
      { name: 'Delta Health', slug: 'delta-health', adminEmail: 'owner@delta.example' },
    );
    org = one(
      await db
        .update(organizations)
        .set({ publishedAt: new Date() })
        .where(eq(organizations.id, created.orgId))
        .returning(),
    );
    owner = sessionCookieOf(
      (await createSession(db, { userId: created.admin.userId, signedInBy: 'password' })).token,
    );
    product = await buildProduct(db, org);
    card = await buildCard(db, product, { kind: 'Reports' });
    await buildItem(db, card, { access: 'public', title: 'Public policy' });
    restricted = await buildItem(db, card, { access: 'restricted', title: 'SOC 2 Type II' });
    hidden = await buildItem(db, card, { access: 'restricted_hidden', title: 'Pentest' });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: owner } });
  const profiles = async () =>
    (await api('GET', '/api/app/accounts/profiles')).json<{ profiles: TPermissionProfile[] }>()
      .profiles;
  const defaultProfile = async () => {
    const found = (await profiles()).find((p) => p.isDefault);
    if (!found) throw new Error('No default profile');
    return found;
  };
  const visitor = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/${org.slug}/request`,
      payload: requestBody(product.id, email),
      remoteAddress: `192.0.2.${++client % 250}`,
    });
  async function pendingOf(email: string): Promise<TStaffAccessRequest> {
    expect((await visitor(email)).json()).toEqual({ status: 'Pending' });
    const { requests } = (await api('GET', '/api/app/access-requests')).json<{
      requests: TStaffAccessRequest[];
    }>();
    const found = requests.find((r) => r.email === email);
    if (!found) throw new Error(`No pending request of ${email}`);
    return found;
  }
  const accountOf = async (domain: string) =>
    (await api('GET', '/api/app/accounts'))
      .json<TAccountList>()
      .accounts.find((a) => a.domain === domain);
  const download = (fileId: string, item: ItemRow, cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/${org.slug}/files/${fileId}?itemUid=${item.id}&productId=${product.id}&disposition=attachment`,
      headers: { cookie },
    });
  const checklistAccess = async () =>
    (await api('GET', '/api/app/setup-checklist'))
      .json<TSetupChecklist>()
      .steps.find((s) => s.id === 'access')?.done;

  it("starts every organisation with 'Approved customers': every restricted item not hidden", async () => {
    const [only, ...others] = await profiles();
    expect(others).toEqual([]);
    expect(only).toMatchObject({
      name: DEFAULT_PROFILE_NAME,
      isDefault: true,
      allRestricted: true,
      itemIds: [restricted.id],
    });
  });

  it('marks the access step done only once approved members can open a restricted document', async () => {
    expect(await checklistAccess()).toBe(false);
    // A document on a hidden item the default profile does not hold is not enough.
    await buildFile(t.database.db, t.storage, org, { item: hidden, originalName: 'pentest.pdf' });
    expect(await checklistAccess()).toBe(false);
    await buildFile(t.database.db, t.storage, org, { item: restricted, originalName: 'soc2.pdf' });
    expect(await checklistAccess()).toBe(true);
  });

  it('approves in one click with the default: the member downloads restricted documents, later ones too', async () => {
    const email = address('one-click.example');
    const request = await pendingOf(email);
    expect(
      (await api('POST', `/api/app/access-requests/${request.id}/approve`, {})).json(),
    ).toEqual({ ok: true });
    expect((await accountOf('one-click.example'))?.permissionProfileId).toBe(
      (await defaultProfile()).id,
    );
    const { cookie } = await followSignInLink(
      t.app,
      linkIn(await waitForMail(receiver, email), 'magic-link'),
    );
    if (!cookie) throw new Error('The sign-in link gave no session');
    const report = await buildFile(t.database.db, t.storage, org, {
      item: restricted,
      originalName: 'soc2-2026.pdf',
    });
    expect((await download(report.id, restricted, cookie)).statusCode).toBe(200);
    const secret = await buildFile(t.database.db, t.storage, org, {
      item: hidden,
      originalName: 'pentest-2026.pdf',
    });
    expect((await download(secret.id, hidden, cookie)).statusCode).toBe(404);
    // Restricted after the approval: held at once, the rule being asked each time.
    const later = await buildItem(t.database.db, card, { access: 'restricted', title: 'ISO' });
    const iso = await buildFile(t.database.db, t.storage, org, {
      item: later,
      originalName: 'iso.pdf',
    });
    expect((await download(iso.id, later, cookie)).statusCode).toBe(200);
  });

  it('approves with a chosen profile, none, or an access period; refuses a profile of another organisation', async () => {
    const other = await buildOrg(t.database.db);
    const foreign = await buildProfile(t.database.db, other, []);
    const refused = await pendingOf(address('foreign.example'));
    const answer = await api('POST', `/api/app/access-requests/${refused.id}/approve`, {
      permissionProfileId: foreign.id,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'permission_profile_not_found' } });
    expect(await accountOf('foreign.example')).toBeUndefined();

    const none = await pendingOf(address('none.example'));
    await api('POST', `/api/app/access-requests/${none.id}/approve`, {
      permissionProfileId: null,
      accessDurationDays: 30,
    });
    const account = await accountOf('none.example');
    expect(account?.permissionProfileId).toBeNull();
    const days = (Date.parse(account?.accessExpiresAt ?? '') - Date.now()) / DAY;
    expect(Math.round(days)).toBe(30);

    const ours = await buildProfile(t.database.db, org, [hidden], 'Pentest readers');
    const chosen = await pendingOf(address('chosen.example'));
    await api('POST', `/api/app/access-requests/${chosen.id}/approve`, {
      permissionProfileId: ours.id,
      accessDurationDays: null,
    });
    expect(await accountOf('chosen.example')).toMatchObject({
      permissionProfileId: ours.id,
      accessExpiresAt: null,
    });
  });

  it('gives the default to a domain approved automatically without a profile of its own', async () => {
    await api('POST', '/api/app/access-requests/domain-rules', {
      domain: 'partner-default.example',
      kind: 'auto_approve',
    });
    expect((await visitor(address('partner-default.example'))).json()).toEqual({
      status: 'Approved',
    });
    expect((await accountOf('partner-default.example'))?.permissionProfileId).toBe(
      (await defaultProfile()).id,
    );
  });

  it('moves the default to another profile, one at a time, and the rule can be turned off', async () => {
    const first = await defaultProfile();
    const next = await buildProfile(t.database.db, org, [restricted], 'Customers');
    await api('PATCH', `/api/app/accounts/profiles/${next.id}`, { isDefault: true });
    expect((await profiles()).filter((p) => p.isDefault).map((p) => p.id)).toEqual([next.id]);
    await api('PATCH', `/api/app/accounts/profiles/${first.id}`, {
      allRestricted: false,
      itemIds: [hidden.id],
    });
    expect((await profiles()).find((p) => p.id === first.id)).toMatchObject({
      allRestricted: false,
      isDefault: false,
      itemIds: [hidden.id],
    });
    await api('PATCH', `/api/app/accounts/profiles/${next.id}`, { isDefault: false });
    expect((await profiles()).some((p) => p.isDefault)).toBe(false);
    // Without a default, approved members open nothing restricted: the step is not done.
    expect(await checklistAccess()).toBe(false);
  });
});
