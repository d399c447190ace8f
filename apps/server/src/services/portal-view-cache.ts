/**
 * Rendered portal views, kept per instance and keyed by everything the rendering depends on:
 * the content revision (raised by database triggers on every content change), the product
 * selection and the caller's resolved access. A key doubles as the answer's ETag, so a client
 * revalidating costs a few small queries instead of a full load.
 */
import { createHash } from 'node:crypto';
import type { TPortalView } from '@trustfront/core';
import type { ProductSelection } from './pick-product.ts';
import type { ResolvedViewer } from './resolve-viewer.ts';

const MAX_ENTRIES = 500;
const rendered = new Map<string, TPortalView>();

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
  ]);
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header (a list, weak tags or '*') names the current ETag (RFC 9110). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The rendering stored under `etag`, or renders, stores and returns it. */
export async function cachedRendering(
  etag: string,
  render: () => Promise<TPortalView>,
): Promise<TPortalView> {
  const hit = rendered.get(etag);
  if (hit !== undefined) {
    // Re-insert so that the map's order is least recently used first.
    rendered.delete(etag);
    rendered.set(etag, hit);
    return hit;
  }
  const body = await render();
  rendered.set(etag, body);
  if (rendered.size > MAX_ENTRIES) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
  return body;
}
