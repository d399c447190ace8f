/**
 * Helpers of the access-request and member tests: an organisation with a restricted document,
 * a mail receiver, the request body, and following the links the mails carry.
 */
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../src/lib/session.ts';
import type { SmtpReceiver } from './smtp.ts';
import {
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildProfile,
  type FileRow,
  type ItemRow,
  type OrgRow,
  type ProductRow,
  type ProfileRow,
} from '../factories.ts';
import type { Db } from '../../src/db/client.ts';
import type { Storage } from '../../src/storage/index.ts';

export interface PortalWorld {
  org: OrgRow;
  product: ProductRow;
  item: ItemRow;
  file: FileRow;
  profile: ProfileRow;
}

/** An organisation whose product holds one restricted document, and a profile granting it. */
export async function buildPortalWorld(db: Db, storage: Storage): Promise<PortalWorld> {
  const org = await buildOrg(db);
  const product = await buildProduct(db, org);
  const card = await buildCard(db, product, { kind: 'Reports' });
  const item = await buildItem(db, card, { access: 'restricted', title: 'SOC 2 Type II' });
  const file = await buildFile(db, storage, org, { item, originalName: 'soc2.pdf' });
  const profile = await buildProfile(db, org, [item]);
  return { org, product, item, file, profile };
}

let counter = 0;
/** A unique address at `domain`. */
export const address = (domain: string, name = 'ana') => `${name}-${++counter}@${domain}`;

export const requestBody = (productId: string, email: string, extra: object = {}) => ({
  email,
  firstName: 'Ana',
  lastName: 'Lee',
  companyName: 'Globex',
  agree: true,
  productId,
  ...extra,
});

/** Waits for the `n`-th mail to `to` (1-based) at the receiver. */
export async function waitForMail(receiver: SmtpReceiver, to: string, n = 1): Promise<ParsedMail> {
  const mine = () => receiver.mails.filter((m) => m.to && JSON.stringify(m.to).includes(to));
  await expect
    .poll(() => mine().length, { timeout: 15_000, interval: 50 })
    .toBeGreaterThanOrEqual(n);
  const mail = mine()[n - 1];
  if (!mail) throw new Error(`No mail ${n} to ${to}`);
  return mail;
}

/** The first link of a mail's text that contains `fragment`. */
export function linkIn(mail: ParsedMail, fragment: string): string {
  const link = (mail.text ?? '')
    .match(/https?:\/\/[^\s<>"\])]+/g)
    ?.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in: ${mail.text}`);
  return link;
}

/** The path and query of an absolute link, for `inject`. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

/**
 * Follows a sign-in link as a browser and the portal do: the mailed GET only opens the portal's
 * page (it sets no cookie and spends nothing), whose 'Continue' posts the token back. Answers
 * where the portal then is (the member's page, or the login tab saying why the link failed) and
 * the session cookie.
 */
export async function followSignInLink(app: FastifyInstance, link: string) {
  const landing = await app.inject({ method: 'GET', url: pathOf(link) });
  expect(landing.statusCode).toBe(302);
  expect(landing.cookies.filter((c) => c.name === SESSION_COOKIE && c.value !== '')).toEqual([]);
  const page = new URL(String(landing.headers.location));
  const token = page.searchParams.get('signInToken');
  if (!token) return { status: landing.statusCode, location: page, cookie: null };
  const res = await app.inject({
    method: 'POST',
    url: new URL(link).pathname,
    payload: { token },
  });
  const location = new URL(page);
  location.searchParams.delete('signInToken');
  if (res.statusCode !== 200) {
    const code = (res.json() as { error: { code: string } }).error.code;
    location.searchParams.set('loginRequest', 'true');
    location.searchParams.set('signInLink', code === 'token_expired' ? 'expired' : 'invalid');
    return { status: landing.statusCode, location, cookie: null };
  }
  const answer = res.json() as { accountId: string; welcome: boolean };
  location.searchParams.set('accountId', answer.accountId);
  if (answer.welcome) location.searchParams.set('welcome', 'true');
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
  return {
    status: landing.statusCode,
    location,
    cookie: cookie ? `${SESSION_COOKIE}=${cookie.value}` : null,
  };
}
