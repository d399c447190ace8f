/**
 * Content revisions as the portal reads them: each organisation's is raised by a committed change
 * to its own content only, and counted by the very next read on both databases (PGlite through
 * the trigger's notifications, PostgreSQL by asking), inside a transaction or not; a rolled-back
 * change is not counted.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { parseRevisionNotice } from '../src/db/content-revision.ts';
import { contentRevisions, organizations, products } from '../src/db/schema/index.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';
import { one } from './factories.ts';

const kinds = await databaseKinds();

describe('the revision notice', () => {
  it('reads `{org id}:{revision}` and nothing else', () => {
    const orgId = '0b9c3f4e-8a51-4c1e-9d1f-2f6a1b7c9e10';
    expect(parseRevisionNotice(`${orgId}:42`)).toEqual({ orgId, revision: 42 });
    for (const payload of ['42', ':42', `${orgId}:`, `${orgId}:x`, `${orgId}:1.5`, '']) {
      expect(parseRevisionNotice(payload)).toBeNull();
    }
  });
});

describe.each(kinds)('content revisions on %s', (kind) => {
  let database: Database;
  let orgA: string;
  let orgB: string;

  const newOrg = async (slug: string) =>
    one(
      await database.db
        .insert(organizations)
        .values({ slug, name: slug })
        .returning({ id: organizations.id }),
    ).id;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = await newOrg('revision-a');
    orgB = await newOrg('revision-b');
  });
  afterAll(() => database.close());

  const revisionOf = (orgId: string) => database.revisions.of(orgId);
  const rename = (orgId: string, name: string) =>
    database.db.update(organizations).set({ name }).where(eq(organizations.id, orgId));
  /** What the table holds, read directly: the follower must agree with it. */
  const stored = async (orgId: string) =>
    (
      await database.db
        .select({ revision: contentRevisions.revision })
        .from(contentRevisions)
        .where(eq(contentRevisions.orgId, orgId))
    )[0]?.revision;

  it('gives a new organisation a revision of its own', async () => {
    const orgC = await newOrg('revision-c');
    expect(await revisionOf(orgC)).toBeGreaterThan(0);
    expect(await revisionOf(orgC)).toBe(await stored(orgC));
    expect(await revisionOf('00000000-0000-4000-8000-000000000000')).toBe(0);
  });

  it('counts a change on the next read, for its organisation only', async () => {
    const [a, b, total] = [
      await revisionOf(orgA),
      await revisionOf(orgB),
      await database.revisions.total(),
    ];
    await rename(orgB, 'Revision B 2');
    expect(await revisionOf(orgB)).toBe(b + 1);
    expect(await revisionOf(orgB)).toBe(await stored(orgB));
    expect(await revisionOf(orgA)).toBe(a);
    expect(await database.revisions.total()).toBe(total + 1);
  });

  it('counts a change committed in a transaction, once committed', async () => {
    const before = await revisionOf(orgA);
    await database.db.transaction(async (tx) => {
      await tx
        .update(organizations)
        .set({ name: 'Revision A 3' })
        .where(eq(organizations.id, orgA));
      await tx
        .update(organizations)
        .set({ name: 'Revision A 4' })
        .where(eq(organizations.id, orgA));
    });
    expect(await revisionOf(orgA)).toBe(before + 2);
  });

  it('does not count a change rolled back', async () => {
    const before = await revisionOf(orgA);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(organizations).set({ name: 'Never' }).where(eq(organizations.id, orgA));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await revisionOf(orgA)).toBe(before);
    await rename(orgA, 'Revision A 5');
    expect(await revisionOf(orgA)).toBe(before + 1);
  });

  it('raises each organisation a statement wrote once, and none when it wrote no row', async () => {
    const [a, b] = [await revisionOf(orgA), await revisionOf(orgB)];
    await database.db
      .insert(products)
      .values([orgA, orgA, orgB].map((orgId, n) => ({ orgId, slug: `p-${n}`, name: `P ${n}` })));
    expect([await revisionOf(orgA), await revisionOf(orgB)]).toEqual([a + 1, b + 1]);

    await database.db
      .update(products)
      .set({ name: 'Nothing' })
      .where(sql`false`);
    expect([await revisionOf(orgA), await revisionOf(orgB)]).toEqual([a + 1, b + 1]);

    await database.db
      .update(products)
      .set({ show: false })
      .where(inArray(products.orgId, [orgB]));
    expect([await revisionOf(orgA), await revisionOf(orgB)]).toEqual([a + 1, b + 2]);
  });
});
