/** Text for pdf-lib's standard fonts: characters they can encode, lines that fit a width. */
import type { PDFFont } from '@cantoo/pdf-lib';

/** The text with every character the font cannot encode (the standard fonts: WinAnsi) replaced. */
export function encodableText(font: PDFFont, text: string, replacement: string): string {
  const charset = new Set(font.getCharacterSet());
  const encode = (ch: string) => (charset.has(ch.codePointAt(0) ?? 0) ? ch : replacement);
  return Array.from(text, encode).join('');
}

/**
 * Greedy word wrap of one paragraph to `width` points (any white space, line breaks too, separates
 * words); a word wider than the line is cut.
 */
export function wrapParagraph(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines;
}
