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
  WEBHOOK_DELIVERY_JOB,
  webhookDeliveryJobHandler,
} from '../services/integrations/webhooks/deliver.ts';
import {
  DOCUMENT_EXPIRY_JOB,
  expiringDocumentsJobHandler,
} from '../services/integrations/webhooks/expiring.ts';
import type { JobHandlers } from '../jobs/worker.ts';

export function jobHandlers(deps: AppDeps): JobHandlers {
  return {
    [FAN_OUT_JOB]: fanOutJobHandler(deps),
    [DOCUMENT_TEXT_JOB]: documentTextJobHandler(deps),
    [WEEKLY_DIGEST_JOB]: weeklyDigestJobHandler(deps),
    [INTEGRATIONS_REFRESH_JOB]: integrationsRefreshJobHandler(deps),
    [EMBED_JOB]: embedJobHandler(deps),
    [ACCESS_LOG_SUMMARY_JOB]: accessLogSummaryJobHandler(deps),
    [DOMAIN_CHECK_JOB]: domainCheckJobHandler(deps),
    [WEBHOOK_DELIVERY_JOB]: webhookDeliveryJobHandler(deps),
    [DOCUMENT_EXPIRY_JOB]: expiringDocumentsJobHandler(deps),
  };
}
