/**
 * Real PDF documents for the demo organisation, generated at seed time with @cantoo/pdf-lib (the
 * maintained fork of pdf-lib): a cover or title block, then headings, paragraphs, bullet lists,
 * tables and signatures, laid out over as many US Letter pages as the content needs, with a
 * running header and 'Page n of N' footer.
 */
import {
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from '@cantoo/pdf-lib';
import { encodableText, wrapParagraph } from '../../lib/pdf-text.ts';
import { longDate } from './dates.ts';

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  /** `widths` are fractions of the text width, one per column. */
  | { kind: 'table'; columns: string[]; widths: number[]; rows: string[][] }
  | { kind: 'signature'; name: string; title: string }
  | { kind: 'pageBreak' };

export type Classification = 'Public' | 'Confidential' | 'Restricted';

export interface PdfContent {
  title: string;
  subtitle?: string;
  company: string;
  /** Issue date printed on the document. */
  date: Date;
  classification: Classification;
  /** Put the title on a page of its own (reports and certificates). */
  coverPage?: boolean;
  blocks: PdfBlock[];
}

const PAGE: [number, number] = [612, 792];
const MARGIN = 64;
const TEXT_WIDTH = PAGE[0] - 2 * MARGIN;
const TOP = PAGE[1] - MARGIN - 14;
const BOTTOM = MARGIN + 10;
const BODY_SIZE = 10.5;
const LINE = 15;
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const BRAND = rgb(0.16, 0.31, 0.85);
const RULE = rgb(0.85, 0.87, 0.9);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Characters the standard (WinAnsi) fonts cannot encode become '-'. */
const encodable = (font: PDFFont, text: string) => encodableText(font, text, '-');

/** Greedy word wrap, paragraph by paragraph; words wider than the line are split. */
export const wrapText = (text: string, font: PDFFont, size: number, width: number): string[] =>
  text.split('\n').flatMap((paragraph) => wrapParagraph(paragraph, font, size, width));

/** Lays blocks out top to bottom, adding pages as they fill. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = TOP;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.pages.push(this.page);
    this.y = TOP;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  gap(height: number): void {
    this.y -= height;
  }

  text(
    text: string,
    opts: { font?: PDFFont; size?: number; color?: RGB; x?: number; width?: number } = {},
  ): void {
    const font = opts.font ?? this.fonts.regular;
    const size = opts.size ?? BODY_SIZE;
    const x = opts.x ?? MARGIN;
    const lineHeight = size * 1.42;
    for (const line of wrapText(encodable(font, text), font, size, opts.width ?? TEXT_WIDTH)) {
      this.ensure(lineHeight);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= lineHeight;
    }
  }

  rule(color: RGB = RULE): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE[0] - MARGIN, y: this.y },
      thickness: 0.75,
      color,
    });
  }

  table(columns: string[], widths: number[], rows: string[][]): void {
    const size = 9;
    const pad = 5;
    const lineHeight = size * 1.35;
    const xs = widths.reduce<number[]>(
      (acc, w, i) => [...acc, (acc[i] ?? MARGIN) + w * TEXT_WIDTH],
      [MARGIN],
    );
    const cellLines = (row: string[], font: PDFFont) =>
      row.map((cell, i) =>
        wrapText(encodable(font, cell), font, size, (widths[i] ?? 0) * TEXT_WIDTH - 2 * pad),
      );
    const drawRow = (row: string[], header: boolean) => {
      const font = header ? this.fonts.bold : this.fonts.regular;
      const lines = cellLines(row, font);
      const height = Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * pad;
      if (this.y - height < BOTTOM) {
        this.newPage();
        if (!header) drawRow(columns, true);
      }
      if (header) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height,
          width: TEXT_WIDTH,
          height,
          color: rgb(0.93, 0.95, 0.98),
        });
      }
      lines.forEach((cell, i) =>
        cell.forEach((line, j) =>
          this.page.drawText(line, {
            x: (xs[i] ?? MARGIN) + pad,
            y: this.y - pad - size - j * lineHeight + 1,
            size,
            font,
            color: INK,
          }),
        ),
      );
      this.y -= height;
      this.rule();
    };
    drawRow(columns, true);
    for (const row of rows) drawRow(row, false);
  }

  block(block: PdfBlock): void {
    const { bold, italic } = this.fonts;
    switch (block.kind) {
      case 'heading':
        // Keep a heading together with the start of its content.
        this.ensure(110);
        this.gap(10);
        this.text(block.text, { font: bold, size: 14, color: BRAND });
        this.gap(4);
        return;
      case 'subheading':
        this.ensure(40);
        this.gap(4);
        this.text(block.text, { font: bold, size: 11.5 });
        this.gap(2);
        return;
      case 'paragraph':
        this.text(block.text);
        this.gap(LINE * 0.5);
        return;
      case 'bullets':
        for (const item of block.items) {
          this.ensure(LINE);
          this.text('\u2022', { x: MARGIN + 6, width: 12 });
          this.gap(-BODY_SIZE * 1.42);
          this.text(item, { x: MARGIN + 20, width: TEXT_WIDTH - 20 });
          this.gap(3);
        }
        this.gap(LINE * 0.4);
        return;
      case 'table':
        this.gap(4);
        this.table(block.columns, block.widths, block.rows);
        this.gap(LINE);
        return;
      case 'signature':
        this.ensure(80);
        this.gap(28);
        this.text(block.name, { font: italic, size: 16, color: BRAND });
        this.rule(MUTED);
        this.gap(4);
        this.text(block.name, { font: bold });
        this.text(block.title, { color: MUTED });
        this.gap(LINE);
        return;
      case 'pageBreak':
        this.newPage();
        return;
    }
  }

  titleBlock(content: PdfContent): void {
    const { bold } = this.fonts;
    if (content.coverPage) {
      this.page.drawRectangle({
        x: 0,
        y: PAGE[1] - 220,
        width: PAGE[0],
        height: 220,
        color: BRAND,
      });
      this.page.drawText(encodable(bold, content.company.toUpperCase()), {
        x: MARGIN,
        y: PAGE[1] - 90,
        size: 13,
        font: bold,
        color: rgb(1, 1, 1),
      });
      this.y = PAGE[1] - 300;
      this.text(content.title, { font: bold, size: 26 });
      this.gap(8);
      if (content.subtitle) this.text(content.subtitle, { size: 13, color: MUTED });
      this.gap(30);
      this.text(`Issued ${longDate(content.date)}`, { font: bold });
      this.text(`Classification: ${content.classification}`, { color: MUTED });
      this.y = BOTTOM + 60;
      this.text(
        content.classification === 'Public'
          ? 'This document may be shared freely.'
          : `This document is ${content.classification.toLowerCase()} and is provided under the terms of a non-disclosure agreement with ${content.company}. Do not distribute.`,
        { size: 9, color: MUTED },
      );
      this.newPage();
      return;
    }
    this.text(content.company, { font: bold, size: 10, color: BRAND });
    this.gap(4);
    this.text(content.title, { font: bold, size: 20 });
    if (content.subtitle) this.text(content.subtitle, { size: 12, color: MUTED });
    this.gap(4);
    this.text(`${longDate(content.date)} | ${content.classification}`, { size: 9, color: MUTED });
    this.gap(6);
    this.rule();
    this.gap(12);
  }
}

/** Renders `content` to PDF bytes; the document metadata is dated `producedAt`. */
export async function renderPdf(content: PdfContent, producedAt: Date): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  doc.setTitle(content.title);
  doc.setAuthor(content.company);
  if (content.subtitle) doc.setSubject(content.subtitle);
  doc.setCreator(`${content.company} Trust Center`);
  doc.setProducer('Trustfront demo seed (pdf-lib)');
  doc.setCreationDate(producedAt);
  doc.setModificationDate(producedAt);

  const layout = new Layout(doc, fonts);
  layout.titleBlock(content);
  for (const block of content.blocks) layout.block(block);

  const total = layout.pages.length;
  const header = encodable(fonts.regular, `${content.company} | ${content.title}`);
  layout.pages.forEach((page, index) => {
    const small = { size: 8, font: fonts.regular, color: MUTED };
    if (index > 0 || !content.coverPage) {
      page.drawText(header, { x: MARGIN, y: PAGE[1] - MARGIN + 16, ...small });
    }
    page.drawText(content.classification, { x: MARGIN, y: MARGIN - 24, ...small });
    const label = `Page ${index + 1} of ${total}`;
    const width = fonts.regular.widthOfTextAtSize(label, 8);
    page.drawText(label, { x: PAGE[0] - MARGIN - width, y: MARGIN - 24, ...small });
  });
  return Buffer.from(await doc.save());
}
