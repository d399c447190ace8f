/**
 * The signed copy of a clickwrap NDA: the text the member accepted, who, when and from where,
 * its labels in the member's language (docs/languages.md, Translated texts).
 */
import { SIGNED_NDA_TEXTS, type TLanguage } from '@trustfront/core';
import type { NdaAcceptanceRow } from '../../db/schema/index.ts';
import { loadPdfLib } from '../../lib/pdf-lib.ts';
import { MUTED, PdfWriter } from '../../lib/pdf-writer.ts';

/** `{org}-NDA-{email}.pdf` with spaces replaced by dashes, like the other generated documents. */
export const signedNdaFileName = (orgName: string, email: string) =>
  `${orgName}-NDA-${email}.pdf`.replace(/\s+/g, '-');

/** A UTC timestamp that reads the same wherever the PDF is opened. */
const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * Renders the NDA as accepted: title, the accepted text, then the record of the acceptance, its
 * labels in `language`.
 */
export async function renderSignedNda(
  orgName: string,
  acceptance: NdaAcceptanceRow,
  language: TLanguage = 'en',
): Promise<Buffer> {
  const texts = SIGNED_NDA_TEXTS[language];
  const pdf = await loadPdfLib();
  const { StandardFonts } = pdf;
  const doc = await pdf.PDFDocument.create();
  const title = texts.title(orgName);
  doc.setTitle(title);
  doc.setSubject(texts.acceptedBy(acceptance.email));
  doc.setAuthor(orgName);
  doc.setProducer('Trustfront');
  doc.setCreationDate(acceptance.acceptedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const w = new PdfWriter(doc, pdf);
  w.paragraph(title, bold, 18);
  w.paragraph(texts.subtitle, regular, 11, MUTED);
  w.gap(20);
  for (const paragraph of acceptance.ndaText.split(/\n\s*\n|\r?\n/)) {
    w.paragraph(paragraph, regular, 11);
    w.gap(6);
  }
  w.gap(24);
  w.paragraph(texts.record, bold, 13);
  w.gap(4);
  const record: [string, string][] = [
    [texts.fullName, acceptance.fullName],
    [texts.email, acceptance.email],
    [texts.company, acceptance.companyName],
    [texts.acceptedAt, utc(acceptance.acceptedAt)],
    [texts.ipAddress, acceptance.ipAddress ?? texts.notRecorded],
    [texts.userAgent, acceptance.userAgent ?? texts.notRecorded],
    [texts.acceptanceId, acceptance.id],
  ];
  for (const [label, value] of record) w.paragraph(`${label}: ${value}`, regular, 10);
  return Buffer.from(await doc.save());
}
