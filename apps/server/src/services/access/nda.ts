/**
 * The clickwrap NDA (docs/access.md, NDA clickwrap): whether a member still has to accept it, the
 * acceptance itself (who, which text, when, from where) and the signed copy as a PDF.
 */
import { emitNdaAccepted } from '../integrations/webhooks/events.ts';
import { and, desc, eq } from 'drizzle-orm';
import {
  AppError,
  NDA_MESSAGES,
  mayAcceptNda,
  ndaPassedBy,
  type TAccessSettings,
  type TNdaTerms,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { ndaAcceptances, type NdaAcceptanceRow } from '../../db/schema/index.ts';
import { loadAccessSettings } from '../settings/access-settings.ts';
import type { PortalCaller } from '../portal/portal-caller.ts';

/** The member's latest acceptance of exactly this text, or null. */
export async function latestAcceptance(
  db: Db,
  orgId: string,
  accountMemberId: string,
  ndaText?: string,
): Promise<NdaAcceptanceRow | null> {
  const [row] = await db
    .select()
    .from(ndaAcceptances)
    .where(
      and(
        eq(ndaAcceptances.orgId, orgId),
        eq(ndaAcceptances.accountMemberId, accountMemberId),
        ndaText === undefined ? undefined : eq(ndaAcceptances.ndaText, ndaText),
      ),
    )
    .orderBy(desc(ndaAcceptances.acceptedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a member must still accept the organisation's NDA before restricted content reaches
 * them: a clickwrap NDA whose current text they have not accepted (a changed text is asked
 * again), under the organisation's access settings.
 */
export async function isNdaPending(
  db: Db,
  orgId: string,
  accountMemberId: string,
  settings: Pick<TAccessSettings, 'ndaProvider' | 'ndaText'>,
): Promise<boolean> {
  if (settings.ndaProvider !== 'clickwrap') return false;
  return (await latestAcceptance(db, orgId, accountMemberId, settings.ndaText)) === null;
}

/** GET {base}/nda, with the terms to read: passed, provider, the caller's e-mail. */
export async function ndaTermsOf(db: Db, caller: PortalCaller): Promise<TNdaTerms> {
  const { viewer, org } = caller;
  const settings = await loadAccessSettings(db, org.id);
  const member = viewer.mode === 'account' ? viewer.member : null;
  const accepted =
    member && settings.ndaProvider === 'clickwrap'
      ? await latestAcceptance(db, org.id, member.id, settings.ndaText)
      : null;
  return {
    passed: ndaPassedBy(viewer, settings.ndaProvider),
    provider: settings.ndaProvider,
    email: member?.email ?? null,
    text: settings.ndaProvider === 'clickwrap' ? settings.ndaText : '',
    acceptedAt: accepted?.acceptedAt.toISOString() ?? null,
  };
}

/**
 * Records the member's acceptance of the current clickwrap NDA. Idempotent for a member who
 * already accepted it; 409 `nda_not_required` when the organisation asks for none; 403 for
 * anyone but an account member.
 */
export async function acceptNda(
  db: Db,
  caller: PortalCaller,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<TNdaTerms> {
  const { viewer, org } = caller;
  const settings = await loadAccessSettings(db, org.id);
  if (settings.ndaProvider !== 'clickwrap') {
    throw new AppError('nda_not_required', NDA_MESSAGES.notRequired, 409);
  }
  const member = viewer.mode === 'account' ? viewer.member : null;
  if (!member) throw new AppError('forbidden', NDA_MESSAGES.membersOnly, 403);
  if (mayAcceptNda(viewer)) {
    await db.transaction(async (tx) => {
      const [accepted] = await tx
        .insert(ndaAcceptances)
        .values({
          orgId: org.id,
          accountMemberId: member.id,
          email: member.email,
          fullName: member.fullName,
          companyName: member.companyName,
          ndaText: settings.ndaText,
          ipAddress: client.ipAddress,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
        })
        .returning();
      if (accepted) await emitNdaAccepted(tx, accepted);
    });
  }
  const accepted = await latestAcceptance(db, org.id, member.id, settings.ndaText);
  return {
    passed: true,
    provider: settings.ndaProvider,
    email: member.email,
    text: settings.ndaText,
    acceptedAt: accepted?.acceptedAt.toISOString() ?? null,
  };
}

/**
 * The member's latest acceptance of the clickwrap NDA, to be rendered as their signed copy;
 * 404 `nda_not_accepted` for anyone without one (NDA download is for clickwrap NDAs only).
 */
export async function signedNdaOf(db: Db, caller: PortalCaller): Promise<NdaAcceptanceRow> {
  const { viewer, org } = caller;
  const settings = await loadAccessSettings(db, org.id);
  const member = viewer.mode === 'account' ? viewer.member : null;
  const accepted =
    member && settings.ndaProvider === 'clickwrap'
      ? await latestAcceptance(db, org.id, member.id)
      : null;
  if (!accepted) throw new AppError('nda_not_accepted', NDA_MESSAGES.notAccepted, 404);
  return accepted;
}
