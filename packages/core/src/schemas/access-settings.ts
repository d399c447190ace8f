/** How an organisation hands out access (NDA, grant duration, watermarking, legal links). */
import { z } from 'zod';
import { ACCESS_SETTINGS_MESSAGES as M } from '../constants/nda-messages.ts';

export const NDA_PROVIDERS = ['none', 'clickwrap'] as const;
export const ZNdaProvider = z.enum(NDA_PROVIDERS);

/** Longest clickwrap NDA text kept, in characters. */
export const NDA_TEXT_MAX = 50_000;
export const ACCESS_DURATION_MAX_DAYS = 3650;

const ZHttpUrl = z
  .string()
  .trim()
  .max(2000, M.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, M.urlInvalid);

/** An optional link: empty means none. */
const ZOptionalUrl = z.union([z.literal('').transform(() => null), ZHttpUrl, z.null()]);

/** How long granted access lasts, in days; null: until revoked. */
export const ZAccessDurationDays = z
  .number({ error: M.durationWhole })
  .int(M.durationWhole)
  .min(1, M.durationRange)
  .max(ACCESS_DURATION_MAX_DAYS, M.durationRange)
  .nullable();

/**
 * The access settings as staff save them and the server answers them. A clickwrap NDA needs its
 * text; the access duration is a number of days or null (until revoked).
 */
export const ZAccessSettings = z
  .object({
    ndaProvider: ZNdaProvider,
    ndaText: z.string().trim().max(NDA_TEXT_MAX, M.ndaTextTooLong),
    accessDurationDays: ZAccessDurationDays,
    watermarkDocuments: z.boolean(),
    termsUrl: ZOptionalUrl,
    privacyUrl: ZOptionalUrl,
  })
  .superRefine((value, ctx) => {
    if (value.ndaProvider === 'clickwrap' && value.ndaText === '') {
      ctx.addIssue({ code: 'custom', path: ['ndaText'], message: M.ndaTextRequired });
    }
  });
export type TAccessSettings = z.output<typeof ZAccessSettings>;
export type TAccessSettingsInput = z.input<typeof ZAccessSettings>;

/** The saved settings as the server answers them (no transforms: answers are encoded). */
export const ZAccessSettingsAnswer = z.object({
  ndaProvider: ZNdaProvider,
  ndaText: z.string(),
  accessDurationDays: z.number().int().nullable(),
  watermarkDocuments: z.boolean(),
  termsUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
});

/** An organisation without saved settings: no NDA, a year of access, no watermark. */
export const DEFAULT_ACCESS_SETTINGS: TAccessSettings = {
  ndaProvider: 'none',
  ndaText: '',
  accessDurationDays: 365,
  watermarkDocuments: false,
  termsUrl: null,
  privacyUrl: null,
};

/** GET {base}/nda (docs/access.md, NDA clickwrap). */
export const ZNdaStatus = z.object({
  passed: z.boolean(),
  provider: ZNdaProvider,
  email: z.string().nullable(),
});

/** The clickwrap NDA a member is asked to accept, with their status. */
export const ZNdaTerms = ZNdaStatus.extend({
  text: z.string(),
  acceptedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TNdaTerms = z.infer<typeof ZNdaTerms>;

export const ZNdaAcceptRequest = z.object({
  agree: z.literal(true, { error: 'You must agree to the NDA' }),
});
