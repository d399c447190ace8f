/**
 * Fan-out of a trust update by e-mail, as a background job (one a update): the mail is rendered
 * once with a placeholder where each recipient's unsubscribe token goes, then written to the
 * outbox in large `INSERT … SELECT` batches in which the database puts each token in place.
 * Each mail's key (`update:{updateId}:{email}`) makes a resumed or repeated fan-out write only
 * the mails still missing, so no recipient gets an update twice.
 *
 * Recipients: the update's public audience reaches every confirmed subscriber; its private
 * audience only confirmed subscribers who are members of an approved account whose access has
 * not expired; addresses the staff member added reach those addresses. Blocked ones never.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { z } from 'zod';
import {
  translator,
  type LanguageSettings,
  type TLanguage,
  type TopicCategory,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { log } from '../../lib/log-context.ts';
import { signTokens } from '../../lib/tokens.ts';
import { mailSenderOf } from '../../mail/org-identity.ts';
import { outboxStatus } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/render.ts';
import { UpdateMail } from '../../mail/templates/UpdateMail.tsx';
import { loadUpdateTranslations, organizationLanguages } from '../portal/translations.ts';
import {
  UNSUBSCRIBE_TTL_S,
  listUnsubscribeHeaders,
  oneClickUnsubscribeUrl,
  portalUrlWith,
} from './subscriptions/links.ts';

export const FAN_OUT_JOB = 'update.fanout';

/** What a fan-out job carries: the update and whom its e-mail channel goes to. */
export const ZFanOutPayload = z.object({
  updateId: z.uuid(),
  /** Every confirmed subscriber the update's audience reaches. */
  subscribers: z.boolean(),
  /** Further addresses, lower-cased. */
  audience: z.array(z.string()),
});
export type FanOutPayload = z.infer<typeof ZFanOutPayload>;

/** Recipients per statement: large enough to write 10,000 mails in a handful of statements. */
const BATCH_SIZE = 2500;

const mailKeyPrefix = (updateId: string) => `update:${updateId}:`;

/** Adds the fan-out job of an update; a second one for the same update is a no-op. */
export function enqueueFanOut(db: Db, payload: FanOutPayload): Promise<number | null> {
  return enqueueJob(db, FAN_OUT_JOB, payload, { dedupeKey: `${FAN_OUT_JOB}:${payload.updateId}` });
}

interface UpdateToSend {
  id: string;
  message: string;
  sp_audience: 'public' | 'private';
  channels: string[];
  topic_id: string;
  subject: string;
  category: TopicCategory;
  org_id: string;
}

/** The addresses the update still has to be written for, in a stable order. */
async function pendingRecipients(
  db: Db,
  update: UpdateToSend,
  payload: FanOutPayload,
  /** The language of addresses that are no subscriber's (the organisation's default). */
  defaultLanguage: string,
): Promise<Recipient[]> {
  const keyPrefix = mailKeyPrefix(update.id);
  const isPrivate = update.sp_audience === 'private';
  const rows = await queryRows<Recipient>(
    db,
    sql`
    select s.email, s.language from subscribers s
    where ${payload.subscribers} and s.org_id = ${update.org_id} and s.status = 'confirmed'
      and (not ${isPrivate} or exists (
        select 1 from account_members m join accounts a on a.id = m.account_id
        where a.org_id = s.org_id and a.review_status = 'Approved'
          and (a.access_expires_at is null or a.access_expires_at > now())
          and lower(m.email) = s.email))
      and not exists (select 1 from mails x where x.dedupe_key = ${keyPrefix} || s.email)
    union
    select lower(a.email), ${defaultLanguage}::text from json_array_elements_text(${JSON.stringify(payload.audience)}::json)
      as a(email)
    where not exists (select 1 from subscribers b where b.org_id = ${update.org_id}
        and b.email = lower(a.email) and b.status = 'blocked')
      and not exists (select 1 from mails x where x.dedupe_key = ${keyPrefix} || lower(a.email))
    order by 1`,
  );
  return rows;
}

/** A recipient's language if the organisation still offers it, else its default. */
const languageOf = (language: string, settings: LanguageSettings): TLanguage =>
  settings.offered.find((l) => l === language) ?? settings.defaultLanguage;

/** A mail to write: the address, and the language it is written in. */
interface Recipient {
  email: string;
  language: string;
}

/** Writes the update's missing mails; answers how many were written. */
export async function fanOutUpdate(
  deps: Pick<AppDeps, 'db' | 'config'>,
  payload: FanOutPayload,
): Promise<number> {
  const { db, config } = deps;
  const [update] = await queryRows<UpdateToSend>(
    db,
    sql`
    select u.id, u.message, u.sp_audience, u.channels, t.id as topic_id, t.subject, t.category,
      t.org_id
    from updates u join topics t on t.id = u.topic_id where u.id = ${payload.updateId}`,
  );
  if (!update?.channels.includes('email')) {
    log().info({ updateId: payload.updateId }, 'fan-out: no e-mail channel, nothing to write');
    return 0;
  }
  const languages = await organizationLanguages(db, update.org_id);
  const recipients = await pendingRecipients(db, update, payload, languages.defaultLanguage);
  log().info(
    { updateId: update.id, orgId: update.org_id, recipients: recipients.length },
    'fan-out: recipients still to write',
  );
  if (recipients.length === 0) return 0;

  const sender = await mailSenderOf(db, config.publicUrl, update.org_id);
  // Letters and digits only: the same in HTML, text, URLs and JSON, where it is replaced.
  const placeholder = `tfrecipient${randomUUID().replaceAll('-', '')}`;
  // One rendering a language, the message in it where staff translated it (docs/languages.md).
  const translations = await loadUpdateTranslations(db, update.org_id, update.id);
  const renderings = new Map<string, { html: string; text: string }>();
  for (const language of new Set(recipients.map((r) => languageOf(r.language, languages)))) {
    const translate = translator(translations, language, languages.defaultLanguage);
    renderings.set(
      language,
      await renderMail(
        createElement(UpdateMail, {
          org: sender,
          subject: update.subject,
          category: update.category,
          message: translate('update', update.id, 'message', update.message),
          viewUrl: update.channels.includes('status_page')
            ? portalUrlWith(sender.portalUrl, 'tcuUid', update.topic_id)
            : null,
          unsubscribeUrl: portalUrlWith(sender.portalUrl, 'unsubscribeToken', placeholder),
          language,
        }),
      ),
    );
  }
  const headers = JSON.stringify(
    listUnsubscribeHeaders(oneClickUnsubscribeUrl(config.publicUrl, sender.slug, placeholder)),
  );
  const subject = `${sender.name}: ${update.subject}`;
  const status = outboxStatus(config);

  const tokens = signTokens(
    config.secret,
    recipients.map(({ email }) => ({
      purpose: 'unsubscribe' as const,
      subject: email,
      orgId: update.org_id,
      ttl: UNSUBSCRIBE_TTL_S,
    })),
  );
  // One transaction: the sender meets the update's mails all at once, not batch by batch
  // between its own statements; a fan-out cut short writes nothing and runs again whole.
  return db.transaction(async (tx) => {
    let written = 0;
    for (let i = 0; i < recipients.length; i += BATCH_SIZE) {
      const rows = JSON.stringify(
        recipients.slice(i, i + BATCH_SIZE).map(({ email, language }, j) => {
          const mail = renderings.get(languageOf(language, languages));
          return { email, token: tokens[i + j], html: mail?.html, text: mail?.text };
        }),
      );
      const [inserted] = await queryRows<{ count: number | string }>(
        tx,
        sql`
        with written as (
          insert into mails (org_id, kind, dedupe_key, update_id, "to", subject, html, text,
            headers, status)
          select ${update.org_id}::uuid, 'update', ${mailKeyPrefix(update.id)} || r.email,
            ${update.id}::uuid, r.email, ${subject}, replace(r.html, ${placeholder}, r.token),
            replace(r.text, ${placeholder}, r.token),
            replace(${headers}, ${placeholder}, r.token)::jsonb, ${status}
          from json_to_recordset(${rows}::json) as r(email text, token text, html text, text text)
          on conflict do nothing
          returning 1)
        select count(*) as count from written`,
      );
      written += Number(inserted?.count ?? 0);
      log().debug(
        { updateId: update.id, done: Math.min(i + BATCH_SIZE, recipients.length), written },
        'fan-out: batch written',
      );
    }
    log().info({ updateId: update.id, written, status }, 'fan-out: mails written');
    return written;
  });
}

/** The job handler of `update.fanout`. */
export const fanOutJobHandler =
  (deps: AppDeps): JobHandler =>
  async (job) => {
    await fanOutUpdate(deps, ZFanOutPayload.parse(job.payload));
  };
