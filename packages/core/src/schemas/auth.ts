import { z } from 'zod';

/** E-mail rule of every visitor and staff form (docs/access.md, Request access). */
export const ZEmail = z
  .string({ error: 'You must provide an email.' })
  .trim()
  .min(1, 'You must provide an email.')
  .pipe(z.email('This email is invalid'));

export const ZStaffLoginRequest = z.object({
  email: ZEmail,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  /** The organisation (its slug) to sign in to, once the answer asked which. */
  org: z.string().trim().toLowerCase().min(1).max(100).optional(),
});
/** The organisations a sign-in asks to choose from (409 `choose_organization`'s details). */
export const ZChooseOrganization = z.object({
  organizations: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type TStaffLoginRequest = z.infer<typeof ZStaffLoginRequest>;

export const ZStaffUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  orgSlug: z.string(),
  orgName: z.string(),
  scopes: z.array(z.string()),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;

export const ZStaffSession = z.object({ user: ZStaffUser });

/** GET /api/auth/session: the signed-in staff member, or null when nobody is signed in. */
export const ZStaffSessionState = z.object({ user: ZStaffUser.nullable() });
export type TStaffSessionState = z.infer<typeof ZStaffSessionState>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Incorrect email or password.',
  chooseOrganization: 'Choose the organisation to sign in to.',
  signInRequired: 'Sign in to continue',
} as const;
