/**
 * The little XML the file layer reads and writes itself (docs/questionnaires.md, Importing and
 * exporting files): a workbook's or document's parts are patched where the answers go and left
 * byte for byte elsewhere, so they are scanned as text, tag by tag, rather than parsed into a
 * tree and serialised again.
 */

/** One start, end or empty tag, where it stands in the text. */
export interface Tag {
  /** The name with its prefix ('w:tc', 'c', 'x:row'). */
  name: string;
  /** The name without its prefix. */
  local: string;
  kind: 'open' | 'close' | 'empty';
  start: number;
  end: number;
  attrs: string;
}

const TAG =
  /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>/g;

/** Every tag of `xml` from `from` to `to`, in order (comments, declarations and CDATA skipped). */
export function* tags(xml: string, from = 0, to = xml.length): Generator<Tag> {
  const re = new RegExp(TAG.source, 'g');
  re.lastIndex = from;
  for (let m = re.exec(xml); m !== null && m.index < to; m = re.exec(xml)) {
    const name = m[2];
    if (name === undefined) continue;
    const colon = name.indexOf(':');
    yield {
      name,
      local: colon < 0 ? name : name.slice(colon + 1),
      kind: m[1] ? 'close' : m[4] ? 'empty' : 'open',
      start: m.index,
      end: m.index + m[0].length,
      attrs: m[3] ?? '',
    };
  }
}

/** An attribute's unescaped value, by its name with or without prefix; null when absent. */
export function attr(attrs: string, name: string): string | null {
  const re = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
  const m = re.exec(attrs);
  if (!m) return null;
  return unescapeXml(m[1] ?? m[2] ?? '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    }
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });
}

/** Text as XML character data (or an attribute's value), without characters XML cannot hold. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The text of the `t` elements between `from` and `to` (a shared string, an inline string),
 * leaving out phonetic runs (`rPh`).
 */
export function textOf(xml: string, from: number, to: number, textTag = 't'): string {
  let text = '';
  let inText = -1;
  let skip = 0;
  for (const tag of tags(xml, from, to)) {
    if (tag.local === 'rPh') skip += tag.kind === 'open' ? 1 : tag.kind === 'close' ? -1 : 0;
    if (tag.local !== textTag || skip > 0) continue;
    if (tag.kind === 'open') inText = tag.end;
    else if (tag.kind === 'close' && inText >= 0) {
      text += unescapeXml(xml.slice(inText, tag.start));
      inText = -1;
    }
  }
  return text;
}
