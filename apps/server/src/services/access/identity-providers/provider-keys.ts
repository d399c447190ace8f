/**
 * The verification keys of companies' identity providers (docs/access.md, Bring your own identity):
 * a PEM public key or a JWKS address. Checked with jose when staff save them, so a bad key is
 * refused then and not at a member's sign-in; resolved for jose's signature check when a token
 * arrives.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import { MEMBER_MESSAGES as M } from '@trustfront/core';
import { AppError } from '../../../lib/errors.ts';

/** Only public-key signatures: a shared secret would let anyone holding it sign members in. */
export const BYOID_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

const SIGNING_KEY_TYPES = new Set(['rsa', 'rsa-pss', 'ec', 'ed25519', 'ed448']);
const JWK_TYPES = new Set(['RSA', 'EC', 'OKP']);
const FETCH_TIMEOUT_MS = 5000;

const refused = (message: string) =>
  new AppError('invalid_request', message, 400, [{ path: 'key', message }]);

/** A PEM public key as a key object jose verifies with; throws a clear error when unusable. */
export async function publicKeyOf(pem: string): Promise<KeyObject> {
  let key: KeyObject;
  try {
    key = createPublicKey({ key: pem, format: 'pem' });
  } catch {
    throw refused(M.byoidKeyInvalid);
  }
  if (key.type !== 'public' || !SIGNING_KEY_TYPES.has(key.asymmetricKeyType ?? '')) {
    throw refused(M.byoidKeyNotPublic);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength;
  if (bits !== undefined && bits < 2048) throw refused(M.byoidRsaTooShort);
  // jose reads it as a JWK: what it cannot read, it could not verify with either.
  await exportJWK(key).catch(() => {
    throw refused(M.byoidKeyInvalid);
  });
  return key;
}

const isSigningJwk = (key: JWK) =>
  JWK_TYPES.has(key.kty ?? '') && key.use !== 'enc' && key.d === undefined;

/** Fetches a JWKS address and checks it answers a key set with at least one signing key. */
export async function checkJwksUrl(url: string): Promise<void> {
  let body: unknown;
  try {
    const answer = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
    if (!answer.ok) throw new Error(`the address answered ${answer.status}`);
    body = await answer.json().catch(() => {
      throw new Error('the address did not answer JSON');
    });
  } catch (error) {
    const detail = error instanceof Error && error.name !== 'TypeError' ? error.message : '';
    throw refused(M.byoidJwksUnreachable(detail || 'the address did not answer'));
  }
  try {
    createLocalJWKSet(body as JSONWebKeySet);
  } catch {
    throw refused(M.byoidJwksInvalid);
  }
  if (!(body as JSONWebKeySet).keys.some(isSigningJwk)) throw refused(M.byoidJwksInvalid);
}

type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;
/** One key set per address, so its keys are fetched once and re-fetched on an unknown `kid`. */
const remoteSets = new Map<string, RemoteKeySet>();
const MAX_REMOTE_SETS = 200;

export function remoteKeySet(url: string): RemoteKeySet {
  let set = remoteSets.get(url);
  if (!set) {
    if (remoteSets.size >= MAX_REMOTE_SETS) remoteSets.clear();
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: FETCH_TIMEOUT_MS });
    remoteSets.set(url, set);
  }
  return set;
}
