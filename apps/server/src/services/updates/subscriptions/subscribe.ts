/**
 * Subscribing to an organisation's trust updates, double opt-in (docs/updates.md, Subscriptions): a
 * visitor asks, a pending subscriber is written and a confirmation mail with a signed link is sent;
 * the link confirms. Blocked addresses are never confirmed and, like confirmed ones, get no mail:
 * the answer is the same whatever the address, so it reveals nothing.
 */
import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { AppDeps } from '../../../app-types.ts';
import { subscribers } from '../../../db/schema/index.ts';
import { mailSenderOf } from '../../../mail/org-identity.ts';
import { queueMail } from '../../../mail/outbox.ts';
import { renderMail } from '../../../mail/render.ts';
import { ActionMail } from '../../../mail/templates/ActionMail.tsx';
import { signToken } from '../../../lib/tokens.ts';
import { SUBSCRIBE_CONFIRM_TTL_S, confirmSubscriptionUrl } from './links.ts';

export interface SubscribeInput {
  /** Lower-cased by the request schema. */
  email: string;
  source?: string | undefined;
}

/** Records the request and mails the confirmation link, unless the address is done with. */
export async function subscribe(
  deps: AppDeps,
  orgId: string,
  { email, source }: SubscribeInput,
): Promise<void> {
  const { db, config } = deps;
  await db
    .insert(subscribers)
    .values({ orgId, email, status: 'pending', source: source ?? null })
    .onConflictDoNothing();
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(and(eq(subscribers.orgId, orgId), eq(subscribers.email, email)));
  if (row?.status !== 'pending') return;

  const sender = await mailSenderOf(db, config.publicUrl, orgId);
  const token = await signToken(config.secret, {
    purpose: 'subscribe_confirm',
    subject: email,
    orgId,
    ttl: SUBSCRIBE_CONFIRM_TTL_S,
  });
  const portal = `${sender.name}'s ${sender.portalTitle}`;
  const { html, text } = await renderMail(
    createElement(ActionMail, {
      org: sender,
      heading: 'Confirm your subscription',
      paragraphs: [
        `Someone, hopefully you, asked to receive trust updates from ${portal} at ${email}.`,
        'Confirm to start receiving them. If it was not you, ignore this mail: nothing is sent without confirmation.',
      ],
      action: {
        label: 'Confirm subscription',
        url: confirmSubscriptionUrl(config.publicUrl, sender.slug, token),
      },
      note: 'This link works for 2 days.',
    }),
  );
  await queueMail(deps, {
    orgId,
    kind: 'subscribe_confirm',
    to: email,
    subject: `Confirm your subscription to ${portal}`,
    html,
    text,
  });
}
