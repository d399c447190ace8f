import type { TAssetRef } from '@trustfront/core';

/** GET /api/share/{orgId}/assets/{assetId}?v={revision}: card icons and company logos. */
export const assetUrl = (orgId: string, ref: TAssetRef): string =>
  `/api/share/${encodeURIComponent(orgId)}/assets/${encodeURIComponent(ref.assetId)}?v=${ref.revision}`;

/** An outbound link from a stored address that may lack its scheme ('acme.example'). */
export function externalHref(address: string): string | null {
  const value = address.trim();
  if (!value) return null;
  const href = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
