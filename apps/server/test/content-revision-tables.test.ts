/**
 * Which tables raise an organisation's content revision. Every table of the database is named
 * below, either as content (its rows appear in a portal answer: the view, the knowledge base,
 * trust updates, documents, search, the social image, assets, the page's head) with the column
 * that leads to its organisation, or as not content with the reason. A new table fails the first
 * test until it is placed; a content table without its triggers fails the second; and every
 * kind of write to every content table is shown to raise its own organisation's revision only.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/query.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';

type Parent = 'organizations' | 'products' | 'topics' | 'files';

/** Content tables, in an order in which they can be filled: [column, the table it points into]. */
const CONTENT: Record<string, readonly [string, Parent]> = {
  organizations: ['id', 'organizations'],
  custom_domains: ['org_id', 'organizations'],
  portal_customizations: ['org_id', 'organizations'],
  products: ['org_id', 'organizations'],
  product_links: ['org_id', 'organizations'],
  product_configs: ['product_id', 'products'],
  assets: ['org_id', 'organizations'],
  cards: ['product_id', 'products'],
  items: ['product_id', 'products'],
  files: ['org_id', 'organizations'],
  item_files: ['file_id', 'files'],
  topics: ['org_id', 'organizations'],
  topic_products: ['topic_id', 'topics'],
  updates: ['topic_id', 'topics'],
  kb_entries: ['org_id', 'organizations'],
  controls: ['org_id', 'organizations'],
  facts: ['org_id', 'organizations'],
  webpages: ['org_id', 'organizations'],
  document_texts: ['org_id', 'organizations'],
  translations: ['org_id', 'organizations'],
  // A subprocessor's trust feed: its certifications show on the Subprocessors card.
  fourth_party_feeds: ['org_id', 'organizations'],
  // A planned change shows on the Subprocessors card of the rendered page.
  subprocessor_changes: ['org_id', 'organizations'],
};

/** Tables that raise no revision, and why no kept answer can be stale because of them. */
const NOT_CONTENT: Record<string, string> = {
  content_revisions: 'the revisions themselves',
  search_entries:
    'derived by row triggers of items, cards, kb entries, updates and topics, which raise',
  users: 'staff: no field of theirs is published; their scopes are read on every request',
  roles: 'scopes, read on every request into the caller access that keys every answer',
  sessions: 'sign-ins: who calls is resolved on every request',
  accounts: 'review status, expiry and profile are read on every request into the caller access',
  account_members: 'members: nothing of one member goes into a kept answer',
  permission_profiles: 'the profile a caller sees as is part of the caller access',
  permission_profile_items: 'the items a caller may open are part of the caller access',
  access_settings: 'the NDA a caller still has to accept is part of the caller access',
  nda_acceptances: 'the NDA a caller still has to accept is part of the caller access',
  access_requests: 'the staff queue of visitors asking for access',
  domain_rules: 'decide access requests, never an answer',
  identity_providers: 'sign-in of members with their own identity provider',
  member_visits: 'each member own last visit, answered uncached',
  item_comments: 'comment threads, answered uncached to their account',
  questionnaires: 'questionnaires sent by visitors to the staff',
  workspace_questionnaires: 'the staff questionnaire workspace, answered uncached',
  workspace_questions:
    "the workspace's questions and drafts; a learned answer writes kb_entries, which raise",
  workspace_comments: "staff comments on the workspace's questions",
  workspace_sent_files: 'answered files sent back, answered uncached to their account',
  subscribers: 'mail subscriptions to trust updates',
  tprm_partners: 'answered uncached to the partners',
  integrations: 'connection settings: what they fetch is written into items, which raise',
  analytics_events: 'analytics',
  document_events: 'the staff access log',
  access_log_months: 'monthly counts of the staff access log',
  audit_log: 'the staff audit log',
  unanswered_questions: 'searches that found nothing, for the staff',
  mails: 'the outbox',
  jobs: 'the job queue',
  rate_limits: 'request counters',
  bulk_downloads: 'download grants, checked again when followed',
  spent_tokens: 'single-use links already used',
  staff_sign_in_failures: 'failed staff sign-ins, counted to slow the next attempt',
  feed_signing_keys: 'the signing key is part of the feed answer key (its ETag names it)',
  file_digests: 'replaced with its file, whose row (files) raises the revision',
  document_versions:
    'earlier files of a document, answered uncached to staff and verifications; a replacement updates files, which raise',
  document_copies: 'watermarked copies issued to members, answered uncached to verifications',
  api_tokens: 'staff credentials: who calls is resolved on every request',
  staff_sso: 'staff sign-in settings: the portal shows nothing of them',
  sso_sign_ins: 'single sign-ons under way',
  scim_groups: 'staff groups of the identity provider: the portal shows nothing of them',
  slack_integrations: 'where access requests are posted in Slack, never in an answer',
  trust_snapshots: 'the history, written by a job after the content it records; never kept',
  trust_changes: 'the history, written by a job after the content it records; never kept',
  trust_history_checks: 'the revision the history was last brought up to',
  transparency_logs: 'the log of the history, appended with it; answered uncached',
  transparency_log_entries: 'the leaf hashes of the log of the history; answered uncached',
  access_reminders: 'the reminders mailed before access ends, written by a job',
  subprocessor_notice_settings: 'the notice period, read when staff announce a change',
  subprocessor_objections: 'members objections, answered uncached to their member',
  webhook_endpoints: 'where the staff receive events; never in a portal answer',
  webhook_events: 'events sent to the staff endpoints',
  webhook_deliveries: 'the webhook delivery state',
  webhook_attempts: 'the webhook delivery log',
};

const PARENT_OF = new Map(Object.entries(CONTENT).map(([table, [, parent]]) => [table, parent]));

/** One row of every content table for organisation `org`, in the order of CONTENT. */
function contentRows(org: string, slug: string): [string, SQL][] {
  const [product, card, item, file, topic] = [1, 2, 3, 4, 5].map(() => randomUUID());
  return [
    [
      'organizations',
      sql`insert into organizations (id, slug, name) values (${org}, ${slug}, ${slug})`,
    ],
    [
      'custom_domains',
      sql`insert into custom_domains (domain, org_id) values (${`${slug}.example`}, ${org})`,
    ],
    ['portal_customizations', sql`insert into portal_customizations (org_id) values (${org})`],
    [
      'products',
      sql`insert into products (id, org_id, slug, name) values (${product}, ${org}, 'main', 'Main')`,
    ],
    [
      'product_links',
      sql`insert into product_links (org_id, name, link) values (${org}, 'Docs', 'https://docs.example')`,
    ],
    [
      'product_configs',
      sql`insert into product_configs (product_id, sections) values (${product}, '[]'::jsonb)`,
    ],
    [
      'assets',
      sql`insert into assets (org_id, type, content_type, storage_key) values (${org}, 'logo', 'image/png', 'logo')`,
    ],
    [
      'cards',
      sql`insert into cards (id, product_id, kind) values (${card}, ${product}, 'Documents')`,
    ],
    [
      'items',
      sql`insert into items (id, card_id, product_id, title) values (${item}, ${card}, ${product}, 'SOC 2')`,
    ],
    [
      'files',
      sql`insert into files (id, org_id, original_name, content_type, size, storage_key) values (${file}, ${org}, 'soc2.pdf', 'application/pdf', 1, 'soc2')`,
    ],
    ['item_files', sql`insert into item_files (item_id, file_id) values (${item}, ${file})`],
    [
      'topics',
      sql`insert into topics (id, org_id, subject, category) values (${topic}, ${org}, 'Audit', 'Compliance')`,
    ],
    [
      'topic_products',
      sql`insert into topic_products (topic_id, product_id) values (${topic}, ${product})`,
    ],
    ['updates', sql`insert into updates (topic_id, message) values (${topic}, 'Audited')`],
    [
      'kb_entries',
      sql`insert into kb_entries (org_id, question, answer) values (${org}, 'Encrypted?', 'Yes')`,
    ],
    [
      'controls',
      sql`insert into controls (org_id, name, description) values (${org}, 'MFA', 'Everywhere')`,
    ],
    ['facts', sql`insert into facts (org_id, statement) values (${org}, 'Backups daily')`],
    [
      'webpages',
      sql`insert into webpages (org_id, title, url, body) values (${org}, 'Security', 'https://example.com', 'Body')`,
    ],
    [
      'document_texts',
      sql`insert into document_texts (file_id, org_id, title, body) values (${file}, ${org}, 'SOC 2', 'Report')`,
    ],
    [
      'translations',
      sql`insert into translations (org_id, entity, entity_id, field, language, text) values (${org}, 'item', ${item}, 'title', 'de', 'SOC 2 Bericht')`,
    ],
    [
      'subprocessor_changes',
      sql`insert into subprocessor_changes (org_id, product_id, card_id, kind, company, purpose, location, effective_on) values (${org}, ${product}, ${card}, 'addition', '{"name":"Mailer"}'::jsonb, 'Mail', 'EU', '2030-01-01')`,
    ],
  ];
}

/** The rows of `table` that belong to organisation `org`. */
function rowsOf(table: string, org: string): SQL {
  const [column, parent] = CONTENT[table] ?? [];
  if (!column || !parent) throw new Error(`${table} is not a content table`);
  const key = sql.identifier(column);
  return parent === 'organizations'
    ? sql`${key} = ${org}`
    : sql`${key} in (select id from ${sql.identifier(parent)} where org_id = ${org})`;
}

describe.each(await databaseKinds())('tables raising content revisions on %s', (kind) => {
  let database: Database;
  const [orgA, orgB] = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (const [, insert] of contentRows(orgB, 'tables-b')) await database.db.execute(insert);
  });
  afterAll(() => database.close());

  const revisions = async (): Promise<[number, number]> => [
    await database.revisions.of(orgA),
    await database.revisions.of(orgB),
  ];

  it('places every table of the database', async () => {
    const tables = await queryRows<{ tablename: string }>(
      database.db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const placed = [...Object.keys(CONTENT), ...Object.keys(NOT_CONTENT)].sort();
    expect(tables.map((t) => t.tablename)).toEqual(placed);
  });

  it('gives every content table a statement trigger per write, and no other table one', async () => {
    const triggers = await queryRows<{ tbl: string; def: string }>(
      database.db,
      sql`select c.relname as tbl, pg_get_triggerdef(t.oid) as def
          from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid
          where not t.tgisinternal and p.proname = 'content_revision_of_rows'`,
    );
    const events = new Map<string, string[]>();
    for (const { tbl, def } of triggers) {
      const [column, parent] = CONTENT[tbl] ?? [];
      expect(def, tbl).toContain('FOR EACH STATEMENT');
      expect(def, tbl).toContain(`content_revision_of_rows('${column}', '${parent}')`);
      const event = /AFTER (INSERT|UPDATE|DELETE|TRUNCATE) ON/.exec(def)?.[1] ?? def;
      events.set(tbl, [...(events.get(tbl) ?? []), event].sort());
    }
    expect(Object.fromEntries(events)).toEqual(
      Object.fromEntries(
        Object.keys(CONTENT).map((table) => [table, ['DELETE', 'INSERT', 'TRUNCATE', 'UPDATE']]),
      ),
    );
    const old = await queryRows(
      database.db,
      sql`select 1 from pg_proc where proname = 'bump_content_revision'`,
    );
    expect(old).toEqual([]);
  });

  it("raises the organisation of every content table's inserted, updated and deleted rows, and no other", async () => {
    const rows = contentRows(orgA, 'tables-a');
    for (const [table, insert] of rows) {
      const [a, b] = await revisions();
      await database.db.execute(insert);
      expect(await revisions(), `insert into ${table}`).toEqual([a + 1, b]);
    }
    for (const [table] of rows) {
      const [a, b] = await revisions();
      const [column] = CONTENT[table] ?? [];
      const key = sql.identifier(column ?? '');
      await database.db.execute(
        sql`update ${sql.identifier(table)} set ${key} = ${key} where ${rowsOf(table, orgA)}`,
      );
      expect(await revisions(), `update of ${table}`).toEqual([a + 1, b]);
    }
    // Children first, so that each delete is the statement's own and no cascade's.
    for (const [table] of [...rows].reverse()) {
      const [a, b] = await revisions();
      await database.db.execute(
        sql`delete from ${sql.identifier(table)} where ${rowsOf(table, orgA)}`,
      );
      expect(await revisions(), `delete from ${table} (${PARENT_OF.get(table)})`).toEqual([
        a + 1,
        b,
      ]);
    }
  });

  it('raises every organisation on a truncate, which names no rows', async () => {
    const before = await database.revisions.of(orgB);
    await database.db.execute(sql`truncate product_links`);
    expect(await database.revisions.of(orgB)).toBe(before + 1);
  });
});
