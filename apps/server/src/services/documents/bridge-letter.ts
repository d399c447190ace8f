/**
 * Bridge letters (docs/documents.md, Bridge letters) are not stored: each request renders one as a
 * PDF from the item's letter settings, dated the day it is generated.
 */
import { formatLetterDate } from '@trustfront/core';
import { loadPdfLib } from '../../lib/pdf-lib.ts';
import { MUTED, PdfWriter } from '../../lib/pdf-writer.ts';

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

/** Renders the letter: organisation, letter type, date, content, then the signer. */
export async function renderBridgeLetter(input: BridgeLetterInput): Promise<Buffer> {
  const { orgName, itemTitle, letter, date } = input;
  const pdf = await loadPdfLib();
  const { StandardFonts } = pdf;
  const doc = await pdf.PDFDocument.create();
  const title = `${letter.letterType} Bridge Letter`;
  doc.setTitle(`${orgName} ${title}`);
  doc.setSubject(itemTitle);
  doc.setAuthor(orgName);
  doc.setProducer('Trustfront');
  doc.setCreationDate(date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const w = new PdfWriter(doc, pdf);
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
