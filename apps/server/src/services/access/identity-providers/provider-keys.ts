/**
 * The verification keys of companies' identity providers (docs/access.md, Bring your own identity):
 * a PEM public key or a JWKS address. Checked with jose when staff save them, so a bad key is
 * refused then and not at a member's sign-in; resolved for jose's signature check when a token
 * arrives. A JWKS address is fetched under the outbound-address rule and its key set kept.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import {
  createLocalJWKSet,
  exportJWK,
  type CompactVerifyGetKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import {
  MEMBER_MESSAGES as M,
  outboundUrlMessage,
  outboundUrlProblem,
  type PrivateLeave,
} from '@trustfront/core';
import { AppError } from '../../../lib/errors.ts';
import { outboundFailureText, outboundRequest } from '../../../lib/outbound.ts';

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

/** The field a refusal names, with an example of what it takes. */
const JWKS_FIELD = ['JWKS URL', 'https://login.example.com/.well-known/jwks.json'] as const;

type KeySetAnswer = { ok: true; keys: JSONWebKeySet } | { ok: false; message: string };

/**
 * Fetches a JWKS address under the outbound-address rule (docs/integrations.md, Outbound
 * addresses): a key set with at least one signing key, or why not, in words that never repeat
 * what the address answered.
 */
async function fetchKeySet(url: string, allowPrivate: PrivateLeave): Promise<KeySetAnswer> {
  const problem = outboundUrlProblem(url, allowPrivate);
  if (problem) return { ok: false, message: outboundUrlMessage(problem, ...JWKS_FIELD) };
  const answer = await outboundRequest(
    url,
    { headers: { accept: 'application/json' } },
    { allowPrivate, timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_JWKS_BYTES },
  );
  if (!answer.ok) {
    return { ok: false, message: M.byoidJwksUnreachable(outboundFailureText(answer.failure)) };
  }
  if (answer.status !== 200) {
    return { ok: false, message: M.byoidJwksUnreachable(`the address answered ${answer.status}`) };
  }
  let body: JSONWebKeySet;
  try {
    body = JSON.parse(answer.body.toString('utf8')) as JSONWebKeySet;
    createLocalJWKSet(body);
  } catch {
    return { ok: false, message: M.byoidJwksInvalid };
  }
  if (!body.keys.some(isSigningJwk)) return { ok: false, message: M.byoidJwksInvalid };
  return { ok: true, keys: body };
}

/** Checks a JWKS address when staff save it; refuses it with the reason. */
export async function checkJwksUrl(url: string, allowPrivate: PrivateLeave): Promise<void> {
  const answer = await fetchKeySet(url, allowPrivate);
  if (!answer.ok) throw refused(answer.message);
  keySets.set(url, { answer, fetchedAt: Date.now() });
}

/**
 * Key sets by address, so that tokens arriving (an anonymous request may bring one) do not make
 * the server fetch the address each time: a set is kept ten minutes, a failure one minute, and a
 * token whose key is not in a set older than a minute fetches it again once.
 */
const keySets = new Map<string, { answer: KeySetAnswer; fetchedAt: number }>();
const MAX_KEY_SETS = 200;
const KEY_SET_TTL_MS = 10 * 60 * 1000;
const FAILURE_TTL_MS = 60 * 1000;
const REFETCH_COOLDOWN_MS = 60 * 1000;
const MAX_JWKS_BYTES = 256 * 1024;

/** The key set of an address, fetched when none is kept (or `renew` and the kept one is old). */
export async function providerKeySet(
  url: string,
  allowPrivate: PrivateLeave,
  renew = false,
  now = Date.now(),
): Promise<CompactVerifyGetKey | null> {
  const kept = keySets.get(url);
  const age = kept ? now - kept.fetchedAt : Infinity;
  const fresh = kept && age < (kept.answer.ok ? KEY_SET_TTL_MS : FAILURE_TTL_MS);
  let answer = kept?.answer;
  if (!fresh || (renew && age >= REFETCH_COOLDOWN_MS)) {
    answer = await fetchKeySet(url, allowPrivate);
    if (keySets.size >= MAX_KEY_SETS) keySets.clear();
    keySets.set(url, { answer, fetchedAt: now });
  }
  return answer?.ok ? createLocalJWKSet(answer.keys) : null;
}
