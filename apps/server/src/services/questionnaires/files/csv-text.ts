/**
 * A CSV file's text as it was written (docs/questionnaires.md, Importing and exporting files):
 * its encoding and byte-order mark, its separator, its line ending, and where each record's
 * fields stand, so that answers are written into their two columns and every other byte stays.
 */
import { runsAsFormula } from '@trustfront/core';

export type CsvEncoding = 'utf8' | 'utf16le' | 'windows1252';

export interface CsvText {
  text: string;
  encoding: CsvEncoding;
  bom: boolean;
}

/** Windows-1252's characters at 0x80–0x9F, where Latin-1 has control characters. */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * The text of the file: UTF-8 (with or without its mark), UTF-16 with its mark, else
 * Windows-1252 held one character a byte (so the bytes come back as they were); null for a
 * binary file.
 */
export function decodeCsv(bytes: Buffer): CsvText | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: bytes.subarray(2).toString('utf16le'), encoding: 'utf16le', bom: true };
  }
  if (bytes.includes(0)) return null;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(
      bom ? bytes.subarray(3) : bytes,
    );
    return { text, encoding: 'utf8', bom };
  } catch {
    return { text: bytes.toString('latin1'), encoding: 'windows1252', bom: false };
  }
}

/** Text read as the person sees it (Windows-1252's quotes and dashes where Latin-1 has controls). */
export function readableText(csv: CsvText, text: string): string {
  if (csv.encoding !== 'windows1252') return text;
  return text.replace(/[\u0080-\u009f]/g, (ch) => CP1252[ch.charCodeAt(0) - 0x80] ?? ch);
}

/** The file's bytes again, in its encoding and with its mark. */
export function encodeCsv(csv: CsvText, text: string): Buffer {
  if (csv.encoding === 'utf16le') {
    return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  }
  if (csv.encoding === 'utf8') {
    return Buffer.concat([
      Buffer.from(csv.bom ? [0xef, 0xbb, 0xbf] : []),
      Buffer.from(text, 'utf8'),
    ]);
  }
  return Buffer.from(text, 'latin1');
}

/** A new text as Windows-1252 held one character a byte; what it cannot hold becomes '?'. */
export function toSingleByte(csv: CsvText, text: string): string {
  if (csv.encoding !== 'windows1252') return text;
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0x3f;
      if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return ch;
      const at = CP1252.indexOf(ch);
      return at >= 0 && code > 0xff ? String.fromCharCode(0x80 + at) : '?';
    })
    .join('');
}

/** The separator: the one of comma, semicolon, tab and bar the first line has most of. */
export function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|\r|$/u));
  const outsideQuotes = firstLine.replace(/"[^"]*"/gu, '');
  const count = (d: string) => outsideQuotes.split(d).length - 1;
  return [',', ';', '\t', '|'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

/** The file's first line ending ('\n' when it has none). */
export function lineEndingOf(text: string): string {
  return /\r\n|\r|\n/.exec(text)?.[0] ?? '\n';
}

export interface CsvField {
  start: number;
  end: number;
  quoted: boolean;
}

export interface CsvRecord {
  /** From its first field's start to its last field's end (its line ending left out). */
  start: number;
  end: number;
  fields: CsvField[];
}

/** Where each record and field stands, read as csv-parse reads the file (quotes relaxed). */
export function scanCsv(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const record: CsvRecord = { start: i, end: i, fields: [] };
    for (;;) {
      const start = i;
      const quoted = text[i] === '"';
      if (quoted) {
        i++;
        while (i < n) {
          if (text[i] === '"' && text[i + 1] === '"') i += 2;
          else if (text[i] === '"') {
            i++;
            break;
          } else i++;
        }
      }
      while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') i++;
      record.fields.push({ start, end: i, quoted });
      if (text[i] !== delimiter) break;
      i++;
    }
    record.end = i;
    i += text.startsWith('\r\n', i) ? 2 : i < n ? 1 : 0;
    records.push(record);
  }
  return records;
}

/**
 * A value as a field of the file: quoted where it must be or where the field was; its line
 * breaks as the file's; a value a spreadsheet would run as a formula (core's `runsAsFormula`)
 * kept as text by a leading apostrophe.
 */
export function encodeField(
  value: string,
  options: { delimiter: string; lineEnding: string; quote: boolean },
): string {
  let v = value.replace(/\r\n|\r|\n/g, options.lineEnding);
  if (runsAsFormula(v)) v = `'${v}`;
  const must = v.includes(options.delimiter) || /["\r\n]/.test(v) || /^\s|\s$/.test(v);
  return must || options.quote ? `"${v.replace(/"/g, '""')}"` : v;
}
