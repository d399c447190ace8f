/**
 * The single sign-on client secret, kept sealed with the deployment's SECRET (`lib/sealed.ts`), so
 * the database and its backups never hold it in clear (docs/staff.md, Single sign-on). A sealed
 * value starts `sealed:`; a value saved before secrets were sealed is read as it is, sealed at
 * that read, and every one left is sealed when the instance starts.
 */
import { eq, not, like } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffSso, type StaffSsoRow } from '../../../db/schema/index.ts';
import { sealText, unsealText } from '../../../lib/sealed.ts';

const PURPOSE = 'sso-client-secret';
const SEALED = 'sealed:';

export const sealClientSecret = (appSecret: string, plain: string): string =>
  `${SEALED}${sealText(appSecret, PURPOSE, plain)}`;

const isSealed = (stored: string) => stored.startsWith(SEALED);

/** The clear client secret of a row; seals a value saved in clear at this read. */
export async function clientSecretOf(
  db: Db,
  appSecret: string,
  row: Pick<StaffSsoRow, 'orgId' | 'clientSecret'>,
): Promise<string> {
  const stored = row.clientSecret;
  if (isSealed(stored)) return unsealText(appSecret, PURPOSE, stored.slice(SEALED.length));
  await db
    .update(staffSso)
    .set({ clientSecret: sealClientSecret(appSecret, stored) })
    .where(eq(staffSso.orgId, row.orgId));
  return stored;
}

/** Seals every client secret still held in clear; answers how many. */
export async function sealClearClientSecrets(db: Db, appSecret: string): Promise<number> {
  const clear = await db
    .select({ orgId: staffSso.orgId, clientSecret: staffSso.clientSecret })
    .from(staffSso)
    .where(not(like(staffSso.clientSecret, `${SEALED}%`)));
  for (const row of clear) await clientSecretOf(db, appSecret, row);
  return clear.length;
}
