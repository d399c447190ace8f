/** PDFs for tests: a small real one to serve, and the text a served one shows. */
import {
  PDFArray,
  PDFDocument,
  PDFRawStream,
  StandardFonts,
  decodePDFRawStream,
} from '@cantoo/pdf-lib';

/** A one-page PDF showing `text`. */
export async function samplePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 300]);
  page.drawText(text, {
    x: 20,
    y: 150,
    size: 12,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

/** The strings a content stream shows (`<hex> Tj` and `(literal) Tj`), one a line. */
function shownStrings(content: string): string[] {
  const shown: string[] = [];
  for (const m of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (m[1] !== undefined)
      shown.push(Buffer.from(m[1].replace(/\s/g, ''), 'hex').toString('latin1'));
    else shown.push((m[2] ?? '').replace(/\\(.)/g, '$1'));
  }
  return shown;
}

/** Every page's shown text (standard fonts, WinAnsi read as Latin-1), page by page. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    return streams
      .flatMap((stream) =>
        stream instanceof PDFRawStream
          ? shownStrings(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
          : [],
      )
      .join('\n');
  });
}

/** All the text of a PDF. */
export const pdfText = async (bytes: Uint8Array) => (await pdfPagesText(bytes)).join('\n');
