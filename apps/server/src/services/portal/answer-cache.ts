/**
 * Portal answers (the view, the knowledge base, the trust updates), kept per instance and keyed
 * by everything they depend on: the organisation and its content revision (raised by database
 * triggers on every change to what its portal shows, db/content-revision.ts), the request's own
 * parameters and the caller's resolved access (read on every request, so a changed role, account
 * or permission profile changes the key without raising any revision). A key doubles
 * as the answer's ETag, so a client revalidating costs no rendering. An answer is kept as JSON
 * bytes, and compressed once per encoding: a full answer costs no query, serialising or
 * compressing until the content changes.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ResolvedViewer } from '../access/resolve-viewer.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type AnswerEncoding = 'br' | 'gzip';

/** One answer: its JSON, and its compressed forms as they are first asked for. */
export class RenderedAnswer {
  readonly json: Buffer;
  private readonly encoded = new Map<AnswerEncoding, Promise<Buffer>>();

  constructor(answer: unknown) {
    this.json = Buffer.from(JSON.stringify(answer));
  }

  /** The JSON in `encoding`, compressed the first time (brotli at its best: once a revision). */
  body(encoding: AnswerEncoding | null): Promise<Buffer> {
    if (encoding === null) return Promise.resolve(this.json);
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipAsync(this.json, { level: 9 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * Answers kept, least recently used dropped first. `fetch` renders a missing answer with the
 * function it is given: concurrent asks for one key share that rendering, and a rendering that
 * fails is not kept (its key is dropped, the next ask renders again). A rendering whose key is
 * dropped meanwhile (to make room) still answers those waiting for it.
 */
const rendered = new LRUCache<string, RenderedAnswer, () => Promise<RenderedAnswer>>({
  max: 1000,
  fetchMethod: (_key, _stale, { context }) => context(),
  ignoreFetchAbort: true,
});

/**
 * Everything of the caller's access an answer may depend on: its mode, the account or profile
 * it sees as, and what that lets it see. Nothing of one member alone (their name, their last
 * visit) may go into a kept answer: members of one account share it.
 */
const accessKey = (viewer: ResolvedViewer) => [
  viewer.mode,
  viewer.accountId,
  viewer.permissionProfileId,
  viewer.publicAccessLevel,
  [...viewer.permittedItemUids].sort(),
  [...viewer.scopes].sort(),
  viewer.ndaPending,
];

/**
 * A strong ETag naming one answer: what is asked (`request`: the route and its parameters) of
 * one organisation at one revision of its content, by a caller with this access.
 */
export function answerEtag(
  revision: number,
  orgId: string,
  request: readonly unknown[],
  viewer: ResolvedViewer,
): string {
  const key = JSON.stringify([revision, orgId, request, accessKey(viewer)]);
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
}

/**
 * The answer stored under `etag`, or renders and stores it. Concurrent requests for the same
 * answer share one rendering; a failed rendering is not kept.
 */
export function cachedAnswer(
  etag: string,
  render: () => Promise<unknown>,
): Promise<RenderedAnswer> {
  return rendered.forceFetch(etag, {
    context: () => render().then((value) => new RenderedAnswer(value)),
  });
}
