/** Single-use tokens are spent once: the first spend wins, every later one is refused. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spentTokens } from '../../db/schema/index.ts';
import type { VerifiedToken } from '../../lib/tokens.ts';

/** Spends a single-use token: true the first time, false when it was already spent. */
export async function spendToken(db: Db, token: VerifiedToken): Promise<boolean> {
  const rows = await db
    .insert(spentTokens)
    .values({ jti: token.jti, expiresAt: token.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: spentTokens.jti });
  return rows.length === 1;
}

/** Whether a single-use token was already spent (reading only: nothing is spent). */
export async function isSpent(db: Db, token: VerifiedToken): Promise<boolean> {
  const rows = await db
    .select({ jti: spentTokens.jti })
    .from(spentTokens)
    .where(eq(spentTokens.jti, token.jti));
  return rows.length > 0;
}
