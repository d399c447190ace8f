/**
 * What the journeys' mail server received (support/mail-catcher.ts): wait for a mail to an
 * address and follow its links, as the recipient would.
 */
import { expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher.ts';
import { MAIL_HTTP_URL } from './server.ts';

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${MAIL_HTTP_URL}/mails?to=${encodeURIComponent(address)}`);
  return (await res.json()) as CaughtMail[];
}

/** Waits for the `n`-th mail (1-based) to `address` whose subject matches, and answers it. */
export async function waitForMail(
  address: string,
  subject: RegExp | string = /.*/,
  n = 1,
): Promise<CaughtMail> {
  const matches = async () =>
    (await mailsTo(address)).filter((m) =>
      typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject),
    );
  await expect
    .poll(async () => (await matches()).length, {
      message: `mail ${n} to ${address} matching ${String(subject)}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(n);
  const mail = (await matches())[n - 1];
  if (!mail) throw new Error(`No mail ${n} to ${address}`);
  return mail;
}

/** The links of a mail's plain-text body, in order. */
export function linksIn(mail: CaughtMail): string[] {
  return [...new Set(mail.text.match(/https?:\/\/[^\s<>"\])]+/g) ?? [])];
}

/** A unique address for one test, so that parallel journeys never read each other's mail. */
export function uniqueAddress(prefix: string, domain = 'globex.example'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
}
