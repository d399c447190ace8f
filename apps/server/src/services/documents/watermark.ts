/**
 * Watermarked copies: a restricted PDF handed to an account member carries, on every page, a
 * visible diagonal mark and a footer line with the member's e-mail, company and the date.
 */
import type { Readable } from 'node:stream';
import { SERVER_ERRORS, formatLetterDate, refusalOf } from '@trustfront/core';
import { loadPdfLib } from '../../lib/pdf-lib.ts';
import { encodableText } from '../../lib/pdf-text.ts';

export interface WatermarkStamp {
  email: string;
  companyName: string;
  date: Date;
}

/** The line every page carries: 'jane@globex.example · Globex Inc · March 3, 2026'. */
export const watermarkLine = (stamp: WatermarkStamp) =>
  `${stamp.email} · ${stamp.companyName} · ${formatLetterDate(stamp.date)}`;

async function bytesOf(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function stampPages(source: Buffer, stamp: WatermarkStamp): Promise<Buffer> {
  const { PDFDocument, StandardFonts, degrees, rgb } = await loadPdfLib();
  const mark = rgb(0.75, 0.1, 0.1);
  const doc = await PDFDocument.load(source, { ignoreEncryption: true, updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const line = encodableText(font, watermarkLine(stamp), '?');
  const pages = doc.getPages();
  if (pages.length === 0) throw new Error('A PDF without pages');
  for (const page of pages) {
    const { width, height } = page.getSize();
    // Diagonal across the page, sized to fit its diagonal.
    const diagonal = Math.hypot(width, height);
    const size = Math.max(8, Math.min(28, (diagonal * 0.8) / Math.max(1, line.length * 0.55)));
    const textWidth = font.widthOfTextAtSize(line, size);
    const angle = Math.atan2(height, width);
    page.drawText(line, {
      x: width / 2 - (Math.cos(angle) * textWidth) / 2,
      y: height / 2 - (Math.sin(angle) * textWidth) / 2,
      size,
      font,
      color: mark,
      opacity: 0.25,
      rotate: degrees((angle * 180) / Math.PI),
    });
    page.drawText(line, { x: 24, y: 14, size: 8, font, color: mark, opacity: 0.8 });
  }
  return Buffer.from(await doc.save());
}

/**
 * The document with the member's watermark on every page. A file pdf-lib cannot read and mark
 * is refused (422 `watermark_failed`) rather than handed out unmarked.
 */
export async function watermarkPdf(
  body: Readable | Buffer,
  stamp: WatermarkStamp,
): Promise<Buffer> {
  const source = await bytesOf(body);
  try {
    return await stampPages(source, stamp);
  } catch {
    throw refusalOf(SERVER_ERRORS.watermarkFailed, 422);
  }
}
