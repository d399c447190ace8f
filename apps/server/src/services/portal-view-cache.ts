/**
 * Rendered portal views, kept per instance and keyed by everything the rendering depends on:
 * the content revision (raised by database triggers on every content change), the product
 * selection and the caller's resolved access. A key doubles as the answer's ETag, so a client
 * revalidating costs a few small queries instead of a full load.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TPortalViewAnswer } from '@trustfront/core';
import type { ProductSelection } from './pick-product.ts';
import type { ResolvedViewer } from './resolve-viewer.ts';

/** Renderings kept, least recently used dropped first. */
const rendered = new LRUCache<string, TPortalViewAnswer>({ max: 500 });

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

/** The rendering stored under `etag`, or renders, stores and returns it. */
export async function cachedRendering(
  etag: string,
  render: () => Promise<TPortalViewAnswer>,
): Promise<TPortalViewAnswer> {
  const hit = rendered.get(etag);
  if (hit !== undefined) return hit;
  const body = await render();
  rendered.set(etag, body);
  return body;
}
