/**
 * The one list of media types the product treats specially: what a browser shows inline, what
 * may be shown from the portal's origin without a sandbox, and what is already compressed.
 */

/** Types a browser shows inline, so that 'view only' can mean something for them. */
export const VIEWABLE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'text/plain',
] as const;

/**
 * Types a browser may render inline from the portal's origin without a sandbox: every viewable
 * type but SVG, which can carry scripts.
 */
export const INLINE_SAFE_TYPES: readonly string[] = VIEWABLE_TYPES.filter(
  (type) => type !== 'image/svg+xml',
);

/**
 * Formats whose bytes are already compressed (PDF streams, images, zip-based office files,
 * archives, media): compressing them again costs CPU for no gain.
 */
const COMPRESSED_TYPE =
  /^(application\/(pdf|zip|gzip|x-7z-compressed|vnd\.openxmlformats-officedocument\..+)|image\/(png|jpeg|gif|webp|avif)|video\/.+|audio\/.+)$/i;

/** The media type without parameters, lower-cased (`Text/Plain; charset=utf-8` → `text/plain`). */
export const baseMediaType = (contentType: string): string =>
  (contentType.split(';')[0] ?? '').trim().toLowerCase();

export const isViewableType = (contentType: string): boolean =>
  (VIEWABLE_TYPES as readonly string[]).includes(baseMediaType(contentType));

export const isInlineSafeType = (contentType: string): boolean =>
  INLINE_SAFE_TYPES.includes(baseMediaType(contentType));

export const isCompressedType = (contentType: string): boolean =>
  COMPRESSED_TYPE.test(baseMediaType(contentType));
