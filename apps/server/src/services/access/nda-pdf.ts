/** The signed copy of a clickwrap NDA: the text the member accepted, who, when and from where. */
import type { NdaAcceptanceRow } from '../../db/schema/index.ts';
import { loadPdfLib } from '../../lib/pdf-lib.ts';
import { MUTED, PdfWriter } from '../../lib/pdf-writer.ts';

/** `{org}-NDA-{email}.pdf` with spaces replaced by dashes, like the other generated documents. */
export const signedNdaFileName = (orgName: string, email: string) =>
  `${orgName}-NDA-${email}.pdf`.replace(/\s+/g, '-');

/** A UTC timestamp that reads the same wherever the PDF is opened. */
const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** Renders the NDA as accepted: title, the accepted text, then the record of the acceptance. */
export async function renderSignedNda(
  orgName: string,
  acceptance: NdaAcceptanceRow,
): Promise<Buffer> {
  const pdf = await loadPdfLib();
  const { StandardFonts } = pdf;
  const doc = await pdf.PDFDocument.create();
  const title = `${orgName} Non-Disclosure Agreement`;
  doc.setTitle(title);
  doc.setSubject(`Accepted by ${acceptance.email}`);
  doc.setAuthor(orgName);
  doc.setProducer('Trustfront');
  doc.setCreationDate(acceptance.acceptedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const w = new PdfWriter(doc, pdf);
  w.paragraph(title, bold, 18);
  w.paragraph('Clickwrap agreement, accepted electronically', regular, 11, MUTED);
  w.gap(20);
  for (const paragraph of acceptance.ndaText.split(/\n\s*\n|\r?\n/)) {
    w.paragraph(paragraph, regular, 11);
    w.gap(6);
  }
  w.gap(24);
  w.paragraph('Record of acceptance', bold, 13);
  w.gap(4);
  const record: [string, string][] = [
    ['Accepted by', acceptance.fullName],
    ['E-mail', acceptance.email],
    ['Company', acceptance.companyName],
    ['Accepted at', utc(acceptance.acceptedAt)],
    ['IP address', acceptance.ipAddress ?? 'not recorded'],
    ['User agent', acceptance.userAgent ?? 'not recorded'],
    ['Acceptance id', acceptance.id],
  ];
  for (const [label, value] of record) w.paragraph(`${label}: ${value}`, regular, 10);
  return Buffer.from(await doc.save());
}
