/**
 * A PDF's text with PDF.js (the legacy build runs on Node without a canvas), page after page up
 * to `maxChars`. Run in a worker thread of its own by the server's build (pdf-reader.ts).
 */
export async function readPdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
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
    for (let n = 1; n <= doc.numPages && length < maxChars; n++) {
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
