/**
 * Card icon uploads (docs/editing.md, Card icons): png, jpeg or svg recognised by their content,
 * never by their name; SVG kept only once sanitised (no scripts, no event handlers, no external
 * references), so that an icon can neither run code nor make a visitor's browser call out. The
 * sanitising itself is the server's (a maintained sanitiser on a server DOM); these are the
 * decisions it asks.
 */
import { ADMIN_MESSAGES } from '../constants/admin-messages.ts';
import { LIMITS } from '../constants/limits.ts';

export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type IconType = (typeof ICON_TYPES)[number];

/**
 * Why a chosen icon file is refused before it is sent, or null: over 1MB, 'The icon is larger
 * than the 1MB allowed' (the server answers the same past that size). Its type is the server's
 * to read, from its content.
 */
export const iconFileRefusal = (file: { size: number }): string | null =>
  file.size > LIMITS.iconMaxBytes ? ADMIN_MESSAGES.iconTooLarge : null;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b);

/** The start of an SVG document: optional BOM, XML declaration, comments and doctype, then <svg. */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The icon's type read from its first bytes, or null when it is none of png, jpeg or svg. */
export function detectIconType(bytes: Uint8Array): IconType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return SVG_START.test(head) ? 'image/svg+xml' : null;
}

/**
 * Whether an SVG's text carries a DOCTYPE or entity declarations. Such files are refused
 * outright: entities can read other files or expand without end, and no icon needs them.
 */
export const hasXmlDeclarations = (text: string): boolean => /<!\s*(DOCTYPE|ENTITY)/i.test(text);

/** The only reference a cleaned SVG keeps: a fragment of the same document (`#id`). */
export const isLocalSvgReference = (value: string): boolean => /^#[\w.:-]*$/.test(value.trim());

/** `url(#id)`: a paint server or filter of the same document. */
const LOCAL_CSS_URL = /url\(\s*(['"]?)#[\w.:-]*\1\s*\)/gi;
/** CSS that loads or runs something: another url(), image functions, at-rules, escapes. */
const ACTIVE_CSS =
  /(url|image|image-set|cross-fade|element|src)\s*\(|@|\\|\/\*|expression|javascript:|data:|binding|behavior/i;

/**
 * Whether an attribute value (a style, a fill, a filter) stays inside the document: every url()
 * it holds names a fragment, and it has no other way to load or run something (a `javascript:`
 * or `data:` URL, an at-rule). Escapes and comments are refused rather than decoded.
 */
export const isSelfContainedSvgValue = (value: string): boolean =>
  // Read without whitespace and control characters, which browsers skip inside a scheme.
  !ACTIVE_CSS.test(value.replace(LOCAL_CSS_URL, '').replace(/[\s\p{Cc}]/gu, ''));
