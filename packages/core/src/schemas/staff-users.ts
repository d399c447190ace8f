/** Staff members, staff roles and setting a staff password: shared by the forms and the routes. */
import { z } from 'zod';
import { STAFF_MESSAGES as M } from '../constants/staff-messages.ts';
import { STAFF_SCOPES } from '../rules/access.ts';
import { ZEmail } from './auth.ts';

/** Password rules of staff members. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

const ZPersonName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(80, M.nameTooLong);
const ZRoleId = z.uuid({ error: M.roleRequired });

export const ZStaffMemberCreate = z.object({
  name: ZPersonName,
  email: ZEmail.transform((email) => email.toLowerCase()),
  roleId: ZRoleId,
});
export type TStaffMemberCreate = z.input<typeof ZStaffMemberCreate>;

export const ZStaffMemberUpdate = z.object({ roleId: ZRoleId });
export type TStaffMemberUpdate = z.infer<typeof ZStaffMemberUpdate>;

export const ZStaffMember = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roleId: z.uuid(),
  roleName: z.string(),
  /** Null until they first sign in. */
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
  /** False while the member has not yet set the password their invitation asks for. */
  hasPassword: z.boolean(),
  /** Deactivated by the identity provider (SCIM): no sign-in until reactivated. */
  deactivated: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffMemberList = z.object({ members: z.array(ZStaffMember) });

export const ZStaffScope = z.enum(STAFF_SCOPES, {
  error: (issue) => M.unknownScope(String(issue.input)),
});

const ZRoleName = z
  .string({ error: M.roleNameRequired })
  .trim()
  .min(1, M.roleNameRequired)
  .max(80, M.nameTooLong);
const ZScopeList = z
  .array(ZStaffScope)
  .max(STAFF_SCOPES.length * 2)
  .transform((scopes) => STAFF_SCOPES.filter((scope) => scopes.includes(scope)));

export const ZStaffRoleCreate = z.object({ name: ZRoleName, scopes: ZScopeList });
export type TStaffRoleCreate = z.input<typeof ZStaffRoleCreate>;

export const ZStaffRoleUpdate = z
  .object({ name: ZRoleName.optional(), scopes: ZScopeList.optional() })
  .refine((u) => u.name !== undefined || u.scopes !== undefined, M.nothingToChange);
export type TStaffRoleUpdate = z.input<typeof ZStaffRoleUpdate>;

export const ZStaffRole = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.string()),
  memberCount: z.number().int(),
});
export type TStaffRole = z.infer<typeof ZStaffRole>;
export const ZStaffRoleList = z.object({ roles: z.array(ZStaffRole) });

/** A new password, by the rules of staff passwords. */
export const ZNewPassword = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong(PASSWORD_MAX_LENGTH));

/** The set-password form: the password twice. */
export const ZSetPasswordForm = z
  .object({ password: ZNewPassword, confirm: z.string() })
  .refine((f) => f.password === f.confirm, { message: M.passwordsDiffer, path: ['confirm'] });
export type TSetPasswordForm = z.infer<typeof ZSetPasswordForm>;

/** POST /api/auth/password: the mailed link's token and the new password. */
export const ZSetPasswordRequest = z.object({
  token: z.string().min(1, M.linkInvalid).max(4000, M.linkInvalid),
  password: ZNewPassword,
});
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;
