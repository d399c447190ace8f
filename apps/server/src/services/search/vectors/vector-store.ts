/**
 * Where passage vectors are kept: tables made at run time, only when the database has the
 * pgvector extension (PGlite loads it when embeddings are configured; a PostgreSQL server may
 * lack it), so that the migrations stay the same everywhere. `search_vector_model` holds the
 * model and the vector length of the stored vectors; `search_vectors` holds one vector per
 * passage, of that length. A different model or length drops every stored vector: vectors of
 * two models cannot be compared, so the passages are embedded again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';

/** The model of the stored vectors. */
export interface VectorModel {
  model: string;
  dimensions: number;
}

/** Serialises the changes of the tables across instances ('tfvector'). */
const STORE_LOCK = 0x7466766563746f72n.toString();

/** Whether the database offers the pgvector extension (installed or installable). */
export async function vectorExtensionAvailable(db: Db): Promise<boolean> {
  const rows = await queryRows<{ available: boolean }>(
    db,
    sql`SELECT exists(SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS available`,
  );
  return rows[0]?.available === true;
}

/** Creates the extension and the model table; answers the model of the stored vectors. */
export async function openVectorStore(db: Db): Promise<VectorModel | null> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORE_LOCK})`);
    await tx.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS search_vector_model (
      id smallint PRIMARY KEY CHECK (id = 1),
      model text NOT NULL,
      dimensions integer NOT NULL CHECK (dimensions > 0))`);
  });
  return storedModel(db);
}

export async function storedModel(db: Db): Promise<VectorModel | null> {
  const [row] = await queryRows<VectorModel>(
    db,
    sql`SELECT model, dimensions FROM search_vector_model WHERE id = 1`,
  );
  return row ?? null;
}

/**
 * Makes the stored vectors those of `wanted`: nothing to do when they are, otherwise the
 * vectors are dropped and the table made again for the wanted length.
 */
export async function useVectorModel(db: Db, wanted: VectorModel): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORE_LOCK})`);
    const [row] = await queryRows<VectorModel>(
      tx,
      sql`SELECT model, dimensions FROM search_vector_model WHERE id = 1`,
    );
    if (row?.model === wanted.model && row.dimensions === wanted.dimensions) return;
    await tx.execute(sql`DROP TABLE IF EXISTS search_vectors`);
    await tx.execute(sql`CREATE TABLE search_vectors (
      kind text NOT NULL,
      ref_id uuid NOT NULL,
      chunk integer NOT NULL,
      org_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      content_hash text NOT NULL,
      span_start integer NOT NULL,
      span_length integer NOT NULL,
      embedding vector(${sql.raw(String(wanted.dimensions))}) NOT NULL,
      PRIMARY KEY (kind, ref_id, chunk))`);
    await tx.execute(sql`CREATE INDEX search_vectors_org ON search_vectors (org_id, kind)`);
    await tx.execute(sql`INSERT INTO search_vector_model (id, model, dimensions)
      VALUES (1, ${wanted.model}, ${wanted.dimensions})
      ON CONFLICT (id) DO UPDATE SET model = excluded.model, dimensions = excluded.dimensions`);
  });
}

/** Forgets the stored vectors (the configured model is another one). */
export async function dropVectors(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORE_LOCK})`);
    await tx.execute(sql`DROP TABLE IF EXISTS search_vectors`);
    await tx.execute(sql`DELETE FROM search_vector_model`);
  });
}

/** The kinds of passage, as the search's types are kept: entries, documents and records. */
export type PassageKind = 'item' | 'kb' | 'update' | 'document' | 'control' | 'fact' | 'webpage';

/** Every searchable unit with the text that is embedded: a title and a body. */
const SOURCES = sql`(
  SELECT kind, ref_id, org_id, title, body FROM search_entries
  UNION ALL SELECT 'document', file_id, org_id, title, body FROM document_texts
  UNION ALL SELECT 'control', id, org_id, name, description FROM controls
  UNION ALL SELECT 'fact', id, org_id, statement, details FROM facts
  UNION ALL SELECT 'webpage', id, org_id, title, body FROM webpages)`;

const hashOf = (alias: string): SQL => sql.raw(`md5(${alias}.title || chr(10) || ${alias}.body)`);

export interface PendingPassage {
  kind: PassageKind;
  ref_id: string;
  org_id: string;
  title: string;
  body: string;
  hash: string;
}

/**
 * Up to `limit` units whose text has no vectors yet or changed since (its hash differs from the
 * stored one). `stored` says whether the vectors table exists.
 */
export async function pendingPassages(
  db: Db,
  stored: boolean,
  limit: number,
): Promise<PendingPassage[]> {
  const unchanged = stored
    ? sql`AND NOT EXISTS (SELECT 1 FROM search_vectors v WHERE v.kind = s.kind
        AND v.ref_id = s.ref_id AND v.chunk = 0 AND v.content_hash = ${hashOf('s')})`
    : sql``;
  return queryRows<PendingPassage>(
    db,
    sql`SELECT s.kind, s.ref_id, s.org_id, s.title, s.body, ${hashOf('s')} AS hash
      FROM ${SOURCES} s WHERE btrim(s.title || s.body) <> '' ${unchanged}
      LIMIT ${limit}`,
  );
}

/** One embedded passage of a unit: the part of its body it covers (length 0: all of it). */
export interface PassageVector {
  chunk: number;
  start: number;
  length: number;
  embedding: readonly number[];
}

const vectorLiteral = (embedding: readonly number[]) => `[${embedding.join(',')}]`;

/** Replaces the vectors of each unit with its new ones, in one transaction. */
export async function writeVectors(
  db: Db,
  units: readonly { unit: PendingPassage; vectors: readonly PassageVector[] }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { unit, vectors } of units) {
      await tx.execute(
        sql`DELETE FROM search_vectors WHERE kind = ${unit.kind} AND ref_id = ${unit.ref_id}`,
      );
      const rows = vectors.map(
        (v) => sql`(${unit.kind}, ${unit.ref_id}, ${v.chunk}, ${unit.org_id}, ${unit.hash},
          ${v.start}, ${v.length}, ${vectorLiteral(v.embedding)}::vector)`,
      );
      if (rows.length === 0) continue;
      await tx.execute(sql`INSERT INTO search_vectors
        (kind, ref_id, chunk, org_id, content_hash, span_start, span_length, embedding)
        VALUES ${sql.join(rows, sql`, `)}
        ON CONFLICT (kind, ref_id, chunk) DO UPDATE SET content_hash = excluded.content_hash,
          span_start = excluded.span_start, span_length = excluded.span_length,
          embedding = excluded.embedding`);
    }
  });
}

/** Deletes the vectors of units that are gone or blank now; answers how many. */
export async function deleteOrphanVectors(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`WITH gone AS (DELETE FROM search_vectors v WHERE NOT EXISTS (
        SELECT 1 FROM ${SOURCES} s WHERE s.kind = v.kind AND s.ref_id = v.ref_id
          AND btrim(s.title || s.body) <> '')
      RETURNING 1) SELECT count(*) AS n FROM gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
