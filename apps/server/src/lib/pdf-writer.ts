/** A top-to-bottom writer of wrapped paragraphs over US Letter pages, for generated PDFs. */
import type { PDFDocument, PDFFont, PDFPage } from '@cantoo/pdf-lib';
import type { PdfLib } from './pdf-lib.ts';
import { encodableText, wrapParagraph } from './pdf-text.ts';

export const LETTER_PAGE: [number, number] = [612, 792];
const MARGIN = 72;
const WIDTH = LETTER_PAGE[0] - 2 * MARGIN;
/** Red, green and blue, each from 0 to 1. */
export type Shade = readonly [number, number, number];
export const INK: Shade = [0.13, 0.15, 0.2];
export const MUTED: Shade = [0.42, 0.45, 0.5];

/** Writes paragraphs down the page, opening a new page when one is full. */
export class PdfWriter {
  private page: PDFPage;
  private y = LETTER_PAGE[1] - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly pdf: Pick<PdfLib, 'rgb'>,
  ) {
    this.page = doc.addPage(LETTER_PAGE);
  }

  /** One paragraph, word-wrapped; characters the standard fonts cannot encode become '?'. */
  paragraph(text: string, font: PDFFont, size: number, shade: Shade = INK): void {
    const color = this.pdf.rgb(...shade);
    const lineHeight = size * 1.45;
    for (const line of wrapParagraph(encodableText(font, text, '?'), font, size, WIDTH)) {
      if (this.y - lineHeight < MARGIN) {
        this.page = this.doc.addPage(LETTER_PAGE);
        this.y = LETTER_PAGE[1] - MARGIN;
      }
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color });
      this.y -= lineHeight;
    }
  }

  gap(height: number): void {
    this.y -= height;
  }
}
