/**
 * Setting a staff password: an added member is mailed a signed, expiring `staff_password` link
 * to the private app's set-password page; the page sends the token back with the new password.
 * The token works once; a member removed in the meantime cannot use it.
 */
import { hash } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createElement } from 'react';
import { AppError, STAFF_MESSAGES as M } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { isVerified, signToken, verifyToken } from '../../lib/tokens.ts';
import { spendToken } from '../access/spent-tokens.ts';
import { mailSenderOf } from '../../mail/org-identity.ts';
import { queueMail } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/render.ts';
import { ActionMail } from '../../mail/templates/ActionMail.tsx';

/** A set-password link works once, for this long. */
export const PASSWORD_LINK_TTL_S = 3 * 24 * 60 * 60;

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Mints a set-password link for the member and writes its mail to the outbox; answers the link. */
export async function mailPasswordLink(
  deps: Deps,
  member: { orgId: string; userId: string; email: string; name: string },
): Promise<string> {
  const sender = await mailSenderOf(deps.db, deps.config.publicUrl, member.orgId);
  const token = await signToken(deps.config.secret, {
    purpose: 'staff_password',
    subject: member.userId,
    orgId: member.orgId,
    ttl: PASSWORD_LINK_TTL_S,
  });
  const url = `${new URL(deps.config.publicUrl).origin}/app/set-password?token=${encodeURIComponent(token)}`;
  const body = await renderMail(
    createElement(ActionMail, {
      org: sender,
      heading: `Welcome, ${member.name}`,
      paragraphs: [
        `You have been added to the staff of ${sender.name}'s ${sender.portalTitle}.`,
        `Set your password, then sign in with ${member.email}.`,
      ],
      action: { label: 'Set your password', url },
      note: 'This link works once and expires in 3 days. If you did not expect it, ignore this e-mail.',
    }),
  );
  await queueMail(deps, {
    orgId: member.orgId,
    kind: 'staff_password',
    to: member.email,
    subject: M.inviteSubject(sender.name),
    ...body,
  });
  return url;
}

/** The organisation a token names, read before verifying it (the signature covers it). */
function orgClaimOf(token: string): string | null {
  try {
    const { org } = decodeJwt(token);
    return typeof org === 'string' ? org : null;
  } catch {
    return null;
  }
}

/**
 * Sets the password of the member a valid, unspent link names, and ends any session they had.
 * An expired link and an invalid or spent one are refused with their own message.
 */
export async function setStaffPassword(deps: Deps, token: string, password: string): Promise<void> {
  const invalid = new AppError('token_invalid', M.linkInvalid, 400);
  const orgId = orgClaimOf(token);
  if (!orgId) throw invalid;
  const verified = await verifyToken(deps.config.secret, token, 'staff_password', orgId);
  if (verified === 'expired') throw new AppError('token_expired', M.linkExpired, 400);
  if (!isVerified(verified)) throw invalid;
  const [member] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, verified.subject), eq(users.orgId, orgId)));
  if (!member || !(await spendToken(deps.db, verified))) throw invalid;
  const passwordHash = await hash(password);
  await deps.db.transaction(async (tx) => {
    // A first password only: a link of a member who has one already (an older link, say) is spent.
    const [set] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, member.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (!set) throw invalid;
    await tx.delete(sessions).where(eq(sessions.userId, member.id));
  });
}
