/**
 * The content revision as the portal reads it: every committed change to content is counted by
 * the very next read, on both databases (PGlite through the trigger's notifications, PostgreSQL
 * by asking), inside a transaction or not; a rolled-back change is not counted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { organizations } from '../src/db/schema/index.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';
import { one } from './factories.ts';

const kinds = await databaseKinds();

describe.each(kinds)('content revision on %s', (kind) => {
  let database: Database;
  let orgId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgId = one(
      await database.db
        .insert(organizations)
        .values({ slug: 'revision-co', name: 'Revision Co' })
        .returning({ id: organizations.id }),
    ).id;
  });
  afterAll(() => database.close());

  const rename = (name: string) =>
    database.db.update(organizations).set({ name }).where(eq(organizations.id, orgId));

  it('counts a change on the next read', async () => {
    const before = await database.revisions.current();
    await rename('Revision Co 2');
    expect(await database.revisions.current()).toBeGreaterThan(before);
  });

  it('counts a change committed in a transaction, once committed', async () => {
    const before = await database.revisions.current();
    await database.db.transaction(async (tx) => {
      await tx
        .update(organizations)
        .set({ name: 'Revision Co 3' })
        .where(eq(organizations.id, orgId));
      await tx
        .update(organizations)
        .set({ name: 'Revision Co 4' })
        .where(eq(organizations.id, orgId));
    });
    expect(await database.revisions.current()).toBe(before + 2);
  });

  it('does not count a change rolled back', async () => {
    const before = await database.revisions.current();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(organizations).set({ name: 'Never' }).where(eq(organizations.id, orgId));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await database.revisions.current()).toBe(before);
    await rename('Revision Co 5');
    expect(await database.revisions.current()).toBe(before + 1);
  });
});
