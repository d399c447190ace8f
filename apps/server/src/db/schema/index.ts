/**
 * The one pg-core schema, one file an area. Every table is listed here: the drizzle client and
 * drizzle-kit read the schema from this module.
 */
export {
  customDomains,
  organizations,
  portalCustomizations,
  type AccessRequestField,
  type AccessRequestFields,
  type CustomDomainRow,
  type CustomizationRow,
  type OrganizationRow,
  type OrgFeatures,
  type Scripts,
} from './organizations.ts';
export {
  assets,
  cards,
  files,
  itemFiles,
  items,
  productConfigs,
  productLinks,
  products,
  type AssetRow,
  type CardRow,
  type FileRow,
  type ItemRow,
  type ProductConfigRow,
  type ProductLinkRow,
  type ProductRow,
} from './catalogue.ts';
export {
  kbEntries,
  topicProducts,
  topics,
  updates,
  type KbEntryRow,
  type TopicRow,
  type UpdateRow,
} from './updates.ts';
export {
  accountMembers,
  accounts,
  permissionProfileItems,
  permissionProfiles,
  roles,
  sessions,
  users,
  type AccountMemberRow,
  type AccountRow,
  type PermissionProfileRow,
  type UserRow,
} from './identity.ts';
export {
  bulkDownloads,
  contentRevisions,
  rateLimits,
  staffSignInFailures,
  type BulkDownloadGrant,
} from './operations.ts';
export {
  accessLogMonths,
  accessRequests,
  accessSettings,
  documentEvents,
  domainRules,
  ndaAcceptances,
  spentTokens,
  subscribers,
  type AccessRequestRow,
  type AccessRequestStatus,
  type AccessSettingsRow,
  type DocumentEventAction,
  type DomainRuleRow,
  type NdaAcceptanceRow,
  type SubscriberRow,
} from './visitors.ts';
export { jobs, mails, type JobRow, type MailRow, type MailStatus } from './delivery.ts';
export {
  identityProviders,
  itemComments,
  memberVisits,
  questionnaires,
  tprmPartners,
  type IdentityProviderRow,
  type ItemCommentRow,
  type MemberVisitRow,
  type QuestionnaireRow,
  type TprmPartnerRow,
} from './members.ts';
export {
  controls,
  documentTexts,
  facts,
  searchEntries,
  unansweredQuestions,
  webpages,
  weightedVector,
  type ControlRow,
  type FactRow,
  type SearchEntryKind,
  type UnansweredQuestionRow,
  type WebpageRow,
} from './search.ts';
export { auditLog, integrations, type AuditRow, type IntegrationRow } from './admin.ts';
export { analyticsEvents, type AnalyticsEventRow } from './analytics.ts';
export {
  apiTokens,
  feedSigningKeys,
  fileDigests,
  trustChanges,
  trustHistoryChecks,
  trustSnapshots,
  type ApiTokenRow,
  type FeedSigningKeyRow,
  type TrustSnapshotRow,
} from './trust-data.ts';
export {
  documentCopies,
  documentVersions,
  type DocumentCopyRow,
  type DocumentVersionRow,
} from './document-versions.ts';
export {
  scimGroups,
  ssoSignIns,
  staffSso,
  type ScimGroupRow,
  type StaffSsoRow,
} from './staff-sso.ts';
export { slackIntegrations, type SlackIntegrationRow } from './slack.ts';
export {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type WebhookDeliveryRow,
  type WebhookDeliveryState,
  type WebhookEndpointRow,
  type WebhookEventRow,
} from './webhooks.ts';
export { translations, type TranslationRow } from './translations.ts';
export {
  workspaceComments,
  workspaceQuestionnaires,
  workspaceQuestions,
  workspaceSentFiles,
  type WorkspaceCommentRow,
  type WorkspaceSentFileRow,
  type WorkspaceQuestionnaireRow,
  type WorkspaceQuestionRow,
} from './questionnaire-workspace.ts';
export {
  transparencyLogEntries,
  transparencyLogs,
  type TransparencyLogEntryRow,
  type TransparencyLogRow,
} from './transparency-log.ts';
export { accessReminders } from './access-reminders.ts';
export { fourthPartyFeeds, type FourthPartyFeedRow } from './fourth-parties.ts';
export {
  subprocessorChanges,
  subprocessorNoticeSettings,
  subprocessorObjections,
  type SubprocessorChangeRow,
  type SubprocessorObjectionRow,
} from './subprocessor-changes.ts';
