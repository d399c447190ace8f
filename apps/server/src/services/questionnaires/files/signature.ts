/**
 * Where an exported questionnaire carries its signature (docs/decisions.md, Signed answers travel
 * inside the file): a workbook or document holds it in a custom XML part of its package, related
 * from the workbook or document part so that Office keeps it on saving; a CSV file in its last
 * line, one field after every question. No sheet, table or cell is touched.
 */
import {
  AppError,
  CSV_SIGNATURE_PREFIX,
  columnIndex,
  type QuestionnaireFormat,
  type SheetGrid,
} from '@trustfront/core';
import { decodeCsv, encodeCsv, lineEndingOf } from './csv-text.ts';
import { partText, readParts, withPart, writeParts, type Part } from './package.ts';
import { readSheets } from './sheets.ts';

const SIGNATURE_PART = 'customXml/trustfrontSignature.xml';
const SIGNATURE_NS = 'urn:trustfront:signed-answers:1';
const REL_ID = 'rIdTrustfrontSignature';
const CUSTOM_XML_REL =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/customXml';
const RELS: Record<Exclude<QuestionnaireFormat, 'csv'>, string> = {
  xlsx: 'xl/_rels/workbook.xml.rels',
  docx: 'word/_rels/document.xml.rels',
};
const JWS = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const CSV_PADDING = /[,;\t"\s]/;
const SIGNATURE_OPEN = /<signature\b/;

const signatureXml = (jws: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<signature xmlns="${SIGNATURE_NS}">${jws}</signature>`;

/** The package's parts with the signature part, its relationship and its content type. */
function signedParts(parts: readonly Part[], format: 'xlsx' | 'docx', jws: string): Part[] {
  const xml = signatureXml(jws);
  if (parts.some((p) => p.name === SIGNATURE_PART)) return withPart(parts, SIGNATURE_PART, xml);
  let out: Part[] = [
    ...parts,
    { name: SIGNATURE_PART, data: Buffer.from(xml, 'utf8'), compressed: true, mtime: new Date() },
  ];
  const relsName = RELS[format];
  const rel = `<Relationship Id="${REL_ID}" Type="${CUSTOM_XML_REL}" Target="../${SIGNATURE_PART}"/>`;
  const rels = partText(out, relsName);
  out =
    rels === null
      ? [
          ...out,
          {
            name: relsName,
            data: Buffer.from(
              `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel}</Relationships>`,
            ),
            compressed: true,
            mtime: new Date(),
          },
        ]
      : withPart(
          out,
          relsName,
          rels.replace(/<\/(\w+:)?Relationships>\s*$/, (end) => `${rel}${end}`),
        );
  const types = partText(out, '[Content_Types].xml') ?? '';
  if (!/<Default\s[^>]*Extension="xml"/i.test(types)) {
    const override = `<Override PartName="/${SIGNATURE_PART}" ContentType="application/xml"/>`;
    out = withPart(
      out,
      '[Content_Types].xml',
      types.replace(/<\/(\w+:)?Types>\s*$/, (end) => `${override}${end}`),
    );
  }
  return out;
}

/** The CSV text without a signature line at its end. */
function unsignedCsv(text: string): string {
  const lines = text.split(/(?<=\n)/);
  while (lines.length > 0 && (lines.at(-1) ?? '').trim() === '') lines.pop();
  if ((lines.at(-1) ?? '').startsWith(CSV_SIGNATURE_PREFIX)) lines.pop();
  return lines.join('');
}

/** The exported file with `jws` in it (a signature it carried already is replaced). */
export async function withSignature(
  bytes: Buffer,
  format: QuestionnaireFormat,
  jws: string,
): Promise<Buffer> {
  if (format === 'csv') {
    const csv = decodeCsv(bytes);
    if (!csv) return bytes;
    const ending = lineEndingOf(csv.text);
    const text = unsignedCsv(csv.text);
    const body = text === '' || text.endsWith('\n') ? text : `${text}${ending}`;
    return encodeCsv(csv, `${body}${CSV_SIGNATURE_PREFIX}${jws}${ending}`);
  }
  return writeParts(signedParts(await readParts(bytes, format), format, jws));
}

/** A file's signature and its sheets to compare, or null when it is no questionnaire at all. */
export interface SignedFile {
  jws: string | null;
  grids: SheetGrid[];
  format: QuestionnaireFormat;
}

function csvSignature(bytes: Buffer): string | null {
  const csv = decodeCsv(bytes);
  const last =
    csv?.text
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '')
      .at(-1) ?? '';
  if (!last.startsWith(CSV_SIGNATURE_PREFIX)) return null;
  // A spreadsheet saving the file again may pad the line with empty fields. Cut from the end
  // one character at a time: a pattern anchored at the end would retry every padding run.
  const field = last.slice(CSV_SIGNATURE_PREFIX.length);
  let end = field.length;
  while (end > 0 && CSV_PADDING.test(field.charAt(end - 1))) end -= 1;
  const jws = field.slice(0, end);
  return JWS.test(jws) ? jws : null;
}

/**
 * The JWS of the signature part: the text of its first `signature` element. Read by position, in
 * one pass, as an uploaded part may hold anything (a pattern would rescan the part at every
 * unclosed tag).
 */
function partSignature(xml: string): string | null {
  const open = SIGNATURE_OPEN.exec(xml);
  if (!open) return null;
  const start = xml.indexOf('>', open.index);
  const close = start < 0 ? -1 : xml.indexOf('</signature>', start);
  if (close < 0) return null;
  const jws = xml.slice(start + 1, close).trim();
  return /^[\w.-]+$/.test(jws) ? jws : null;
}

/** Reads a file someone holds: its signature and its sheets; null when it is no questionnaire. */
export async function readSignedFile(bytes: Buffer, fileName: string): Promise<SignedFile | null> {
  try {
    const read = await readSheets(bytes, fileName);
    if (read.format === 'csv')
      return { jws: csvSignature(bytes), grids: read.grids, format: 'csv' };
    const xml = partText(read.parts, SIGNATURE_PART);
    return {
      jws: xml === null ? null : partSignature(xml),
      grids: read.grids,
      format: read.format,
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The text of a cell of the file as read (null where it has no such sheet). */
export function gridCell(
  file: SignedFile,
  cell: { sheet: string; row: number; column: string },
): string | null {
  // A CSV file's one sheet is named by its file name, which a buyer may change.
  const grid =
    file.format === 'csv' ? file.grids[0] : file.grids.find((g) => g.name === cell.sheet);
  if (!grid) return null;
  return grid.cells[cell.row - 1]?.[columnIndex(cell.column)] ?? '';
}
