/**
 * Requests and answers of the integrations (docs/integrations.md, Connecting): connect, state,
 * scorecard grade.
 */
import { z } from 'zod';
import { INTEGRATION_PROVIDERS } from '../rules/integrations.ts';
import { ZBugBountyStats, ZStatusPage } from './portal-view.ts';

/** POST /api/integrations/{provider}/connect: the program or page link of a product. */
export const ZIntegrationConnectRequest = z.object({
  productId: z.string(),
  page: z.string().trim().max(2000),
});
export type TIntegrationConnectRequest = z.infer<typeof ZIntegrationConnectRequest>;

export const ZIntegrationQuery = z.object({ productId: z.string() });

/** A product's connection to a provider, as staff see it. */
export const ZIntegrationState = z.object({
  provider: z.enum(INTEGRATION_PROVIDERS),
  connected: z.boolean(),
  /** The link staff connected; read-only until disconnect. */
  pageUrl: z.string().nullable(),
  bugBounty: ZBugBountyStats.nullable(),
  statusPage: ZStatusPage.nullable(),
  /** The temporary connection error of the last refresh, when it failed. */
  error: z.string().nullable(),
  refreshedAt: z.string().nullable(),
});
export type TIntegrationState = z.infer<typeof ZIntegrationState>;

/** GET /api/integrations/ssc/{domain}. */
export const ZScorecardGrade = z.object({
  domain: z.string(),
  grade: z.string(),
  score: z.number().nullable(),
});
export type TScorecardGrade = z.infer<typeof ZScorecardGrade>;
