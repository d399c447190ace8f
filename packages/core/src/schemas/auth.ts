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

export const AUTH_MESSAGES = {
  invalidCredentials: 'Incorrect email or password.',
  signInRequired: 'Sign in to continue',
} as const;
