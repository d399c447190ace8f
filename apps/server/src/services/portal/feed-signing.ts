/**
 * The keys signing the trust feed (docs/portal.md, The signed feed): Ed25519, made on first use and
 * kept in the database with the private key sealed by the deployment's SECRET (AES-256-GCM under a
 * key derived with HKDF). The newest unretired key signs; `rotateFeedKey` retires it for a new one,
 * and a retired key stays in the JWKS for FEED_KEY_GRACE_DAYS so that what it signed still
 * verifies. Signatures are detached compact JWS (RFC 7515, appendix F): `header..signature`.
 */
import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { desc, gt, isNull, or } from 'drizzle-orm';
import { calculateJwkThumbprint, CompactSign, type JWK } from 'jose';
import type { Db } from '../../db/client.ts';
import { feedSigningKeys, type FeedSigningKeyRow } from '../../db/schema/index.ts';

/** Days a retired key stays published after a newer one took over. */
export const FEED_KEY_GRACE_DAYS = 90;
const ALG = 'EdDSA';

/** The AES key sealing private keys: derived from SECRET, never SECRET itself. */
const sealingKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'trustfront', 'feed-signing-key', 32));

function seal(secret: string, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

function unseal(secret: string, text: string): Buffer {
  const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('A feed signing key is not sealed as expected');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]);
}

/** Makes a key and stores it as the signing key; returns its row. */
async function addKey(db: Db, secret: string): Promise<FeedSigningKeyRow> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  const publicJwk = { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x), kid, alg: ALG, use: 'sig' };
  const sealedPrivateKey = seal(secret, privateKey.export({ format: 'der', type: 'pkcs8' }));
  const [row] = await db
    .insert(feedSigningKeys)
    .values({ kid, publicJwk, sealedPrivateKey })
    .returning();
  if (!row) throw new Error('The feed signing key was not stored');
  return row;
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

/** Private keys unsealed once per process, by kid. */
const unsealed = new Map<string, KeyObject>();

/** The key that signs now, made on first use. */
export async function currentSigningKey(db: Db, secret: string): Promise<SigningKey> {
  const [current] = await db
    .select()
    .from(feedSigningKeys)
    .where(isNull(feedSigningKeys.retiredAt))
    .orderBy(desc(feedSigningKeys.createdAt), desc(feedSigningKeys.kid))
    .limit(1);
  const row = current ?? (await addKey(db, secret));
  let privateKey = unsealed.get(row.kid);
  if (!privateKey) {
    const der = unseal(secret, row.sealedPrivateKey);
    privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    unsealed.set(row.kid, privateKey);
  }
  return { kid: row.kid, privateKey };
}

/** Retires the signing key (if any) and makes a new one; answers the new and retired kids. */
export async function rotateFeedKey(
  db: Db,
  secret: string,
): Promise<{ kid: string; retired: string[] }> {
  const retired = await db
    .update(feedSigningKeys)
    .set({ retiredAt: new Date() })
    .where(isNull(feedSigningKeys.retiredAt))
    .returning({ kid: feedSigningKeys.kid });
  const added = await addKey(db, secret);
  return { kid: added.kid, retired: retired.map((r) => r.kid) };
}

/** The published keys: the signing key and those retired less than the grace period ago. */
export async function publishedKeys(db: Db, now = new Date()): Promise<{ keys: JWK[] }> {
  const since = new Date(now.getTime() - FEED_KEY_GRACE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ publicJwk: feedSigningKeys.publicJwk })
    .from(feedSigningKeys)
    .where(or(isNull(feedSigningKeys.retiredAt), gt(feedSigningKeys.retiredAt, since)))
    .orderBy(desc(feedSigningKeys.createdAt));
  return { keys: rows.map((r) => r.publicJwk) };
}

/** A detached compact JWS of `payload`: the protected header and signature, no payload. */
export async function signDetached(key: SigningKey, payload: Uint8Array): Promise<string> {
  const jws = await new CompactSign(payload)
    .setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'JOSE' })
    .sign(key.privateKey);
  const [header, , signature] = jws.split('.');
  return `${header}..${signature}`;
}

/** A compact JWS carrying `payload` (signed answers, docs/questionnaires.md, Signed answers). */
export async function signCompact(
  key: SigningKey,
  payload: Uint8Array,
  typ: string,
): Promise<string> {
  return new CompactSign(payload)
    .setProtectedHeader({ alg: ALG, kid: key.kid, typ })
    .sign(key.privateKey);
}
