/**
 * Signed answers (docs/questionnaires.md, Signed answers): the digests of the sources an answer
 * cites, the payload signed under the feed's keys as a compact JWS, and its verification
 * against the keys the organisation's JWKS publishes. What a verification says is the core
 * rules' (`sourceChanges`, `changedCells`): a source's status, never its content.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { compactVerify, importJWK, type JWK } from 'jose';
import {
  SIGNED_ANSWERS_TYP,
  ZSignedAnswers,
  signedAnswersBytes,
  signedFailure,
  signedSummary,
  sourceChanges,
  sourceDigestText,
  sourceKey,
  type DraftSourceType,
  type TSignedAnswer,
  type TSignedAnswers,
  type TSignedFailure,
  type TSignedSource,
  type TSignedVerification,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  contentRevisions,
  controls,
  documentTexts,
  facts,
  organizations,
  searchEntries,
  webpages,
} from '../../db/schema/index.ts';
import { currentSigningKey, publishedKeys, signCompact } from './feed-signing.ts';

/** A cited source before its digest is known. */
export interface SourceRef {
  type: DraftSourceType;
  id: string;
  title: string;
}

/** Where the search index keeps each type's title and text: the table, its columns, and which rows. */
interface Indexed {
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  body: PgColumn;
  org: PgColumn;
  only?: SQL;
}

const entries = (kind: 'item' | 'kb' | 'update'): Indexed => ({
  table: searchEntries,
  id: searchEntries.refId,
  title: searchEntries.title,
  body: searchEntries.body,
  org: searchEntries.orgId,
  only: eq(searchEntries.kind, kind),
});

const INDEXED: Record<DraftSourceType, Indexed> = {
  item: entries('item'),
  knowledge_base: entries('kb'),
  update: entries('update'),
  control: {
    table: controls,
    id: controls.id,
    title: controls.name,
    body: controls.description,
    org: controls.orgId,
  },
  fact: {
    table: facts,
    id: facts.id,
    title: facts.statement,
    body: facts.details,
    org: facts.orgId,
  },
  webpage: {
    table: webpages,
    id: webpages.id,
    title: webpages.title,
    body: webpages.body,
    org: webpages.orgId,
  },
  document: {
    table: documentTexts,
    id: documentTexts.fileId,
    title: documentTexts.title,
    body: documentTexts.body,
    org: documentTexts.orgId,
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const digest = (title: string, body: string) =>
  createHash('sha256').update(sourceDigestText(title, body)).digest('hex');

/**
 * The current digest of each source the organisation still publishes, by `sourceKey`: the
 * title and text the search index holds for it (an item, entry or update, a control, fact,
 * webpage or document's text). A source gone is absent.
 */
export async function sourceDigests(
  db: Db,
  orgId: string,
  refs: readonly Pick<SourceRef, 'type' | 'id'>[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [type, at] of Object.entries(INDEXED) as [DraftSourceType, Indexed][]) {
    const wanted = [
      ...new Set(refs.filter((r) => r.type === type && UUID.test(r.id)).map((r) => r.id)),
    ];
    if (wanted.length === 0) continue;
    const rows = await db
      .select({ id: at.id, title: at.title, body: at.body })
      .from(at.table)
      .where(and(eq(at.org, orgId), inArray(at.id, wanted), at.only));
    for (const r of rows) {
      out.set(sourceKey({ type, id: String(r.id) }), digest(String(r.title), String(r.body)));
    }
  }
  return out;
}

/** The sources with their digests now; one the index no longer holds is left out. */
export async function withDigests(
  db: Db,
  orgId: string,
  refs: readonly SourceRef[],
): Promise<TSignedSource[]> {
  const now = await sourceDigests(db, orgId, refs);
  return refs.flatMap((r) => {
    const sha256 = now.get(sourceKey(r));
    return sha256 ? [{ type: r.type, id: r.id, title: r.title, sha256 }] : [];
  });
}

/** The organisation's name, slug and content revision, as a payload names them. */
export async function signingOrg(db: Db, orgId: string) {
  const [row] = await db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      revision: contentRevisions.revision,
    })
    .from(organizations)
    .leftJoin(contentRevisions, eq(contentRevisions.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  if (!row) throw new Error(`Organisation ${orgId} is missing`);
  return { org: { id: row.id, slug: row.slug, name: row.name }, revision: row.revision ?? 0 };
}

/** The payload of `answers` signed now, for the organisation, as a compact JWS. */
export async function signAnswers(
  deps: { db: Db; secret: string },
  orgId: string,
  what: { kind: TSignedAnswers['kind']; file: TSignedAnswers['file']; answers: TSignedAnswer[] },
): Promise<{ payload: TSignedAnswers; jws: string }> {
  const { org, revision } = await signingOrg(deps.db, orgId);
  const payload: TSignedAnswers = {
    v: 1,
    kind: what.kind,
    org,
    issuedAt: new Date().toISOString(),
    revision,
    file: what.file,
    answers: what.answers,
  };
  const key = await currentSigningKey(deps.db, deps.secret);
  return { payload, jws: await signCompact(key, signedAnswersBytes(payload), SIGNED_ANSWERS_TYP) };
}

type Opened = { ok: true; payload: TSignedAnswers } | { ok: false; failure: TSignedFailure };

/** The JWS checked against the published keys and read as a payload of this organisation. */
async function openJws(db: Db, orgId: string, jws: string): Promise<Opened> {
  const [encodedHeader, encodedPayload, signature] = jws.split('.');
  if (!encodedHeader || !encodedPayload || !signature || jws.split('.').length !== 3) {
    return { ok: false, failure: signedFailure('malformed') };
  }
  let header: { kid?: unknown; alg?: unknown; typ?: unknown };
  try {
    header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8')) as typeof header;
  } catch {
    return { ok: false, failure: signedFailure('malformed') };
  }
  if (header.typ !== SIGNED_ANSWERS_TYP || header.alg !== 'EdDSA') {
    return { ok: false, failure: signedFailure('malformed') };
  }
  const jwk = (await publishedKeys(db)).keys.find((k) => k.kid === header.kid);
  if (!jwk) return { ok: false, failure: signedFailure('unknown_key') };
  let bytes: Uint8Array;
  try {
    const key = await importJWK(jwk as JWK, 'EdDSA');
    bytes = (await compactVerify(jws, key, { algorithms: ['EdDSA'] })).payload;
  } catch {
    return { ok: false, failure: signedFailure('bad_signature') };
  }
  let parsed: ReturnType<typeof ZSignedAnswers.safeParse>;
  try {
    parsed = ZSignedAnswers.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return { ok: false, failure: signedFailure('malformed') };
  }
  if (!parsed.success) return { ok: false, failure: signedFailure('malformed') };
  if (parsed.data.org.id !== orgId) {
    return { ok: false, failure: signedFailure('other_organisation') };
  }
  return { ok: true, payload: parsed.data };
}

/** A verification that found nothing it may vouch for. */
const refused = (failure: TSignedFailure): TSignedVerification => ({
  valid: false,
  failures: [failure],
  signed: null,
  sources: [],
});

/**
 * Verifies a JWS for the organisation; `check` adds what the carrier (a file's cells, a pasted
 * answer's text) says differs from the signed payload.
 */
export async function verifySignedAnswers(
  db: Db,
  orgId: string,
  jws: string | null,
  check: (payload: TSignedAnswers) => TSignedFailure[] | Promise<TSignedFailure[]>,
): Promise<TSignedVerification> {
  if (jws === null) return refused(signedFailure('no_signature'));
  const opened = await openJws(db, orgId, jws);
  if (!opened.ok) return refused(opened.failure);
  const { payload } = opened;
  const failures = await check(payload);
  const sources = payload.answers.flatMap((a) => a.sources);
  return {
    valid: failures.length === 0,
    failures,
    signed: signedSummary(payload),
    sources: sourceChanges(payload.answers, await sourceDigests(db, orgId, sources)),
  };
}

/** What a verification is given: a file someone holds, or a pasted answer. */
export type SignedInput = { file: { bytes: Buffer; fileName: string } } | { text: string };
