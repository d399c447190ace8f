/**
 * Card icon uploads (spec 3 §2.1, §5.1): png, jpeg or svg recognised by their content, never by
 * their name; SVG kept only once sanitised (no scripts, no event handlers, no external
 * references), so that an icon can neither run code nor make a visitor's browser call out.
 */
export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type IconType = (typeof ICON_TYPES)[number];

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

/** Elements removed with their content. */
const DROPPED_ELEMENTS = ['script', 'foreignObject', 'iframe', 'embed', 'object', 'audio', 'video'];
/** References that stay inside the document: fragments and inline raster images. */
const LOCAL_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif|webp);)/i;

/** An element or attribute name's optional namespace prefix (`svg:script`, `x:href`). */
const PREFIX = '(?:[\\w.-]+:)?';

/** What no sanitised SVG may still contain, checked with its character references decoded. */
const DANGEROUS = [
  new RegExp(`<\\s*${PREFIX}(script|foreignObject|iframe|embed|object|audio|video)\\b`, 'i'),
  new RegExp(`\\s${PREFIX}on[a-z]+\\s*=`, 'i'),
  /javascript:/i,
  /<!ENTITY/i,
  /@import/i,
  /url\(\s*['"]?\s*(?!#|data:image\/)/i,
];

/**
 * The SVG without scripts, embedded documents, event handlers, entity declarations and external
 * references (href, xlink:href, src and CSS url() outside the document); null when something
 * dangerous remains or it is not an SVG.
 */
export function sanitizeSvg(svg: string): string | null {
  let out = svg.replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '');
  for (const name of DROPPED_ELEMENTS) {
    const tag = `${PREFIX}${name}`;
    out = out
      .replace(new RegExp(`<\\s*${tag}\\b[\\s\\S]*?<\\s*/\\s*${tag}\\s*>`, 'gi'), '')
      .replace(new RegExp(`<\\s*${tag}\\b[^>]*/?>`, 'gi'), '');
  }
  out = out.replace(
    new RegExp(`\\s${PREFIX}on[a-z]+\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`, 'gi'),
    '',
  );
  out = out.replace(
    new RegExp(`\\s(${PREFIX}(?:href|src))\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'gi'),
    (attr: string, _name: string, _v: string, dq?: string, sq?: string, bare?: string) =>
      LOCAL_REFERENCE.test(dq ?? sq ?? bare ?? '') ? attr : '',
  );
  // A reference written with character references (`&#106;avascript:`) is read decoded.
  const decoded = decodeCharacterReferences(out);
  if (!/<svg[\s>]/i.test(out) || DANGEROUS.some((re) => re.test(decoded))) return null;
  return out;
}

/** Numeric character references replaced by their characters, as an XML parser reads them. */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (ref: string, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ref;
  });
}
