/**
 * Subscribing to an organisation's trust updates, double opt-in (docs/updates.md, Subscriptions): a
 * visitor asks, a pending subscriber is written and a confirmation mail with a signed link is sent;
 * the link confirms. A blocked address gets the same mail, and its link lands on the Blocked
 * outcome instead of confirming, so that the answer ('check your inbox') is true for every address
 * and tells a stranger nothing; only the address's owner learns it is blocked. A confirmed
 * address gets no mail.
 */
import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { SUBSCRIBER_MAIL_TEXTS, type TLanguage } from '@trustfront/core';
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
  /** The language the visitor reads the portal in: their mails are written in it. */
  language?: TLanguage;
}

/** Records the request and mails the confirmation link, unless the address is confirmed already. */
export async function subscribe(
  deps: AppDeps,
  orgId: string,
  { email, source, language = 'en' }: SubscribeInput,
): Promise<void> {
  const { db, config } = deps;
  await db
    .insert(subscribers)
    .values({ orgId, email, status: 'pending', source: source ?? null, language })
    .onConflictDoNothing();
  // A pending subscriber asking again takes the language they ask in now.
  await db
    .update(subscribers)
    .set({ language })
    .where(
      and(
        eq(subscribers.orgId, orgId),
        eq(subscribers.email, email),
        eq(subscribers.status, 'pending'),
      ),
    );
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(and(eq(subscribers.orgId, orgId), eq(subscribers.email, email)));
  // A blocked address is mailed too: its link answers Blocked (confirm.ts) and confirms nothing.
  if (row?.status !== 'pending' && row?.status !== 'blocked') return;

  const sender = await mailSenderOf(db, config.publicUrl, orgId);
  const token = await signToken(config.secret, {
    purpose: 'subscribe_confirm',
    subject: email,
    orgId,
    ttl: SUBSCRIBE_CONFIRM_TTL_S,
  });
  const texts = SUBSCRIBER_MAIL_TEXTS[language];
  const portal = texts.portalOf(sender.name, sender.portalTitle);
  const { html, text } = await renderMail(
    createElement(ActionMail, {
      org: sender,
      heading: texts.confirmHeading,
      paragraphs: [texts.confirmAsked(portal, email), texts.confirmNext],
      action: {
        label: texts.confirmAction,
        url: confirmSubscriptionUrl(config.publicUrl, sender.slug, token),
      },
      note: texts.confirmNote,
      lang: language,
    }),
  );
  await queueMail(deps, {
    orgId,
    kind: 'subscribe_confirm',
    to: email,
    subject: texts.confirmSubject(portal),
    html,
    text,
  });
}
