/**
 * Which tables an organisation's archive holds, in the order an import writes them (parents
 * first), how each finds the organisation's rows, and which are visitors' personal data, exported
 * only when asked (docs/deploy.md, Moving an organisation). Tables of the instance itself (jobs,
 * sessions, rate limits, spent tokens, bulk-download grants, content revisions) and the search
 * index the database keeps by triggers are never exported: `NOT_EXPORTED` names them, so that
 * every table of the schema is placed on one list or the other.
 */
import { eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as s from '../../db/schema/index.ts';

export interface ArchiveTable {
  /** The SQL name, also the archive's `tables/{name}.json`. */
  name: string;
  table: PgTable;
  /** Visitors' personal data: only in an archive made with that option. */
  personal: boolean;
  /** The condition selecting the organisation's rows. */
  rowsOf(orgId: string): SQL;
  /** The column holding a storage key, whose file travels in the archive; with its key prefix. */
  stored?: { column: string; prefix: 'files' | 'assets' | 'questionnaires' };
  /** Columns never exported (a staff member's password hash). */
  omit?: readonly string[];
  /** Staff members: imported only when the import asks for them. */
  staff?: boolean;
}

export const columnOf = (table: PgTable, name: string): PgColumn => {
  const column = getTableColumns(table)[name];
  if (!column) throw new Error(`${getTableName(table)} has no column ${name}`);
  return column;
};

/** A table with its own org_id. */
const owned = (table: PgTable, more: Partial<ArchiveTable> = {}): ArchiveTable => ({
  name: getTableName(table),
  table,
  personal: false,
  rowsOf: (orgId) => eq(columnOf(table, 'orgId'), orgId),
  ...more,
});

/** A child table: its rows are those whose `column` names a row the parent table selects. */
const childOf = (
  table: PgTable,
  column: string,
  parent: ArchiveTable,
  more: Partial<ArchiveTable> = {},
): ArchiveTable => ({
  name: getTableName(table),
  table,
  personal: parent.personal,
  rowsOf: (orgId) =>
    sql`${columnOf(table, column)} in (select id from ${parent.table} where ${parent.rowsOf(orgId)})`,
  ...more,
});

const personal = { personal: true } as const;

const organizations: ArchiveTable = {
  name: 'organizations',
  table: s.organizations,
  personal: false,
  rowsOf: (orgId) => eq(s.organizations.id, orgId),
};
const products = owned(s.products);
const files = owned(s.files, { stored: { column: 'storageKey', prefix: 'files' } });
const topics = owned(s.topics);
const profiles = owned(s.permissionProfiles);
const snapshots = owned(s.trustSnapshots);
const accounts = owned(s.accounts, personal);
const members = childOf(s.accountMembers, 'accountId', accounts);

/** Every exported table, parents before children. */
export const ARCHIVE_TABLES: readonly ArchiveTable[] = [
  organizations,
  owned(s.portalCustomizations),
  owned(s.accessSettings),
  owned(s.customDomains),
  owned(s.roles),
  owned(s.users, { omit: ['passwordHash'], staff: true }),
  products,
  owned(s.productLinks),
  childOf(s.productConfigs, 'productId', products),
  owned(s.assets, { stored: { column: 'storageKey', prefix: 'assets' } }),
  childOf(s.cards, 'productId', products),
  childOf(s.items, 'productId', products),
  // Subprocessors' trust feeds and what their last check kept (docs/fourth-parties.md).
  owned(s.fourthPartyFeeds),
  files,
  childOf(s.itemFiles, 'fileId', files),
  owned(s.documentVersions, { stored: { column: 'storageKey', prefix: 'files' } }),
  owned(s.documentTexts),
  topics,
  childOf(s.topicProducts, 'topicId', topics),
  childOf(s.updates, 'topicId', topics),
  owned(s.kbEntries),
  profiles,
  childOf(s.permissionProfileItems, 'profileId', profiles),
  owned(s.domainRules),
  owned(s.controls),
  owned(s.facts),
  owned(s.webpages),
  // Staff's texts in other languages name their thing by id, rewritten on import with it.
  owned(s.translations),
  // Planned subprocessor changes (docs/editing.md): each applies on the importing instance too.
  owned(s.subprocessorNoticeSettings),
  owned(s.subprocessorChanges),
  owned(s.integrations),
  owned(s.tprmPartners),
  // The history of what the portal published (docs/portal.md, History).
  snapshots,
  childOf(s.trustChanges, 'snapshotId', snapshots),
  // Visitors' personal data, and what names them.
  accounts,
  members,
  owned(s.identityProviders, personal),
  childOf(s.memberVisits, 'accountMemberId', members),
  // The reminders already mailed: the importing instance does not mail them again.
  childOf(s.accessReminders, 'memberId', members),
  owned(s.accessRequests, personal),
  owned(s.subscribers, personal),
  owned(s.ndaAcceptances, personal),
  owned(s.documentEvents, personal),
  // Watermarked copies name the member they were issued to.
  owned(s.documentCopies, personal),
  // The access log's older months, counted: kept with the log they summarise.
  owned(s.accessLogMonths, personal),
  owned(s.itemComments, personal),
  owned(s.subprocessorObjections, personal),
  owned(s.questionnaires, {
    ...personal,
    stored: { column: 'storageKey', prefix: 'questionnaires' },
  }),
  // The questionnaire workspace: customers' questionnaires, some sent by members.
  owned(s.workspaceQuestionnaires, {
    ...personal,
    stored: { column: 'storageKey', prefix: 'questionnaires' },
  }),
  owned(s.workspaceQuestions, personal),
  owned(s.workspaceComments, personal),
  owned(s.workspaceSentFiles, {
    ...personal,
    stored: { column: 'storageKey', prefix: 'questionnaires' },
  }),
  owned(s.analyticsEvents, personal),
  owned(s.unansweredQuestions, personal),
  owned(s.auditLog, personal),
  owned(s.mails, personal),
];

/** Tables of the instance, or kept by the database itself: never in an archive. */
export const NOT_EXPORTED: readonly string[] = [
  getTableName(s.sessions),
  getTableName(s.jobs),
  getTableName(s.rateLimits),
  getTableName(s.staffSignInFailures),
  getTableName(s.spentTokens),
  getTableName(s.bulkDownloads),
  getTableName(s.contentRevisions),
  // Credentials and caches of this instance: staff make new API tokens after a move, the feed's
  // signing keys belong to the deployment, and file digests are computed again from the files.
  getTableName(s.apiTokens),
  getTableName(s.feedSigningKeys),
  // Slack's credentials are sealed with this deployment's SECRET: staff connect Slack again.
  getTableName(s.slackIntegrations),
  getTableName(s.fileDigests),
  // Webhook endpoints hold secrets sealed with this deployment's SECRET: staff register them
  // again after a move; their events and delivery log go with them.
  getTableName(s.webhookEndpoints),
  getTableName(s.webhookEvents),
  getTableName(s.webhookDeliveries),
  getTableName(s.webhookAttempts),
  getTableName(s.searchEntries),
  // Single sign-on holds this instance's client secret and SCIM token, and its redirect address
  // names this instance: staff set it again after a move, and the identity provider pushes its
  // groups again.
  getTableName(s.staffSso),
  getTableName(s.ssoSignIns),
  getTableName(s.scimGroups),
  // How far this instance brought the history: the importing instance checks again.
  getTableName(s.trustHistoryChecks),
  // The transparency log is signed with this deployment's feed key: the importing instance
  // starts a log of its own (another log id) from the history imported.
  getTableName(s.transparencyLogs),
  getTableName(s.transparencyLogEntries),
];

export const archiveTableNamed = (name: string): ArchiveTable | undefined =>
  ARCHIVE_TABLES.find((t) => t.name === name);

/** The columns an archive carries for a table: all but generated and omitted ones. */
export function archivedColumns(spec: ArchiveTable): [string, PgColumn][] {
  return Object.entries(getTableColumns(spec.table)).filter(
    ([name, column]) => !column.generated && !spec.omit?.includes(name),
  );
}
