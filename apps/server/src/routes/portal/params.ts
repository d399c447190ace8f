import { z } from 'zod';

/** Path parameters of every `/api/portal/{orgSlug}` route. */
export const ZOrgParams = z.object({ orgSlug: z.string().min(1).max(100) });

/** Query parameters that carry the caller's mode (preview as an account or profile, main). */
export const ZViewerQuery = z.object({
  mode: z.literal('main').optional(),
  accountId: z.uuid().optional(),
  permissionProfileId: z.uuid().optional(),
});
