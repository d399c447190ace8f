/**
 * Tokens a member hands to a third-party risk-management tool (docs/access.md, Member features).
 */
import { z } from 'zod';

/** The token lives 24 hours and is viewed once (docs/search.md, Limits). */
export const TPRM_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** The Copy button reads 'Copied' this long (docs/search.md, Limits). */
export const TPRM_COPIED_MS = 5000;

export const ZTprmPartner = z.object({ id: z.string(), name: z.string(), domain: z.string() });
export type TTprmPartner = z.infer<typeof ZTprmPartner>;
export const ZTprmPartnerList = z.object({ partners: z.array(ZTprmPartner) });

/** GET /api/statuspage/share/{accountId}/external/{partnerId}/jwt/ */
export const ZTprmToken = z.object({
  token: z.string(),
  /** ISO date-time. */
  expiresAt: z.string(),
  partner: ZTprmPartner,
});
export type TTprmToken = z.infer<typeof ZTprmToken>;

/** What the partner's tool reads once with the token: what reaches the member's account. */
export const ZTprmExport = z.object({
  organization: z.object({ name: z.string() }),
  account: z.object({ companyName: z.string() }),
  items: z.array(
    z.object({
      itemUid: z.string(),
      product: z.string(),
      card: z.string(),
      title: z.string(),
      access: z.string(),
      documents: z.array(z.string()),
    }),
  ),
});
export type TTprmExport = z.infer<typeof ZTprmExport>;
