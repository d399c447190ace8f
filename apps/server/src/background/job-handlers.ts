/**
 * Every kind of background job and the function that runs it. A job kind is added here, with
 * its handler in the service that owns the work.
 */
import type { AppDeps } from '../app-types.ts';
import { FAN_OUT_JOB, fanOutJobHandler } from '../services/updates/fan-out.ts';
import { DOCUMENT_TEXT_JOB, documentTextJobHandler } from '../services/search/document-text.ts';
import {
  WEEKLY_DIGEST_JOB,
  weeklyDigestJobHandler,
} from '../services/members/visits/weekly-digest.ts';
import {
  INTEGRATIONS_REFRESH_JOB,
  integrationsRefreshJobHandler,
} from '../services/integrations/refresh.ts';
import { EMBED_JOB, embedJobHandler } from '../services/search/vectors/vector-index.ts';
import {
  ACCESS_LOG_SUMMARY_JOB,
  accessLogSummaryJobHandler,
} from '../services/documents/access-log-retention.ts';
import { DOMAIN_CHECK_JOB, domainCheckJobHandler } from '../services/domains/check-domains.ts';
import {
  DOCUMENT_VERSIONS_PRUNE_JOB,
  documentVersionPruneJobHandler,
} from '../services/documents/versions.ts';
import {
  SLACK_ANNOUNCE_JOB,
  slackAnnounceJobHandler,
} from '../services/integrations/slack-requests.ts';
import {
  TRUST_HISTORY_JOB,
  TRUST_HISTORY_PRUNE_JOB,
  trustHistoryJobHandler,
  trustHistoryPruneJobHandler,
} from '../services/portal/trust-history.ts';
import { renderPublishedFeed } from '../answers/feed-source.ts';
import {
  WEBHOOK_DELIVERY_JOB,
  webhookDeliveryJobHandler,
} from '../services/integrations/webhooks/deliver.ts';
import {
  DOCUMENT_EXPIRY_JOB,
  expiringDocumentsJobHandler,
} from '../services/integrations/webhooks/expiring.ts';
import {
  QUESTIONNAIRE_DRAFT_JOB,
  questionnaireDraftJobHandler,
} from '../answers/questionnaire-drafting.ts';
import {
  QUESTIONNAIRE_INTAKE_JOB,
  questionnaireIntakeJobHandler,
} from '../services/questionnaires/workspace/member-side.ts';
import type { JobHandlers } from '../jobs/worker.ts';
import {
  FOURTH_PARTY_JOB,
  fourthPartyJobHandler,
} from '../services/editing/companies/fourth-party-check.ts';
import {
  SUBPROCESSOR_CHANGE_APPLY_JOB,
  applyChangeJobHandler,
} from '../services/editing/subprocessor-changes/apply-changes.ts';
import {
  SUBPROCESSOR_NOTICE_JOB,
  changeNoticeJobHandler,
} from '../services/editing/subprocessor-changes/notice-mails.ts';
import {
  ACCESS_REMINDERS_JOB,
  accessRemindersJobHandler,
} from '../services/access/access-reminders.ts';

export function jobHandlers(deps: AppDeps): JobHandlers {
  return {
    [FAN_OUT_JOB]: fanOutJobHandler(deps),
    [DOCUMENT_TEXT_JOB]: documentTextJobHandler(deps),
    [WEEKLY_DIGEST_JOB]: weeklyDigestJobHandler(deps),
    [INTEGRATIONS_REFRESH_JOB]: integrationsRefreshJobHandler(deps),
    [EMBED_JOB]: embedJobHandler(deps),
    [ACCESS_LOG_SUMMARY_JOB]: accessLogSummaryJobHandler(deps),
    [DOMAIN_CHECK_JOB]: domainCheckJobHandler(deps),
    [DOCUMENT_VERSIONS_PRUNE_JOB]: documentVersionPruneJobHandler(deps),
    [SLACK_ANNOUNCE_JOB]: slackAnnounceJobHandler(deps),
    // The history keeps the feed as trust.json answers it: rendered as that route renders it.
    [TRUST_HISTORY_JOB]: trustHistoryJobHandler(
      deps.db,
      (slug) => renderPublishedFeed(deps, slug),
      deps.config.secret,
    ),
    [TRUST_HISTORY_PRUNE_JOB]: trustHistoryPruneJobHandler(
      deps.db,
      deps.config.historyRetentionYears,
    ),
    [WEBHOOK_DELIVERY_JOB]: webhookDeliveryJobHandler(deps),
    [DOCUMENT_EXPIRY_JOB]: expiringDocumentsJobHandler(deps),
    [QUESTIONNAIRE_DRAFT_JOB]: questionnaireDraftJobHandler(deps),
    [QUESTIONNAIRE_INTAKE_JOB]: questionnaireIntakeJobHandler(deps),
    [ACCESS_REMINDERS_JOB]: accessRemindersJobHandler(deps),
    [FOURTH_PARTY_JOB]: fourthPartyJobHandler(deps),
    [SUBPROCESSOR_NOTICE_JOB]: changeNoticeJobHandler(deps),
    [SUBPROCESSOR_CHANGE_APPLY_JOB]: applyChangeJobHandler(deps),
  };
}
