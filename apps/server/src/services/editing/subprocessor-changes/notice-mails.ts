/**
 * The notice of a planned subprocessor change, and of its cancellation, by mail (docs/editing.md,
 * Planned subprocessor changes): a job queued with the change writes one mail to each confirmed
 * subscriber the change reaches as a visitor and each member of an account with current access it
 * reaches as a member (`plannedChangeReaches` in core; past the clickwrap NDA for a members-only
 * change), once an address, in the recipient's
 * language (a subscriber's, else the organisation's default; docs/languages.md, Mails). Each
 * mail's key makes a job run again write only the mails still missing.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { createElement } from 'react';
import { z } from 'zod';
import {
  INTL_LOCALES,
  plannedChangeReaches,
  publicViewer,
  SUBPROCESSOR_NOTICE_TEXTS,
  type LanguageSettings,
  type TLanguage,
  type Viewer,
} from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import type { Db } from '../../../db/client.ts';
import {
  accountMembers,
  accounts,
  ndaAcceptances,
  portalCustomizations,
  subprocessorChanges,
  subscribers,
} from '../../../db/schema/index.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import type { JobHandler } from '../../../jobs/worker.ts';
import { signTokens } from '../../../lib/tokens.ts';
import { mailSenderOf } from '../../../mail/org-identity.ts';
import { queueMails, type MailInput } from '../../../mail/outbox.ts';
import { renderMail } from '../../../mail/render.ts';
import { SubprocessorNoticeMail } from '../../../mail/templates/SubprocessorNoticeMail.tsx';
import { organizationLanguages } from '../../portal/translations.ts';
import { loadAccessSettings } from '../../settings/access-settings.ts';
import {
  UNSUBSCRIBE_TTL_S,
  listUnsubscribeHeaders,
  oneClickUnsubscribeUrl,
  portalUrlWith,
} from '../../updates/subscriptions/links.ts';
import { placedChanges } from './change-placement.ts';

export const SUBPROCESSOR_NOTICE_JOB = 'subprocessor-change.notice';

const NOTICE_EVENTS = ['announced', 'cancelled'] as const;
type NoticeEvent = (typeof NOTICE_EVENTS)[number];
const ZNoticePayload = z.object({ changeId: z.uuid(), event: z.enum(NOTICE_EVENTS) });

/** Queues the mails of a change's announcement or cancellation (once per change and event). */
export function enqueueChangeNotice(db: Db, changeId: string, event: NoticeEvent) {
  return enqueueJob(
    db,
    SUBPROCESSOR_NOTICE_JOB,
    { changeId, event },
    { dedupeKey: `${SUBPROCESSOR_NOTICE_JOB}:${changeId}:${event}` },
  );
}

/** An account member as the reach rule sees them: their account's members-only content opens. */
const memberViewer = (publicAccessLevel: Viewer['publicAccessLevel']): Viewer => ({
  ...publicViewer(publicAccessLevel),
  mode: 'account',
});

/** Whom the change reaches: visitors, members, members who have not accepted the clickwrap NDA. */
interface Reach {
  visitors: boolean;
  members: boolean;
  ndaPending: boolean;
}

/**
 * The members who have accepted the organisation's current clickwrap NDA, or null when it asks
 * for none (docs/access.md, NDA clickwrap).
 */
async function ndaAcceptedBy(db: Db, orgId: string): Promise<Set<string> | null> {
  const settings = await loadAccessSettings(db, orgId);
  if (settings.ndaProvider !== 'clickwrap') return null;
  const rows = await db
    .select({ id: ndaAcceptances.accountMemberId })
    .from(ndaAcceptances)
    .where(and(eq(ndaAcceptances.orgId, orgId), eq(ndaAcceptances.ndaText, settings.ndaText)));
  return new Set(rows.map((r) => r.id));
}

interface Recipient {
  email: string;
  language: string;
  isSubscriber: boolean;
}

async function recipientsOf(db: Db, orgId: string, reach: Reach): Promise<Recipient[]> {
  const subs = await db
    .select({
      email: subscribers.email,
      language: subscribers.language,
      status: subscribers.status,
    })
    .from(subscribers)
    .where(eq(subscribers.orgId, orgId));
  const byEmail = new Map<string, Recipient>();
  if (reach.visitors) {
    for (const s of subs.filter((s) => s.status === 'confirmed')) {
      byEmail.set(s.email.toLowerCase(), {
        email: s.email.toLowerCase(),
        language: s.language,
        isSubscriber: true,
      });
    }
  }
  if (!reach.members) return [...byEmail.values()];
  const blocked = new Set(
    subs.filter((s) => s.status === 'blocked').map((s) => s.email.toLowerCase()),
  );
  const languageOf = new Map(subs.map((s) => [s.email.toLowerCase(), s.language]));
  const members = await db
    .select({ id: accountMembers.id, email: accountMembers.email })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(
      and(
        eq(accounts.orgId, orgId),
        eq(accounts.reviewStatus, 'Approved'),
        or(isNull(accounts.accessExpiresAt), gt(accounts.accessExpiresAt, new Date())),
      ),
    );
  // A change members past the NDA alone may see skips a member who has not accepted it.
  const accepted = reach.ndaPending ? null : await ndaAcceptedBy(db, orgId);
  for (const { id, email } of members) {
    const key = email.toLowerCase();
    if (byEmail.has(key) || blocked.has(key) || (accepted && !accepted.has(id))) continue;
    byEmail.set(key, { email: key, language: languageOf.get(key) ?? '', isSubscriber: false });
  }
  return [...byEmail.values()];
}

const languageIn = (language: string, settings: LanguageSettings): TLanguage =>
  settings.offered.find((l) => l === language) ?? settings.defaultLanguage;

/** A day `yyyy-mm-dd` as a reader of `language` writes it. */
const dayIn = (day: string, language: TLanguage) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Writes the mails of the change's event still missing; answers how many were written. */
export async function sendChangeNotice(
  deps: Pick<AppDeps, 'db' | 'config'>,
  changeId: string,
  event: NoticeEvent,
): Promise<number> {
  const { db, config } = deps;
  const [head] = await db
    .select({ orgId: subprocessorChanges.orgId })
    .from(subprocessorChanges)
    .where(eq(subprocessorChanges.id, changeId));
  if (!head) return 0;
  const [placed] = await placedChanges(db, head.orgId, eq(subprocessorChanges.id, changeId));
  if (!placed) return 0;
  const { change, placement } = placed;
  const [custom] = await db
    .select({ level: portalCustomizations.publicAccessLevel })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, change.orgId));
  const level = custom?.level ?? 'PublicContentOnly';
  const recipients = await recipientsOf(db, change.orgId, {
    visitors: plannedChangeReaches(publicViewer(level), placement, change.access),
    members: plannedChangeReaches(memberViewer(level), placement, change.access),
    ndaPending: plannedChangeReaches(
      { ...memberViewer(level), ndaPending: true },
      placement,
      change.access,
    ),
  });
  if (recipients.length === 0) return 0;
  const languages = await organizationLanguages(db, change.orgId);
  const sender = await mailSenderOf(db, config.publicUrl, change.orgId);
  const tokens = signTokens(
    config.secret,
    recipients.map(({ email }) => ({
      purpose: 'unsubscribe' as const,
      subject: email,
      orgId: change.orgId,
      ttl: UNSUBSCRIBE_TTL_S,
    })),
  );
  const mails: MailInput[] = [];
  for (const [i, recipient] of recipients.entries()) {
    const language = languageIn(recipient.language, languages);
    const token = tokens[i] ?? '';
    const body = await renderMail(
      createElement(SubprocessorNoticeMail, {
        org: sender,
        event,
        name: change.company.name,
        replaces: change.kind === 'replacement' ? change.replacedName : null,
        purpose: change.purpose,
        location: change.location,
        day: dayIn(change.effectiveOn, language),
        portalUrl: sender.portalUrl,
        unsubscribeUrl: recipient.isSubscriber
          ? portalUrlWith(sender.portalUrl, 'unsubscribeToken', token)
          : null,
        language,
      }),
    );
    const texts = SUBPROCESSOR_NOTICE_TEXTS[language];
    const portal = texts.portalOf(sender.name, sender.portalTitle);
    mails.push({
      orgId: change.orgId,
      kind: event === 'announced' ? 'subprocessor_notice' : 'subprocessor_cancelled',
      to: recipient.email,
      subject:
        event === 'announced'
          ? texts.subject(portal, change.company.name)
          : texts.cancelSubject(portal, change.company.name),
      ...body,
      headers: recipient.isSubscriber
        ? listUnsubscribeHeaders(oneClickUnsubscribeUrl(config.publicUrl, sender.slug, token))
        : {},
      dedupeKey: `subprocessor-change:${change.id}:${event}:${recipient.email}`,
    });
  }
  return queueMails({ db, config }, mails);
}

/** The job handler of `subprocessor-change.notice`. */
export const changeNoticeJobHandler =
  (deps: Pick<AppDeps, 'db' | 'config'>): JobHandler =>
  async (job) => {
    const { changeId, event } = ZNoticePayload.parse(job.payload);
    await sendChangeNotice(deps, changeId, event);
  };
