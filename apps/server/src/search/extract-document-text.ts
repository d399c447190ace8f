/**
 * The text of an uploaded document, for search and Ask AI. PDFs are read with PDF.js in a worker
 * thread of their own (pdf-reader.ts); plain text and Markdown are taken as they are; other types
 * have no text to index.
 */
import { pdfText } from './pdf-reader.ts';

/** Text kept per document; enough for every page of a long policy. */
const MAX_CHARS = 200_000;

const isTextType = (contentType: string) =>
  /^text\/(plain|markdown)\b/i.test(contentType) || contentType === 'text/csv';

/**
 * The text of a document's bytes, or an empty string when its type holds none. A PDF that cannot
 * be read raises an error naming the reason.
 */
export async function extractDocumentText(bytes: Uint8Array, contentType: string): Promise<string> {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  let text = '';
  if (type === 'application/pdf') text = await pdfText(new Uint8Array(bytes), MAX_CHARS);
  else if (isTextType(type)) text = new TextDecoder().decode(bytes);
  return text.slice(0, MAX_CHARS);
}
