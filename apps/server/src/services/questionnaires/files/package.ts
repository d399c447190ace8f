/**
 * A workbook's or document's zip (docs/questionnaires.md, Importing and exporting files): what
 * kind of file the bytes are, its parts read within the limits (a zip that would unpack beyond
 * them stops there), and the parts written back in their order, each as it was unless patched.
 */
import yauzl from 'yauzl';
import yazl from 'yazl';
import { buffer } from 'node:stream/consumers';
import {
  AppError,
  QUESTIONNAIRE_FILE_LIMITS as LIMITS,
  QUESTIONNAIRE_FILE_MESSAGES as M,
  questionnaireFileError as refuse,
  type QuestionnaireFormat,
} from '@trustfront/core';
import { zipOutput } from '../../../lib/zip-archive.ts';
import '../../../lib/zip-crc.ts';

export interface Part {
  name: string;
  data: Buffer;
  /** Whether the zip deflated it (a part written back is stored the same way). */
  compressed: boolean;
  mtime: Date;
}

const ZIP = 0x04034b50;
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream an encrypted workbook or document holds inside its OLE container. */
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');

/**
 * What the file is by its first bytes, the name deciding only for text: a zip (a workbook or a
 * document, told apart by its parts), a CSV file, or refused — an OLE file is a password-protected
 * workbook or document, or an old binary .xls or .doc.
 */
export function sniff(bytes: Buffer, fileName: string): 'zip' | 'csv' {
  if (bytes.length > LIMITS.bytes) throw refuse('questionnaire_too_large', M.tooLarge);
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP) return 'zip';
  if (bytes.subarray(0, 8).equals(OLE)) {
    if (bytes.includes(ENCRYPTION_INFO)) {
      throw refuse('questionnaire_protected', M.passwordProtected);
    }
    throw refuse('questionnaire_unsupported', M.legacyFormat);
  }
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'csv' || ext === 'txt' || ext === 'tsv') return 'csv';
  if (ext === 'xlsx' || ext === 'docx') {
    throw refuse('questionnaire_unreadable', M.unreadable(M.kinds[ext]));
  }
  throw refuse('questionnaire_unsupported', M.unsupported);
}

/** Which of our formats a zip's parts make: a workbook, a Word document, or null. */
export function zipFormat(parts: readonly Part[]): Exclude<QuestionnaireFormat, 'csv'> | null {
  if (parts.some((p) => p.name === 'xl/workbook.xml')) return 'xlsx';
  if (parts.some((p) => p.name === 'word/document.xml')) return 'docx';
  return null;
}

/** Every part of the zip, in its order, read within the limits; a broken zip is `unreadable`. */
export async function readParts(bytes: Buffer, kind: string): Promise<Part[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      decodeStrings: true,
    });
  } catch {
    throw refuse('questionnaire_unreadable', M.unreadable(kind));
  }
  const tooLarge = refuse(
    'questionnaire_too_large',
    M.unpacksTooLarge(LIMITS.unpackedBytes / 1024 / 1024),
  );
  try {
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > LIMITS.unpackedBytes) throw tooLarge;
      entries.push(entry);
      if (entries.length > LIMITS.entries) {
        throw refuse('questionnaire_too_large', M.tooManyParts(LIMITS.entries));
      }
    }
    const parts: Part[] = [];
    for (const entry of entries) {
      // yauzl holds each entry to the size it declares: a part inflating beyond it errors.
      const data = entry.fileName.endsWith('/')
        ? Buffer.alloc(0)
        : await buffer(await zip.openReadStreamPromise(entry));
      parts.push({
        name: entry.fileName,
        data,
        compressed: entry.compressionMethod !== 0,
        mtime: entry.getLastModDate(),
      });
    }
    return parts;
  } catch (error) {
    throw error instanceof AppError
      ? error
      : refuse('questionnaire_unreadable', M.unreadable(kind));
  } finally {
    zip.close();
  }
}

/** The parts zipped again in the same order, each stored or deflated as it was. */
export async function writeParts(parts: readonly Part[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const part of parts) {
    if (part.name.endsWith('/')) {
      zip.addEmptyDirectory(part.name, { mtime: part.mtime });
    } else {
      zip.addBuffer(part.data, part.name, { mtime: part.mtime, compress: part.compressed });
    }
  }
  zip.end();
  return buffer(zipOutput(zip));
}

/** A part's text (UTF-8, as OOXML parts are written), or null when the zip has no such part. */
export function partText(parts: readonly Part[], name: string): string | null {
  const part = parts.find((p) => p.name === name);
  return part ? part.data.toString('utf8') : null;
}

/** The parts with one replaced by this text. */
export function withPart(parts: readonly Part[], name: string, text: string): Part[] {
  return parts.map((p) => (p.name === name ? { ...p, data: Buffer.from(text, 'utf8') } : p));
}
