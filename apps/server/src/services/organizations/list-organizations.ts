/** Every organisation of the instance, for the operator: slug, name, plan, creation, staff. */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';

export interface OrganizationSummary {
  slug: string;
  name: string;
  plan: string;
  createdAt: Date;
  staffCount: number;
}

/** The organisations, oldest first. */
export async function listOrganizations(db: Db): Promise<OrganizationSummary[]> {
  return db
    .select({
      slug: organizations.slug,
      name: organizations.name,
      plan: organizations.plan,
      createdAt: organizations.createdAt,
      staffCount: count(users.id),
    })
    .from(organizations)
    .leftJoin(users, eq(users.orgId, organizations.id))
    .groupBy(organizations.id)
    .orderBy(asc(organizations.createdAt), asc(organizations.slug));
}
