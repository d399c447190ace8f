/**
 * Staff API tokens (docs/api.md): made by a staff member with a subset of their own scopes, shown
 * once and kept as SHA-256 only, revocable, and removed with their creator. A bearer token on a
 * staff route is resolved here into the staff caller it acts for, with the scopes it was given
 * that its creator still holds.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_CHARS,
  AppError,
  isApiTokenShape,
  isTokenLive,
  mayMakeApiTokens,
  scopesBeyondCreator,
  tokenExpiry,
  tokenScopesNow,
  type TApiToken,
  type TApiTokenCreated,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { apiTokens, users, type ApiTokenRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { loadStaffCaller, type StaffCaller } from './staff-caller.ts';

/** Last use is written at most this often per token (a busy script would write on every call). */
const LAST_USE_RESOLUTION_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function present(row: ApiTokenRow, createdBy: string): TApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The organisation's tokens, newest first, with whom each acts for. */
export async function listApiTokens(db: Db, orgId: string): Promise<TApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, email: users.email })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.orgId, orgId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map((r) => present(r.token, r.email));
}

/** Makes a token acting for `staff`; answers it once, with its listing. */
export async function createApiToken(
  db: Db,
  staff: StaffCaller,
  input: { name: string; scopes: string[]; expiresInDays: number | null },
): Promise<TApiTokenCreated> {
  if (!mayMakeApiTokens(staff.credential)) {
    throw new AppError('forbidden', API_TOKEN_MESSAGES.mintedByToken, 403);
  }
  const beyond = scopesBeyondCreator(input.scopes, staff.scopes);
  if (beyond.length > 0) {
    throw new AppError('forbidden', API_TOKEN_MESSAGES.scopesBeyondYours(beyond.join(', ')), 403);
  }
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiTokens)
      .values({
        orgId: staff.orgId,
        userId: staff.userId,
        name: input.name,
        tokenHash: hashOf(token),
        prefix: token.slice(0, API_TOKEN_SHOWN_CHARS),
        scopes: input.scopes,
        expiresAt: tokenExpiry(new Date(), input.expiresInDays),
      })
      .returning();
    if (!created) throw new Error('The API token was not stored');
    await recordAudit(tx, staff, {
      action: 'api-token.create',
      target: input.name,
      before: null,
      after: { scopes: input.scopes, expiresAt: created.expiresAt },
    });
    return created;
  });
  return { token, apiToken: present(row, staff.email) };
}

/** Revokes a token of the organisation; revoking it again changes nothing. */
export async function revokeApiToken(db: Db, staff: StaffCaller, id: string): Promise<TApiToken> {
  const [found] = await db
    .select({ token: apiTokens, email: users.email })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.id, id), eq(apiTokens.orgId, staff.orgId)));
  if (!found) throw notFound(API_TOKEN_MESSAGES.notFound);
  if (found.token.revokedAt) return present(found.token, found.email);
  const row = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(eq(apiTokens.id, id))
      .returning();
    await recordAudit(tx, staff, {
      action: 'api-token.revoke',
      target: found.token.name,
      before: null,
      after: null,
    });
    return revoked ?? found.token;
  });
  return present(row, found.email);
}

/**
 * The staff caller a bearer API token acts for, or null when it is not a live token of a current
 * staff member. Its scopes are the token's that the member's role still holds.
 */
export async function findTokenCaller(
  db: Db,
  token: string,
  now = new Date(),
): Promise<(StaffCaller & { apiTokenId: string }) | null> {
  if (!isApiTokenShape(token)) return null;
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashOf(token)));
  if (!row || !isTokenLive(row, now)) return null;
  // A removed staff member's tokens are deleted with them; this is the role as it is now.
  const staff = await loadStaffCaller(db, row.userId, 'token');
  if (!staff) return null;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USE_RESOLUTION_MS)),
        ),
      ),
    );
  return { ...staff, scopes: tokenScopesNow(row.scopes, staff.scopes), apiTokenId: row.id };
}
