/**
 * The text of an uploaded document, for search and Ask AI. PDFs are read with PDF.js (the
 * legacy build runs on Node without a canvas); plain text and Markdown are taken as they are;
 * other types have no text to index.
 */

/** Text kept per document; enough for every page of a long policy. */
const MAX_CHARS = 200_000;

const isTextType = (contentType: string) =>
  /^text\/(plain|markdown)\b/i.test(contentType) || contentType === 'text/csv';

async function pdfText(bytes: Uint8Array): Promise<string> {
  // Loaded with the first PDF read, not at every start (about a tenth of a second).
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    data: bytes,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= doc.numPages && length < MAX_CHARS; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const lines: string[] = [];
      let line = '';
      for (const part of content.items) {
        if (!('str' in part)) continue;
        line += part.str;
        if (part.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      lines.push(line);
      const text = lines
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n');
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await doc.destroy();
  }
}

/**
 * The text of a document's bytes, or an empty string when its type holds none. A PDF that cannot
 * be read raises an error naming the reason.
 */
export async function extractDocumentText(bytes: Uint8Array, contentType: string): Promise<string> {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  let text = '';
  if (type === 'application/pdf') text = await pdfText(new Uint8Array(bytes));
  else if (isTextType(type)) text = new TextDecoder().decode(bytes);
  return text.slice(0, MAX_CHARS);
}
