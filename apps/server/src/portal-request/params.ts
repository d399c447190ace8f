import { z } from 'zod';

/** Path parameters of every `/api/portal/{orgSlug}` route. */
export const ZOrgParams = z.object({ orgSlug: z.string().min(1).max(100) });

/**
 * Query parameters that carry the caller's mode (main for staff editing, preview as an account
 * or a permission profile). They only ask: the session decides, and a value that names nothing
 * is the public portal (docs/portal.md, Modes), so they are read leniently.
 */
export const ZViewerQuery = z.object({
  mode: z.string().max(20).optional().describe("'main' for staff editing"),
  accountId: z.string().max(100).optional(),
  permissionProfileId: z.string().max(100).optional(),
  /** The reader's language, asked for (docs/languages.md); an unoffered one is ignored. */
  lang: z.string().max(20).optional(),
});
