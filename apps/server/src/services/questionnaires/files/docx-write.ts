/**
 * Writing an answer into a Word table's cell (docs/questionnaires.md, Importing and exporting
 * files): the cell keeps its properties and its first paragraph's and first run's; each line of
 * the text becomes a paragraph with them. A cell holding a content control (a drop-down list, a
 * text box to fill in) has the text written inside the control, which then shows it in place of
 * its placeholder.
 */
import type { DocxCell } from './docx.ts';
import { escapeXml } from './xml.ts';

/**
 * The first element of this name in the text, self-closing or not, or '': its start tag found,
 * then its end tag from there, so a cell full of unclosed tags is read once.
 */
function firstElement(xml: string, name: string): string {
  const open = new RegExp(`<${name}\\b[^<>]*?(/?)>`).exec(xml);
  if (!open) return '';
  if (open[1]) return open[0];
  const end = xml.indexOf(`</${name}>`, open.index + open[0].length);
  return end < 0 ? '' : xml.slice(open.index, end + `</${name}>`.length);
}

/** The first run's properties, without the grey placeholder style. */
function runProperties(xml: string, p: string): string {
  const runAt = xml.search(new RegExp(`<${p}r(?:\\s[^<>]*)?>`));
  if (runAt < 0) return '';
  const rPr = new RegExp(
    `^<${p}r\\b[^<>]*>\\s*(<${p}rPr\\b[^<>]*/>|<${p}rPr\\b[^<>]*>[\\s\\S]*?</${p}rPr>)`,
  ).exec(xml.slice(runAt))?.[1];
  return (rPr ?? '').replace(new RegExp(`<${p}rStyle\\b[^<>]*"PlaceholderText"[^<>]*/>`), '');
}

/** A line's text elements, a tab kept as a tab. */
function lineText(p: string, line: string): string {
  return line
    .split('\t')
    .map((part) => (part ? `<${p}t xml:space="preserve">${escapeXml(part)}</${p}t>` : ''))
    .join(`<${p}tab/>`);
}

const lines = (text: string) => text.split(/\r\n|\r|\n/);

/** One paragraph a line, each with these paragraph and run properties. */
function paragraphs(p: string, pPr: string, rPr: string, text: string): string {
  return lines(text)
    .map((line) => `<${p}p>${pPr}<${p}r>${rPr}${lineText(p, line)}</${p}r></${p}p>`)
    .join('');
}

/** The cell's content with the text written inside its first content control, or null without one. */
function controlContent(inner: string, p: string, text: string): string | null {
  const open = new RegExp(`<${p}sdtContent>`).exec(inner);
  if (!open) return null;
  const from = open.index + open[0].length;
  const to = inner.indexOf(`</${p}sdtContent>`, from);
  if (to < 0) return null;
  const content = inner.slice(from, to);
  const rPr = runProperties(content, p);
  // A control in a paragraph holds runs (its lines then end at breaks); one around paragraphs
  // holds paragraphs.
  const written = new RegExp(`<${p}p\\b`).test(content)
    ? paragraphs(p, firstElement(content, `${p}pPr`), rPr, text)
    : `<${p}r>${rPr}${lines(text)
        .map((line) => lineText(p, line))
        .join(`<${p}br/>`)}</${p}r>`;
  const before = inner.slice(0, from).replace(new RegExp(`<${p}showingPlcHdr\\b[^<>]*/>`), '');
  return before + written + inner.slice(to);
}

/** A cell's new content (what stands between `<w:tc>` and `</w:tc>`). */
export function cellContent(xml: string, cell: DocxCell, text: string): string {
  const inner = xml.slice(cell.start, cell.end);
  const p = /<(\w+:)?p\b/.exec(inner)?.[1] ?? 'w:';
  const control = controlContent(inner, p, text);
  if (control !== null) return control;
  const tcPr = firstElement(inner, `${p}tcPr`);
  return tcPr + paragraphs(p, firstElement(inner, `${p}pPr`), runProperties(inner, p), text);
}
