/**
 * Bridge letters (spec 3 §3.7) are not stored: each request renders one as a PDF from the item's
 * letter settings, dated the day it is generated.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { formatLetterDate } from '@trustfront/core';
import { encodableText, wrapParagraph } from '../lib/pdf-text.ts';

export interface BridgeLetterInput {
  orgName: string;
  itemTitle: string;
  letter: {
    letterContent: string;
    signerName: string;
    signerTitle: string;
    letterType: 'SOC 1' | 'SOC 2';
  };
  date: Date;
}

const PAGE: [number, number] = [612, 792];
const MARGIN = 72;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);

/** The standard fonts only encode WinAnsi: other characters become '?'. */
const encodable = (font: PDFFont, text: string) => encodableText(font, text, '?');

class Writer {
  private page: PDFPage;
  private y = PAGE[1] - MARGIN;

  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage(PAGE);
  }

  paragraph(text: string, font: PDFFont, size: number, color = INK): void {
    const lineHeight = size * 1.45;
    for (const line of wrapParagraph(encodable(font, text), font, size, WIDTH)) {
      if (this.y - lineHeight < MARGIN) {
        this.page = this.doc.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color });
      this.y -= lineHeight;
    }
  }

  gap(height: number): void {
    this.y -= height;
  }
}

/** Renders the letter: organisation, letter type, date, content, then the signer. */
export async function renderBridgeLetter(input: BridgeLetterInput): Promise<Buffer> {
  const { orgName, itemTitle, letter, date } = input;
  const doc = await PDFDocument.create();
  const title = `${letter.letterType} Bridge Letter`;
  doc.setTitle(`${orgName} ${title}`);
  doc.setSubject(itemTitle);
  doc.setAuthor(orgName);
  doc.setProducer('Trustfront');
  doc.setCreationDate(date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const w = new Writer(doc);
  w.paragraph(orgName, bold, 18);
  w.paragraph(title, regular, 13, MUTED);
  w.gap(6);
  w.paragraph(formatLetterDate(date), regular, 11, MUTED);
  w.gap(24);
  for (const paragraph of letter.letterContent.split(/\n\s*\n|\r?\n/)) {
    w.paragraph(paragraph, regular, 11);
    w.gap(8);
  }
  w.gap(24);
  w.paragraph('Sincerely,', regular, 11);
  w.gap(28);
  w.paragraph(letter.signerName, bold, 11);
  w.paragraph(letter.signerTitle, regular, 11);
  w.paragraph(orgName, regular, 11, MUTED);
  return Buffer.from(await doc.save());
}
