/**
 * POST /api/statuspage/share/{accountId}/external/invite-colleague: a member with access mails
 * colleagues a link to the portal's request form carrying an invitation (`inviteToken`).
 */
import { createElement } from 'react';
import { ACCESS_MESSAGES as M, hasCurrentAccess } from '@trustfront/core';
import { forbidden, notFound } from '../../lib/errors.ts';
import { signToken } from '../../lib/tokens.ts';
import { mailSenderOf } from '../../mail/org-identity.ts';
import { queueMails, type MailInput } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/render.ts';
import { ActionMail } from '../../mail/templates/ActionMail.tsx';
import { limitByEmail } from './attempts.ts';
import { INVITE_TTL_S } from './invitations.ts';
import type { MailDeps } from './links.ts';
import type { MemberCaller } from './member-caller.ts';

export async function inviteColleagues(
  deps: MailDeps,
  member: MemberCaller,
  accountId: string,
  invite: { emails: readonly string[]; message?: string | undefined },
  now = new Date(),
): Promise<{ ok: true }> {
  if (member.account.id !== accountId) throw notFound('Account not found', 'account_not_found');
  if (!hasCurrentAccess(member.account, now)) throw forbidden();
  await limitByEmail(deps.db, 'invite', member.email);
  const sender = await mailSenderOf(deps.db, deps.config.publicUrl, member.org.id);
  const inviter = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const mails: MailInput[] = await Promise.all(
    invite.emails.map(async (raw) => {
      const email = raw.trim().toLowerCase();
      const token = await signToken(deps.config.secret, {
        purpose: 'invite',
        subject: email,
        orgId: member.org.id,
        ttl: INVITE_TTL_S,
        claims: { account: accountId, inviter: member.email },
      });
      const url = new URL(sender.portalUrl);
      url.searchParams.set('requestAccess', 'true');
      url.searchParams.set('inviteToken', token);
      const paragraphs = [
        `${inviter} (${member.email}) of ${member.account.companyName} invited you to ${sender.name}'s ${sender.portalTitle}.`,
        ...(invite.message ? [`“${invite.message}”`] : []),
        'Follow the link below to request access; your request is already filled in.',
      ];
      const body = await renderMail(
        createElement(ActionMail, {
          org: sender,
          heading: M.inviteSubject(inviter, sender.name),
          paragraphs,
          action: { label: 'Request access', url: url.toString() },
          note: 'This invitation is valid for 14 days.',
        }),
      );
      return {
        orgId: member.org.id,
        kind: 'invite',
        to: email,
        subject: M.inviteSubject(inviter, sender.name),
        ...body,
      };
    }),
  );
  await queueMails(deps, mails);
  return { ok: true };
}
