import { asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, type OrganizationRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { MESSAGES } from '@trustfront/core';

export type Organization = OrganizationRow;

/** The organisation of a portal slug, or 404 'Company not found'. */
export async function findOrganizationBySlug(db: Db, slug: string): Promise<Organization> {
  const [org] = await db.select().from(organizations).where(eq(organizations.slug, slug));
  if (!org) throw notFound(MESSAGES.companyNotFound, 'company_not_found');
  return org;
}

/** How many organisations the instance holds. */
export async function countOrganizations(db: Db): Promise<number> {
  const [total] = await db.select({ n: count() }).from(organizations);
  return total?.n ?? 0;
}

/** The only organisation when exactly one exists (the main host then serves it at `/`). */
export async function findSoleOrganization(db: Db): Promise<Organization | null> {
  if ((await countOrganizations(db)) !== 1) return null;
  const [org] = await db.select().from(organizations).limit(1);
  return org ?? null;
}

/** The slugs of the published organisations, for robots.txt's sitemaps. */
export async function publishedSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(isNotNull(organizations.publishedAt))
    .orderBy(asc(organizations.slug));
  return rows.map((row) => row.slug);
}
