/**
 * The transparency log of a trust center (docs/transparency-log.md): every change its history
 * recorded, appended to a Merkle tree, with a signed checkpoint of the tree after each append.
 * Public under /api/portal/{orgSlug}/transparency-log; the staff redact an entry published by
 * mistake with POST /api/app/history/{id}/redact.
 */
import { z } from 'zod';

const ZHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .describe('A SHA-256 hash, lower-case hexadecimal');

/** The checkpoint as signed: the JWS payload, the same fields. */
export const ZLogCheckpointPayload = z.object({
  /** The log's own id: a checkpoint of another log never passes for this one's. */
  log: z.string(),
  /** How many entries the tree holds. */
  size: z.number().int().min(0),
  rootHash: ZHash,
  /** When the tree reached this size (ISO timestamp). */
  time: z.string(),
});
export type TLogCheckpointPayload = z.infer<typeof ZLogCheckpointPayload>;

export const ZLogCheckpoint = ZLogCheckpointPayload.extend({
  /** Compact JWS (EdDSA) of the payload, under a key of the JWKS the feed publishes. */
  jws: z.string(),
});
export type TLogCheckpoint = z.infer<typeof ZLogCheckpoint>;

/** GET /api/portal/{orgSlug}/transparency-log */
export const ZTransparencyLog = z.object({
  version: z.literal(1),
  organization: z.object({ name: z.string(), slug: z.string() }),
  /** As history.json's: a page that shows no content now shows no log either (null checkpoint). */
  access: z.enum(['public', 'login_required', 'unavailable']),
  links: z.object({
    entries: z.string(),
    inclusion: z.string(),
    consistency: z.string(),
    jwks: z.string(),
    history: z.string(),
  }),
  /** Years the history keeps an entry's content; older entries are told by their hash only. */
  retentionYears: z.number().int(),
  /** The newest checkpoint; null while the log is empty or not shown. */
  checkpoint: ZLogCheckpoint.nullable(),
});
export type TTransparencyLog = z.infer<typeof ZTransparencyLog>;

/** The most entries one answer carries. */
export const LOG_ENTRIES_PAGE_SIZE = 1000;

export const ZLogEntriesQuery = z
  .object({
    start: z.coerce.number().int().min(0),
    /** Exclusive; at most LOG_ENTRIES_PAGE_SIZE past start. */
    end: z.coerce.number().int().min(1),
  })
  .refine((q) => q.end > q.start && q.end - q.start <= LOG_ENTRIES_PAGE_SIZE, {
    message: `end must be after start, by at most ${LOG_ENTRIES_PAGE_SIZE}`,
    path: ['end'],
  });

/** One entry: its leaf is SHA-256(0x00 || UTF-8 of `entry`). */
export const ZLogEntry = z.object({
  index: z.number().int(),
  recordedAt: z.string(),
  leafHash: ZHash,
  /**
   * The change as history.json tells it, as canonical JSON (keys sorted, no spaces); null when
   * redacted or past the kept years.
   */
  entry: z.string().nullable(),
  /** When the staff redacted it (ISO timestamp); null when not redacted. */
  redactedAt: z.string().nullable(),
  /** Its content is past the years the history keeps. */
  expired: z.boolean(),
});
export type TLogEntry = z.infer<typeof ZLogEntry>;

/** GET /api/portal/{orgSlug}/transparency-log/entries */
export const ZLogEntries = z.object({ entries: z.array(ZLogEntry) });

export const ZInclusionQuery = z.object({
  index: z.coerce.number().int().min(0),
  size: z.coerce.number().int().min(1),
});

/** GET /api/portal/{orgSlug}/transparency-log/inclusion */
export const ZInclusionProof = z.object({
  index: z.number().int(),
  size: z.number().int(),
  leafHash: ZHash,
  /** The audit path, leaf to root. */
  path: z.array(ZHash),
});
export type TInclusionProof = z.infer<typeof ZInclusionProof>;

export const ZConsistencyQuery = z
  .object({
    first: z.coerce.number().int().min(0),
    second: z.coerce.number().int().min(0),
  })
  .refine((q) => q.first <= q.second, {
    message: 'first must not be greater than second',
    path: ['first'],
  });

/** GET /api/portal/{orgSlug}/transparency-log/consistency */
export const ZConsistencyProof = z.object({
  first: z.number().int(),
  second: z.number().int(),
  proof: z.array(ZHash),
});
export type TConsistencyProof = z.infer<typeof ZConsistencyProof>;

/** POST /api/app/history/{id}/redact */
export const ZRedactChangeRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: 'Say why the entry is redacted' })
    .max(500, { message: 'The reason is at most 500 characters' }),
});
export type TRedactChangeRequest = z.infer<typeof ZRedactChangeRequest>;

export const ZRedactChangeResponse = z.object({
  index: z.number().int(),
  redactedAt: z.string(),
});
export type TRedactChangeResponse = z.infer<typeof ZRedactChangeResponse>;
