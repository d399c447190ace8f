/**
 * Bring your own identity (docs/access.md, Bring your own identity): a company's identity provider,
 * registered by the organisation's staff for the company's account, signs its users in with a JWT.
 */
import { z } from 'zod';
import { MEMBER_MESSAGES as M } from '../constants/member-messages.ts';

const PEM = /^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----\s*$/;

const ZJwksUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Give the https address of the JWKS');

/** POST /api/app/settings/identity-providers */
export const ZIdentityProviderInput = z
  .object({
    accountId: z.uuid('Choose the account its users join'),
    issuer: z.string().trim().min(1, M.byoidIssuerRequired).max(500),
    jwksUrl: z.union([z.literal('').transform(() => undefined), ZJwksUrl]).optional(),
    publicKey: z
      .union([
        z.literal('').transform(() => undefined),
        z.string().trim().max(10_000).regex(PEM, M.byoidKeyInvalid),
      ])
      .optional(),
  })
  .refine((v) => Boolean(v.jwksUrl) !== Boolean(v.publicKey), {
    message: M.byoidKeyRequired,
    path: ['publicKey'],
  });
export type TIdentityProviderInput = z.infer<typeof ZIdentityProviderInput>;

export const ZIdentityProvider = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  issuer: z.string(),
  jwksUrl: z.string().nullable(),
  hasPublicKey: z.boolean(),
  createdAt: z.string(),
});
export const ZIdentityProviderList = z.object({
  /** The audience every JWT must carry: this organisation's portal address. */
  audience: z.string(),
  providers: z.array(ZIdentityProvider),
  /** The accounts a provider may sign users into. */
  accounts: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TIdentityProviderList = z.infer<typeof ZIdentityProviderList>;

/** POST /api/byoid/{orgId}/start: the token the visitor arrived with, checked but not spent. */
export const ZByoidRequest = z.object({ byoidJwt: z.string().min(1).max(10_000) });
/**
 * Whom the token signs in, for the visitor to confirm, and the state this browser keeps (also in
 * a cookie): the sign-in completes only with both (docs/access.md, Bring your own identity).
 */
export const ZByoidStartAnswer = z.object({
  email: z.string(),
  company: z.string(),
  state: z.string(),
});
export type TByoidStartAnswer = z.infer<typeof ZByoidStartAnswer>;
/** POST /api/byoid/{orgId}/welcome: the token and the state its start gave this browser. */
export const ZByoidWelcomeRequest = ZByoidRequest.extend({ state: z.string().min(1).max(200) });
/** Signed in: the portal address to open, in the member's account mode. A refusal is an error
 * whose code is the `ByoidFailure`. */
export const ZByoidAnswer = z.object({ redirectTo: z.string() });
export type TByoidAnswer = z.infer<typeof ZByoidAnswer>;
