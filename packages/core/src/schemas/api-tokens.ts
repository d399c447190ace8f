/** Staff API tokens as the settings page and the routes see them (docs/api.md, Tokens). */
import { z } from 'zod';
import { STAFF_SCOPES } from '../rules/access.ts';

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Name the token',
  nameTooLong: 'Max 80 characters',
  scopesRequired: 'Choose at least one scope',
  expiryInvalid: 'Choose how long the token lives',
  scopesBeyondYours: (scopes: string) =>
    `You cannot give a token scopes you do not hold: ${scopes}`,
  notFound: 'API token not found',
  invalid: 'The API token is not valid: it may have expired or been revoked',
  mintedByToken:
    'An API token cannot make API tokens: sign in to the private app to make one in Settings → API tokens.',
} as const;
const M = API_TOKEN_MESSAGES;

/** How long a new token lives, in days; null: until revoked. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365, null] as const;

export const ZApiTokenCreate = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(80, M.nameTooLong),
  scopes: z
    .array(z.enum(STAFF_SCOPES))
    .min(1, M.scopesRequired)
    .max(STAFF_SCOPES.length * 2)
    .transform((scopes) => STAFF_SCOPES.filter((scope) => scopes.includes(scope))),
  expiresInDays: z
    .union([z.literal(7), z.literal(30), z.literal(90), z.literal(365), z.null()], {
      error: M.expiryInvalid,
    })
    .describe('Days the token lives; null: until revoked'),
});
export type TApiTokenCreate = z.input<typeof ZApiTokenCreate>;

export const ZApiToken = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, e.g. `tf_AbCd`. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdBy: z.string().describe('E-mail of the staff member the token acts for'),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;
export const ZApiTokenList = z.object({ tokens: z.array(ZApiToken) });
export type TApiTokenList = z.infer<typeof ZApiTokenList>;

/** The answer to creating a token: the only time the token itself is shown. */
export const ZApiTokenCreated = z.object({ token: z.string(), apiToken: ZApiToken });
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreated>;
