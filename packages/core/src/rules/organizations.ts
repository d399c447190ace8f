/**
 * A new organisation, as the instance operator creates it: the rule its portal slug follows, the
 * plan it starts on, and the cards its first product starts with.
 */
import { z } from 'zod';
import { CARD_KINDS, type CardKind } from '../constants/cards.ts';
import { ZEmail } from '../schemas/auth.ts';
import { ZBrandColor } from '../schemas/portal-settings.ts';
import { ZNewPassword } from '../schemas/staff-users.ts';
import type { Plan } from './editing.ts';

export const ORG_SLUG_MIN = 2;
export const ORG_SLUG_MAX = 40;
export const ORG_NAME_MAX = 100;

/** Slugs that name the server's own paths (or might), never an organisation's portal. */
export const RESERVED_ORG_SLUGS: readonly string[] = [
  'admin',
  'api',
  'app',
  'assets',
  'health',
  'setup',
  'share',
  'static',
  'trust',
  'www',
];

/**
 * A new organisation's plan unless the instance's operator sets another (`DEFAULT_PLAN`,
 * docs/deploy.md): every feature, as befits a trust center hosted by its own team.
 */
export const DEFAULT_PLAN: Plan = 'enterprise';

export const ORG_MESSAGES = {
  slugRequired: 'The slug is required.',
  slugLength: `The slug must be ${ORG_SLUG_MIN} to ${ORG_SLUG_MAX} characters long.`,
  slugCharacters: 'The slug may hold only lowercase letters, digits and hyphens.',
  slugHyphens: 'The slug may not start or end with a hyphen.',
  slugReserved: (slug: string) => `The slug '${slug}' is reserved; choose another one.`,
  slugTaken: (slug: string) => `An organisation with the slug '${slug}' already exists.`,
  nameRequired: 'The organisation name is required.',
  nameTooLong: `The organisation name must be at most ${ORG_NAME_MAX} characters long.`,
  adminNameTooLong: `The admin's name must be at most ${ORG_NAME_MAX} characters long.`,
  notFound: (slug: string) => `No organisation with the slug '${slug}'.`,
} as const;

/** Why a portal slug cannot be used, or null when it can. */
export function orgSlugProblem(slug: string): string | null {
  if (slug.length === 0) return ORG_MESSAGES.slugRequired;
  if (slug.length < ORG_SLUG_MIN || slug.length > ORG_SLUG_MAX) return ORG_MESSAGES.slugLength;
  if (!/^[a-z0-9-]+$/.test(slug)) return ORG_MESSAGES.slugCharacters;
  if (slug.startsWith('-') || slug.endsWith('-')) return ORG_MESSAGES.slugHyphens;
  if (RESERVED_ORG_SLUGS.includes(slug)) return ORG_MESSAGES.slugReserved(slug);
  return null;
}

export const ZOrgSlug = z.string({ error: ORG_MESSAGES.slugRequired }).superRefine((slug, ctx) => {
  const problem = orgSlugProblem(slug);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const ZOrganizationCreate = z.object({
  name: z
    .string({ error: ORG_MESSAGES.nameRequired })
    .trim()
    .min(1, ORG_MESSAGES.nameRequired)
    .max(ORG_NAME_MAX, ORG_MESSAGES.nameTooLong),
  slug: ZOrgSlug,
  adminEmail: ZEmail.transform((email) => email.toLowerCase()),
  /** The admin's display name; the part of the e-mail before '@' when absent. */
  adminName: z.string().trim().max(ORG_NAME_MAX, ORG_MESSAGES.adminNameTooLong).optional(),
  /**
   * The admin's password, by the staff password rules; absent, the admin is mailed a link to set
   * one (the operator's command), present when they chose it themselves (first-run setup).
   */
  adminPassword: ZNewPassword.optional(),
  /** The portal's brand colour (#rrggbb); absent or null, the platform's own. */
  brandColor: ZBrandColor.optional(),
});
export type TOrganizationCreate = z.input<typeof ZOrganizationCreate>;

/** The admin's display name: the one given, else the e-mail's local part. */
export const adminNameOf = (email: string, name: string | undefined): string =>
  name && name.length > 0 ? name : (email.split('@')[0] ?? email);

export interface NewCard {
  kind: CardKind;
  position: number;
  hidden: boolean;
}

/**
 * The first product's cards: one of every kind, in the kinds' order, each hidden until it has
 * content, so that a new portal never shows an empty card.
 */
export const newProductCards = (): NewCard[] =>
  CARD_KINDS.map((kind, position) => ({ kind, position, hidden: true }));
