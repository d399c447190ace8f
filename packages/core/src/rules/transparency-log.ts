/**
 * The transparency log of a trust center (docs/transparency-log.md): what an entry is made of,
 * and the check anyone can run with the public routes only, the same in `npm run verify-log` and
 * on the portal's Changes page: the checkpoint's signature against the feed's JWKS, the log's
 * consistency with the checkpoint seen last, the root re-computed from every entry, and the
 * audit path of the newest entry. Each failure is said as what it means.
 */
import type { TTrustChange } from '../schemas/trust-history.ts';
import {
  LOG_ENTRIES_PAGE_SIZE,
  ZConsistencyProof,
  ZInclusionProof,
  ZLogCheckpointPayload,
  ZLogEntries,
  ZTransparencyLog,
  type TLogCheckpointPayload,
  type TLogEntry,
} from '../schemas/transparency-log.ts';
import {
  fromHex,
  leafHash,
  toHex,
  treeRoot,
  verifyConsistency,
  verifyInclusion,
  type Sha256,
} from './merkle-tree.ts';

export const LOG_MESSAGES = {
  noSuchEntry: 'No entry of this log has that index at that size',
  noSuchSize: 'The log has not reached that size',
  changeNotFound: 'No change of this history has that id',
  alreadyRedacted: 'This change is already redacted',
  notInLogYet: 'This change is not in the log yet: try again in a minute',
} as const;

/** What the check found wrong, each said as what it means. */
export const LOG_PROBLEMS = {
  notShown: 'The trust center shows no content to visitors now, nor its log',
  badSignature: 'The checkpoint’s signature does not verify with any key of the JWKS',
  unsignedFields: 'The checkpoint’s fields differ from what its signature covers',
  otherLog: 'This is another log than the one checked last time (its id changed)',
  shrank: (before: number, now: number) =>
    `The log shrank from ${before} to ${now} entries since the last check: entries were removed`,
  rewritten: (before: number, on: string, now: number) =>
    `The log of ${now} entries is not the continuation of the one of ${before} entries checked on ${on}: past entries were rewritten`,
  missingEntries: (expected: number, got: number) =>
    `The log answered ${got} entries where its checkpoint counts ${expected}`,
  changedEntry: (index: number) =>
    `Entry ${index}: its content does not match the leaf hash it was logged with (changed after it was logged)`,
  withheld: (index: number) =>
    `Entry ${index}: its content is withheld though it is neither redacted nor past the kept years`,
  rootMismatch: 'The entries do not make the root hash the checkpoint signs: the log was changed',
  badInclusion: (index: number) => `The audit path of entry ${index} does not lead to the root`,
  unreachable: (what: string, detail: string) => `Could not read ${what}: ${detail}`,
} as const;

/**
 * What the Changes page says of the check, in English (the page's other languages are in its own
 * chunk, loaded with the check: the portal's first visit carries none of it).
 */
export const LOG_CHECK_TEXTS = {
  checking: 'Checking the transparency log…',
  verified: (count: number, since: string) =>
    `Verified: ${count} entries, no rewrite since ${since}`,
  redacted: (count: number) => `${count} redacted by the trust center`,
  failed: 'The transparency log does not verify:',
} as const;

/** What `npm run verify-log` prints. */
export const LOG_VERIFIER_TEXTS = {
  usage:
    'Usage: npm run verify-log -- URL [--state FILE]\n  URL: …/api/portal/{orgSlug}/transparency-log or the trust center’s page …/trust/{orgSlug}',
  checking: (url: string) => `Checking the transparency log at ${url}`,
  statePath: (path: string, previous: LogVerifierState | null) =>
    previous
      ? `State: ${path} (last checked: ${previous.size} entries, signed ${previous.time})`
      : `State: ${path} (first check of this log)`,
  failed: (count: number) =>
    `The log does NOT verify: ${count} ${count === 1 ? 'problem' : 'problems'}`,
  verified: (result: LogVerification) =>
    result.state
      ? `Verified: ${result.size} entries${result.redacted > 0 ? ` (${result.redacted} redacted)` : ''}, signature good, root re-computed, no rewrite since ${result.state.since}`
      : 'Verified: the log is empty',
} as const;

/** JSON with keys sorted at every level and no spaces: the same text wherever it is made. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The text of a change's entry: the change as history.json tells it, as canonical JSON. */
export const logEntryText = (change: TTrustChange): string => canonicalJson(change);

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The leaf hash (hex) of an entry's text. */
export const entryLeafHash = async (sha256: Sha256, text: string) =>
  toHex(await leafHash(sha256, utf8(text)));

/** What the check needs from its host: reading the routes, SHA-256, and the JWS check. */
export interface LogVerifierIo {
  /** GETs a URL and answers its JSON; throws an Error saying why it could not. */
  getJson: (url: string) => Promise<unknown>;
  sha256: Sha256;
  /** The payload of a compact JWS signed by one of `keys`; null when none verifies it. */
  verifyJws: (jws: string, keys: unknown[]) => Promise<string | null>;
}

/** What the check keeps between runs: the checkpoint it saw last and since when it checks. */
export interface LogVerifierState extends TLogCheckpointPayload {
  /** The time of the first checkpoint checked: no rewrite was seen since. */
  since: string;
}

export interface LogVerification {
  ok: boolean;
  /** Entries in the log checked (0 while empty or not shown). */
  size: number;
  problems: string[];
  /** What to keep for the next check; the previous state when this one failed. */
  state: LogVerifierState | null;
  redacted: number;
}

const bytesOf = (hex: string) => fromHex(hex) ?? new Uint8Array(0);

async function read<T>(
  io: LogVerifierIo,
  url: string,
  what: string,
  parse: (v: unknown) => T,
): Promise<T> {
  try {
    return parse(await io.getJson(url));
  } catch (error) {
    throw new Error(LOG_PROBLEMS.unreachable(what, (error as Error).message));
  }
}

/** Every entry, page by page; problems where content and leaf hash disagree. */
async function checkEntries(io: LogVerifierIo, url: string, size: number, problems: string[]) {
  const entries: TLogEntry[] = [];
  for (let start = 0; start < size; start += LOG_ENTRIES_PAGE_SIZE) {
    const end = Math.min(size, start + LOG_ENTRIES_PAGE_SIZE);
    const page = await read(io, `${url}?start=${start}&end=${end}`, 'the entries', (v) =>
      ZLogEntries.parse(v),
    );
    entries.push(...page.entries);
  }
  if (entries.length !== size) problems.push(LOG_PROBLEMS.missingEntries(size, entries.length));
  const leaves: Uint8Array[] = [];
  for (const entry of entries) {
    if (entry.entry === null) {
      if (!entry.redactedAt && !entry.expired) problems.push(LOG_PROBLEMS.withheld(entry.index));
      leaves.push(bytesOf(entry.leafHash));
      continue;
    }
    const leaf = await leafHash(io.sha256, utf8(entry.entry));
    if (toHex(leaf) !== entry.leafHash) problems.push(LOG_PROBLEMS.changedEntry(entry.index));
    leaves.push(leaf);
  }
  return { leaves, redacted: entries.filter((e) => e.redactedAt !== null).length };
}

/**
 * Checks the log at `logUrl` (…/api/portal/{orgSlug}/transparency-log) against the state of the
 * check before (null the first time).
 */
export async function verifyTransparencyLog(
  io: LogVerifierIo,
  logUrl: string,
  previous: LogVerifierState | null,
): Promise<LogVerification> {
  const problems: string[] = [];
  const fail = (size = 0, redacted = 0) => ({
    ok: false,
    size,
    problems,
    state: previous,
    redacted,
  });
  try {
    const log = await read(io, logUrl, 'the checkpoint', (v) => ZTransparencyLog.parse(v));
    if (log.access !== 'public') return { ...fail(), problems: [LOG_PROBLEMS.notShown] };
    const checkpoint = log.checkpoint;
    if (!checkpoint) return { ok: true, size: 0, problems, state: previous, redacted: 0 };
    const jwks = await read(io, log.links.jwks, 'the JWKS', (v) => v as { keys?: unknown[] });
    const signed = await io.verifyJws(checkpoint.jws, jwks.keys ?? []);
    if (signed === null) return { ...fail(), problems: [LOG_PROBLEMS.badSignature] };
    const payload = ZLogCheckpointPayload.parse(JSON.parse(signed));
    const { log: id, size: count, rootHash: root, time } = checkpoint;
    const served = { log: id, size: count, rootHash: root, time };
    if (canonicalJson(payload) !== canonicalJson(served)) {
      problems.push(LOG_PROBLEMS.unsignedFields);
    }
    const { size, rootHash } = payload;
    if (previous && previous.log !== payload.log) problems.push(LOG_PROBLEMS.otherLog);
    else if (previous && previous.size > size) {
      problems.push(LOG_PROBLEMS.shrank(previous.size, size));
    } else if (previous) {
      const url = `${log.links.consistency}?first=${previous.size}&second=${size}`;
      const { proof } = await read(io, url, 'the consistency proof', (v) =>
        ZConsistencyProof.parse(v),
      );
      const consistent = await verifyConsistency(io.sha256, {
        first: previous.size,
        second: size,
        firstRoot: bytesOf(previous.rootHash),
        secondRoot: bytesOf(rootHash),
        proof: proof.map(bytesOf),
      });
      if (!consistent) {
        problems.push(LOG_PROBLEMS.rewritten(previous.size, previous.time.slice(0, 10), size));
      }
    }
    const { leaves, redacted } = await checkEntries(io, log.links.entries, size, problems);
    if (toHex(await treeRoot(io.sha256, leaves)) !== rootHash) {
      problems.push(LOG_PROBLEMS.rootMismatch);
    }
    if (size > 0) {
      const url = `${log.links.inclusion}?index=${size - 1}&size=${size}`;
      const proof = await read(io, url, 'the audit path', (v) => ZInclusionProof.parse(v));
      const included = await verifyInclusion(io.sha256, {
        index: size - 1,
        size,
        leaf: leaves[size - 1] ?? new Uint8Array(0),
        path: proof.path.map(bytesOf),
        root: bytesOf(rootHash),
      });
      if (!included) problems.push(LOG_PROBLEMS.badInclusion(size - 1));
    }
    if (problems.length > 0) return fail(size, redacted);
    const since = previous?.log === payload.log ? previous.since : payload.time;
    return { ok: true, size, problems, state: { ...payload, since }, redacted };
  } catch (error) {
    problems.push((error as Error).message);
    return fail();
  }
}
