/**
 * Sign-in links of account members: a signed, single-use, expiring `magic_link` token whose
 * subject is the member, mailed to them; and the portal address they land on.
 */
import { createElement } from 'react';
import { ACCESS_MESSAGES as M } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { mailSenderOf, type MailSender } from '../../mail/org-identity.ts';
import { queueMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/render.ts';
import { ActionMail } from '../../mail/templates/ActionMail.tsx';
import { signToken } from '../../lib/tokens.ts';

/** A sign-in link works once, for this long. */
export const MAGIC_LINK_TTL_S = 30 * 60;

export type MailDeps = Pick<AppDeps, 'db' | 'config'>;

/** Why a member is sent a link: it sets the mail's wording. */
export type SignInReason = 'approved' | 'login' | 'expired';

const WORDING: Record<
  SignInReason,
  (s: MailSender) => { subject: string; heading: string; paragraphs: string[]; label: string }
> = {
  approved: (s) => ({
    subject: M.approvedSubject(s.name, s.portalTitle),
    heading: M.magicLinkHeading(s.name),
    paragraphs: [`Your request for access to ${s.name}'s ${s.portalTitle} has been approved.`],
    label: `Open ${s.name}'s ${s.portalTitle}`,
  }),
  login: (s) => ({
    subject: M.magicLinkSubject(s.name, s.portalTitle),
    heading: M.magicLinkHeading(s.name),
    paragraphs: [`Follow the link below to sign in to ${s.name}'s ${s.portalTitle}.`],
    label: 'Sign in',
  }),
  expired: (s) => ({
    subject: M.expiredSubject(s.name, s.portalTitle),
    heading: M.magicLinkHeading(s.name),
    paragraphs: [
      `Your access to ${s.name}'s ${s.portalTitle} has expired.`,
      'Follow the link below to sign in and ask for more time.',
    ],
    label: 'Sign in',
  }),
};

/** The API origin a portal's links use: the portal's own host, so the cookie lands there. */
export const portalOrigin = (sender: MailSender) => new URL(sender.portalUrl).origin;

/** Mints a sign-in link for the member and writes its mail to the outbox. */
export async function mailSignInLink(
  deps: MailDeps,
  input: { orgId: string; memberId: string; email: string; reason: SignInReason },
): Promise<void> {
  const sender = await mailSenderOf(deps.db, deps.config.publicUrl, input.orgId);
  const token = await signToken(deps.config.secret, {
    purpose: 'magic_link',
    subject: input.memberId,
    orgId: input.orgId,
    ttl: MAGIC_LINK_TTL_S,
  });
  const url = `${portalOrigin(sender)}/api/portal/${encodeURIComponent(sender.slug)}/auth/magic-link?token=${encodeURIComponent(token)}`;
  const wording = WORDING[input.reason](sender);
  const body = await renderMail(
    createElement(ActionMail, {
      org: sender,
      heading: wording.heading,
      paragraphs: wording.paragraphs,
      action: { label: wording.label, url },
      note: 'This link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail.',
    }),
  );
  await queueMail(deps, {
    orgId: input.orgId,
    kind: 'magic_link',
    to: input.email,
    subject: wording.subject,
    ...body,
  });
}

/** The organisation's portal address with query parameters (where a sign-in link lands). */
export async function portalAddress(
  deps: MailDeps,
  orgId: string,
  params: Record<string, string>,
): Promise<string> {
  const sender = await mailSenderOf(deps.db, deps.config.publicUrl, orgId);
  const url = new URL(sender.portalUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
