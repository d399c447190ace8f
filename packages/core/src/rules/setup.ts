/**
 * First-run setup (docs/setup.md): while the instance holds no organisation, whoever has the
 * setup token the server printed at start creates the first organisation and becomes its admin.
 * The request, the slug suggested from the name, and where the server's refusals go in the form.
 */
import { z } from 'zod';
import { PORTAL_SETTINGS_LIMITS, PORTAL_SETTINGS_MESSAGES } from '../schemas/portal-settings.ts';
import { isBrandColor } from './brand-color.ts';
import {
  ORG_MESSAGES,
  ORG_NAME_MAX,
  ORG_SLUG_MAX,
  RESERVED_ORG_SLUGS,
  ZOrganizationCreate,
} from './organizations.ts';
import { ZNewPassword } from '../schemas/staff-users.ts';
import { STAFF_MESSAGES } from '../constants/staff-messages.ts';

/** Bytes of a generated setup token (192 bits); an operator's own must be as long as 128 bits. */
export const SETUP_TOKEN_BYTES = 24;
/** The shortest SETUP_TOKEN an operator may set: 128 bits written in base64url. */
export const SETUP_TOKEN_MIN_CHARS = 22;
/** The longest base64 text of a logo: the portal's image limit, written in base64. */
export const SETUP_LOGO_MAX_CHARS = Math.ceil(PORTAL_SETTINGS_LIMITS.imageMaxBytes / 3) * 4;
/** The brand colour the form starts with: the platform's own blue. */
export const SETUP_DEFAULT_BRAND_COLOR = '#1f6feb';

export const SETUP_MESSAGES = {
  tokenRequired: "Enter the setup token from the server's log.",
  tokenWrong:
    "This setup token is not right: copy it from the server's log or terminal, where it was printed at start.",
  closed:
    'This instance is set up already: an organisation exists. Sign in with your staff account.',
  adminNameRequired: "Enter the admin's name",
  brandColorRequired: 'Choose a brand colour',
  logoInvalid: 'The logo could not be read: choose the file again.',
  done: 'Your organisation is ready.',
} as const;
const M = SETUP_MESSAGES;

/** The logo's bytes in base64 (the file itself; its type is read from its content). */
const ZLogo = z
  .string()
  .max(SETUP_LOGO_MAX_CHARS, PORTAL_SETTINGS_MESSAGES.imageTooLarge)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, M.logoInvalid)
  .min(1, PORTAL_SETTINGS_MESSAGES.imageRequired);

/** POST /api/setup: the token, the organisation and its first admin. */
export const ZSetupRequest = ZOrganizationCreate.extend({
  token: z.string({ error: M.tokenRequired }).trim().min(1, M.tokenRequired).max(200, M.tokenWrong),
  adminName: z
    .string({ error: M.adminNameRequired })
    .trim()
    .min(1, M.adminNameRequired)
    .max(ORG_NAME_MAX, ORG_MESSAGES.adminNameTooLong),
  adminPassword: ZNewPassword,
  brandColor: z
    .string({ error: M.brandColorRequired })
    .trim()
    .min(1, M.brandColorRequired)
    .transform((value) => value.toLowerCase())
    .refine(isBrandColor, PORTAL_SETTINGS_MESSAGES.brandColorInvalid),
  logo: ZLogo.optional(),
});
export type TSetupRequest = z.input<typeof ZSetupRequest>;

/** The setup form's fields, the password twice (the logo is a file beside them). */
export const ZSetupForm = ZSetupRequest.omit({ logo: true })
  .extend({ adminPasswordConfirm: z.string() })
  .refine((f) => f.adminPassword === f.adminPasswordConfirm, {
    message: STAFF_MESSAGES.passwordsDiffer,
    path: ['adminPasswordConfirm'],
  });
export type TSetupForm = z.input<typeof ZSetupForm>;
export type SetupField = keyof TSetupRequest;

/** GET /api/setup: whether setup is open (the instance holds no organisation yet). */
export const ZSetupStatus = z.object({ open: z.boolean() });
export type TSetupStatus = z.infer<typeof ZSetupStatus>;

/**
 * The slug the form suggests for a name: lowercase letters and digits, accents dropped, other
 * characters as single hyphens, none at either end, cut to the longest slug. A reserved word
 * gets `-trust` added. The result still goes through `orgSlugProblem` (a name of one letter
 * suggests a slug too short).
 */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ORG_SLUG_MAX)
    .replace(/-+$/, '');
  return RESERVED_ORG_SLUGS.includes(slug) ? `${slug}-trust` : slug;
}

const SETUP_FIELDS: readonly SetupField[] = [
  'token',
  'name',
  'slug',
  'brandColor',
  'logo',
  'adminName',
  'adminEmail',
  'adminPassword',
];

/**
 * The messages of a refused setup by field, from the answer's details (`[{ path, message }]`,
 * paths like `/slug`); the first message of a field wins, unknown paths are left out.
 */
export function setupFieldErrors(details: unknown): Partial<Record<SetupField, string>> {
  const errors: Partial<Record<SetupField, string>> = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = SETUP_FIELDS.find((f) => path === `/${f}` || path.startsWith(`/${f}/`));
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}
