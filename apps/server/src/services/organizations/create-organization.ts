/**
 * The instance operator creates an organisation with everything its portal needs, empty: the
 * organisation on the instance's default plan (every feature unless the operator set another), its portal customisation, an Owner role holding every staff
 * scope, the first admin (without a password: they are mailed a single-use link to set one), and
 * one product with the default sections and a card of every kind, each hidden until it has
 * content, and the default permission profile for approved accounts ('Approved customers'). The trust center is not published until its staff publish it. Everything is written in
 * one transaction. First-run setup (docs/setup.md) creates the first organisation the same way,
 * with the admin's own password and a brand colour, and a check of its own run first in the
 * transaction.
 */
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import {
  AppError,
  DEFAULT_SECTION_ORDER,
  ORG_MESSAGES as M,
  STAFF_SCOPES,
  ZOrganizationCreate,
  adminNameOf,
  newProductCards,
  type TOrganizationCreate,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import * as s from '../../db/schema/index.ts';
import type { Tx } from '../../db/client.ts';
import { createDefaultProfile } from '../access/permission-profiles.ts';
import { mailPasswordLink } from '../staff/password-link.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The first product's slug; staff rename it and add others from the private app. */
export const FIRST_PRODUCT_SLUG = 'main';

export interface CreatedOrganization {
  orgId: string;
  slug: string;
  name: string;
  plan: string;
  admin: { userId: string; email: string; name: string };
  /**
   * The admin's single-use link to set their password (also in the outbox, mailed with SMTP);
   * null when the admin's password was given.
   */
  passwordLink: string | null;
}

export interface CreateOptions {
  /** Run first in the transaction (after its lock, say); throwing refuses the creation. */
  before?: (tx: Tx) => Promise<void>;
}

/** A PostgreSQL unique violation (on PGlite the error itself, on node-postgres maybe its cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function parseInput(input: TOrganizationCreate) {
  const parsed = ZOrganizationCreate.safeParse(input);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues.map((issue) => issue.message).join(' ');
  throw new AppError('invalid_request', message, 400);
}

export async function createOrganization(
  deps: Deps,
  input: TOrganizationCreate,
  options: CreateOptions = {},
): Promise<CreatedOrganization> {
  const { name, slug, adminEmail, adminName, adminPassword, brandColor } = parseInput(input);
  const admin = { email: adminEmail, name: adminNameOf(adminEmail, adminName) };
  const slugTaken = () => new AppError('slug_in_use', M.slugTaken(slug), 409);

  const orgId = randomUUID();
  const userId = randomUUID();
  const passwordHash = adminPassword === undefined ? null : await hash(adminPassword);
  try {
    await deps.db.transaction(async (tx) => {
      await options.before?.(tx);
      const [sameSlug] = await tx
        .select({ id: s.organizations.id })
        .from(s.organizations)
        .where(eq(s.organizations.slug, slug));
      if (sameSlug) throw slugTaken();
      // The admin's address may be staff of other organisations too: each is its own account.

      // Unpublished: only its staff see the portal until they publish it (docs/portal.md, Publication).
      await tx
        .insert(s.organizations)
        .values({ id: orgId, slug, name, plan: deps.config.defaultPlan, publishedAt: null });
      await tx.insert(s.portalCustomizations).values({ orgId, brandColor: brandColor ?? null });
      const roleId = randomUUID();
      await tx
        .insert(s.roles)
        .values({ id: roleId, orgId, name: 'Owner', scopes: [...STAFF_SCOPES] });
      await tx.insert(s.users).values({ id: userId, orgId, ...admin, passwordHash, roleId });

      const productId = randomUUID();
      await tx
        .insert(s.products)
        .values({ id: productId, orgId, slug: FIRST_PRODUCT_SLUG, name, position: 0 });
      await tx.insert(s.productConfigs).values({ productId, sections: [...DEFAULT_SECTION_ORDER] });
      await tx
        .insert(s.cards)
        .values(newProductCards().map((card) => ({ ...card, productId, content: {} })));
      // Approving a visitor grants them the restricted items at once (docs/access.md).
      await createDefaultProfile(tx, orgId);
    });
  } catch (error) {
    // Another creation of the same slug committed between the check and the writes.
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  const passwordLink =
    passwordHash === null ? await mailPasswordLink(deps, { orgId, userId, ...admin }) : null;
  return {
    orgId,
    slug,
    name,
    plan: deps.config.defaultPlan,
    admin: { userId, ...admin },
    passwordLink,
  };
}
