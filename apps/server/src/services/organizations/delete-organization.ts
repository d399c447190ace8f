/**
 * The instance operator deletes an organisation: every row of it in one transaction, then its
 * stored files. The keys of its files are read in that transaction, before the rows go; a crash
 * after the commit leaves unreferenced objects in the store, never half an organisation.
 */
import { and, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import { ORG_MESSAGES as M, notFound } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import * as s from '../../db/schema/index.ts';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

export interface DeletedOrganization {
  orgId: string;
  slug: string;
  name: string;
  /** Stored objects removed. */
  removedFiles: number;
  /** Stored objects that could not be removed, with why. */
  failedFiles: { key: string; error: string }[];
}

export async function deleteOrganization(deps: Deps, slug: string): Promise<DeletedOrganization> {
  const deleted = await deps.db.transaction(async (tx) => {
    // The row lock makes concurrent writers of this organisation wait for the deletion.
    const [org] = await tx
      .select({ id: s.organizations.id, name: s.organizations.name })
      .from(s.organizations)
      .where(eq(s.organizations.slug, slug))
      .for('update');
    if (!org) throw notFound(M.notFound(slug));
    // One query at a time: a transaction holds one connection.
    const keyRows = [
      await tx
        .select({ key: s.assets.storageKey })
        .from(s.assets)
        .where(eq(s.assets.orgId, org.id)),
      await tx.select({ key: s.files.storageKey }).from(s.files).where(eq(s.files.orgId, org.id)),
      await tx
        .select({ key: s.documentVersions.storageKey })
        .from(s.documentVersions)
        .where(eq(s.documentVersions.orgId, org.id)),
      await tx
        .select({ key: s.questionnaires.storageKey })
        .from(s.questionnaires)
        .where(and(eq(s.questionnaires.orgId, org.id), isNotNull(s.questionnaires.storageKey))),
      await tx
        .select({ key: s.workspaceQuestionnaires.storageKey })
        .from(s.workspaceQuestionnaires)
        .where(eq(s.workspaceQuestionnaires.orgId, org.id)),
      await tx
        .select({ key: s.workspaceSentFiles.storageKey })
        .from(s.workspaceSentFiles)
        .where(eq(s.workspaceSentFiles.orgId, org.id)),
    ];
    const keys = [...new Set(keyRows.flat().flatMap(({ key }) => (key === null ? [] : [key])))];
    // Sign-in failures are counted per e-mail, not per organisation: those of its staff's
    // addresses go with it, unless the address is also staff of another organisation.
    await tx
      .delete(s.staffSignInFailures)
      .where(
        and(
          inArray(
            s.staffSignInFailures.email,
            tx.select({ email: s.users.email }).from(s.users).where(eq(s.users.orgId, org.id)),
          ),
          notInArray(
            s.staffSignInFailures.email,
            tx.select({ email: s.users.email }).from(s.users).where(ne(s.users.orgId, org.id)),
          ),
        ),
      );
    // Staff next: their role reference does not cascade. Every other table cascades from the
    // organisation (or from a row that does).
    await tx.delete(s.users).where(eq(s.users.orgId, org.id));
    await tx.delete(s.organizations).where(eq(s.organizations.id, org.id));
    return { org, keys };
  });

  const failedFiles: DeletedOrganization['failedFiles'] = [];
  let removedFiles = 0;
  for (const key of deleted.keys) {
    try {
      await deps.storage.remove(key);
      removedFiles += 1;
    } catch (error) {
      failedFiles.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { orgId: deleted.org.id, slug, name: deleted.org.name, removedFiles, failedFiles };
}
