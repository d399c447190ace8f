/** Whether the portal answers on a domain now: the question a proxy asks before a certificate. */
import { eq } from 'drizzle-orm';
import { isDomainServable } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { customDomains } from '../../db/schema/index.ts';

/** A custom domain the rule serves at `now`; any other name, the main host too, is not. */
export async function isDomainAllowed(db: Db, domain: string, now = new Date()): Promise<boolean> {
  const rows = await db.select().from(customDomains).where(eq(customDomains.domain, domain));
  return rows.some((row) => isDomainServable(row, now));
}
