/**
 * Rendered portal views, kept per instance and keyed by everything the rendering depends on:
 * the content revision (raised by database triggers on every content change), the product
 * selection and the caller's resolved access. A key doubles as the answer's ETag, so a client
 * revalidating costs one query instead of a full load. A rendering is kept as JSON bytes, and
 * compressed once per encoding: a full answer costs no rendering, serialising or compressing.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { TPortalViewAnswer } from '@trustfront/core';
import type { ProductSelection } from './pick-product.ts';
import type { ResolvedViewer } from './resolve-viewer.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ViewEncoding = 'br' | 'gzip';

/** One rendering: its JSON, and its compressed forms as they are first asked for. */
export class RenderedView {
  readonly json: Buffer;
  private readonly encoded = new Map<ViewEncoding, Promise<Buffer>>();

  constructor(view: TPortalViewAnswer) {
    this.json = Buffer.from(JSON.stringify(view));
  }

  /** The JSON in `encoding`, compressed the first time (brotli at its best: once a revision). */
  body(encoding: ViewEncoding | null): Promise<Buffer> {
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

/** Renderings kept, least recently used dropped first. */
const rendered = new LRUCache<string, Promise<RenderedView>>({ max: 500 });

/** A strong ETag naming one rendering of one organisation's view. */
export function viewEtag(
  revision: number,
  orgId: string,
  selection: ProductSelection,
  viewer: ResolvedViewer,
): string {
  const key = JSON.stringify([
    revision,
    orgId,
    selection.productId ?? '',
    selection.productSlug ?? '',
    viewer.mode,
    viewer.publicAccessLevel,
    [...viewer.permittedItemUids].sort(),
    [...viewer.scopes].sort(),
    viewer.ndaPending,
  ]);
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
}

/**
 * The rendering stored under `etag`, or renders and stores it. Concurrent requests for the same
 * rendering share one; a failed rendering is not kept.
 */
export function cachedRendering(
  etag: string,
  render: () => Promise<TPortalViewAnswer>,
): Promise<RenderedView> {
  const hit = rendered.get(etag);
  if (hit !== undefined) return hit;
  const view = render().then((answer) => new RenderedView(answer));
  rendered.set(etag, view);
  view.catch(() => rendered.delete(etag));
  return view;
}
