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

/**
 * A start, end or empty tag at the scanner's position. An attribute's value holds no `<` (XML
 * forbids it), so a failed match never reads past the next `<`: a hostile part full of unclosed
 * tags costs one pass, not one pass per tag.
 */
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/<>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;

/** What ends a comment, a declaration or a processing instruction, CDATA first. */
const SKIPPED: [string, string][] = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<!', '>'],
  ['<?', '?>'],
];

/**
 * Every tag of `xml` from `from` to `to`, in order (comments, declarations and CDATA skipped; an
 * unclosed one ends the text).
 */
export function* tags(xml: string, from = 0, to = xml.length): Generator<Tag> {
  const re = new RegExp(TAG.source, 'y');
  let at = xml.indexOf('<', from);
  while (at >= 0 && at < to) {
    const skipped = SKIPPED.find(([open]) => xml.startsWith(open, at));
    if (skipped) {
      const end = xml.indexOf(skipped[1], at + skipped[0].length);
      if (end < 0) return;
      at = xml.indexOf('<', end + skipped[1].length);
      continue;
    }
    re.lastIndex = at;
    const m = re.exec(xml);
    const name = m?.[2];
    if (!m || name === undefined) {
      at = xml.indexOf('<', at + 1);
      continue;
    }
    const colon = name.indexOf(':');
    yield {
      name,
      local: colon < 0 ? name : name.slice(colon + 1),
      kind: m[1] ? 'close' : m[4] ? 'empty' : 'open',
      start: at,
      end: at + m[0].length,
      attrs: m[3] ?? '',
    };
    at = xml.indexOf('<', at + m[0].length);
  }
}

/**
 * The content of the first `local` element in `xml` (any prefix), or null: found with two
 * searches, never a lazy match that rereads the rest of the text for each opening tag.
 */
export function firstElementText(xml: string, local: string): string | null {
  const open = new RegExp(`<(?:\\w+:)?${local}>`).exec(xml);
  if (!open) return null;
  const close = new RegExp(`</(?:\\w+:)?${local}>`, 'g');
  close.lastIndex = open.index + open[0].length;
  const end = close.exec(xml);
  return end ? xml.slice(open.index + open[0].length, end.index) : null;
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
    if (!ref.startsWith('#')) return ENTITIES[ref] ?? whole;
    const code = /^#x/i.test(ref) ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    // A reference beyond Unicode is not a character: kept as written rather than failing the file.
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
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
