/**
 * POST /api/statuspage/share/{accountId}/external/invite-colleague: a member with access mails
 * colleagues at their own company's domain a link to the portal's request form carrying an
 * invitation (`inviteToken`). The member's own words travel only as a short quoted note. Every
 * invitation is a row of the staff's access log, which also counts a member's daily cap.
 */
import { createElement } from 'react';
import { and, eq, gt } from 'drizzle-orm';
import {
  ACCESS_MESSAGES as M,
  API_ERRORS,
  AppError,
  defangedNote,
  hasCurrentAccess,
  INVITE_CAP_WINDOW_MS,
  INVITE_MESSAGES,
  inviteCapDecision,
  inviteDomainDecision,
  refusalOf,
  retryLater,
  waitHours,
} from '@trustfront/core';
import { accountMembers, documentEvents } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { signToken } from '../../lib/tokens.ts';
import { mailSenderOf, type MailSender } from '../../mail/org-identity.ts';
import { queueMails, type MailInput } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/render.ts';
import { ActionMail } from '../../mail/templates/ActionMail.tsx';
import { limitByEmail } from './attempts.ts';
import { INVITE_TTL_S } from './invitations.ts';
import type { MailDeps } from './links.ts';
import type { MemberCaller } from './member-caller.ts';

async function invitationMail(
  deps: MailDeps,
  member: MemberCaller,
  sender: MailSender,
  email: string,
  note: string | undefined,
): Promise<MailInput> {
  const inviter = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const token = await signToken(deps.config.secret, {
    purpose: 'invite',
    subject: email,
    orgId: member.org.id,
    ttl: INVITE_TTL_S,
    claims: { account: member.account.id, inviter: member.email },
  });
  const url = new URL(sender.portalUrl);
  url.searchParams.set('requestAccess', 'true');
  url.searchParams.set('inviteToken', token);
  const body = await renderMail(
    createElement(ActionMail, {
      org: sender,
      heading: M.inviteSubject(inviter, sender.name),
      paragraphs: [
        `${inviter} (${member.email}) of ${member.account.companyName} invited you to ${sender.name}'s ${sender.portalTitle}.`,
        'Follow the link below to request access; your request is already filled in.',
      ],
      ...(note ? { quote: { author: inviter, text: defangedNote(note) } } : {}),
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
}

export async function inviteColleagues(
  deps: MailDeps,
  member: MemberCaller,
  accountId: string,
  invite: { emails: readonly string[]; message?: string | undefined },
  now = new Date(),
): Promise<{ ok: true }> {
  if (member.account.id !== accountId) throw refusalOf(API_ERRORS.accountNotFound, 404);
  if (!hasCurrentAccess(member.account, now)) throw forbidden();
  const emails = invite.emails.map((raw) => raw.trim().toLowerCase());
  const domain = inviteDomainDecision(member.email, emails);
  if (domain.kind === 'refused') {
    throw new AppError('invite_domain_not_allowed', domain.message, 400);
  }
  await limitByEmail(deps.db, 'invite', member.email);
  const sender = await mailSenderOf(deps.db, deps.config.publicUrl, member.org.id);
  const mails = await Promise.all(
    emails.map((email) => invitationMail(deps, member, sender, email, invite.message)),
  );
  await deps.db.transaction(async (tx) => {
    // One member's invitations are counted one call at a time, on every instance.
    await tx
      .select({ id: accountMembers.id })
      .from(accountMembers)
      .where(eq(accountMembers.id, member.memberId))
      .for('update');
    const sent = await tx
      .select({ createdAt: documentEvents.createdAt })
      .from(documentEvents)
      .where(
        and(
          eq(documentEvents.accountMemberId, member.memberId),
          eq(documentEvents.action, 'invite'),
          gt(documentEvents.createdAt, new Date(now.getTime() - INVITE_CAP_WINDOW_MS)),
        ),
      );
    const cap = inviteCapDecision(
      sent.map((r) => r.createdAt),
      emails.length,
      now,
    );
    if (cap.kind === 'refused') {
      throw retryLater(
        'invite_limit_reached',
        INVITE_MESSAGES.capReached(waitHours(cap.retryAfterS)),
        cap.retryAfterS,
      );
    }
    await tx.insert(documentEvents).values(
      emails.map((invitedEmail) => ({
        orgId: member.org.id,
        accountId: member.account.id,
        accountMemberId: member.memberId,
        action: 'invite' as const,
        invitedEmail,
        createdAt: now,
      })),
    );
    await queueMails({ db: tx, config: deps.config }, mails);
  });
  return { ok: true };
}
