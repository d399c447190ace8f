/**
 * Renders a mail component to its HTML and plain-text bodies (docs/staff.md, Mail delivery): React
 * Email's components rendered by React DOM's server renderer, the text read from that HTML by
 * html-to-text. Nothing is pretty-printed, so no formatter is part of the server's install.
 */
import type { ReactElement } from 'react';

/** The doctype mail clients expect (XHTML 1.0 Transitional). */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * How the text body reads the HTML: images and the hidden preview text left out, a link as its
 * text followed by its address (once when they are the same), table cells as lines.
 */
const TEXT_SELECTORS = [
  { selector: 'img', format: 'skip' },
  { selector: '[data-skip-in-text=true]', format: 'skip' },
  { selector: 'a', options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
  ...['td', 'th'].map((selector) => ({
    selector,
    format: 'block',
    options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
  })),
];

/** React adds preload links for images to the head; a mail has no use for them. */
const withoutImagePreloads = (html: string) =>
  html.replace(/<link\b[^>]*>/giu, (tag) =>
    /\brel="preload"/iu.test(tag) && /\bas="image"/iu.test(tag) ? '' : tag,
  );

export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  // Loaded with the first mail, not at every start.
  const [{ renderToStaticMarkup }, { convert }] = await Promise.all([
    import('react-dom/server'),
    import('html-to-text'),
  ]);
  const markup = withoutImagePreloads(renderToStaticMarkup(element));
  const html = `${DOCTYPE}${markup.replace(/<!DOCTYPE[^>]*>/iu, '')}`;
  const text = convert(markup, { wordwrap: false, selectors: TEXT_SELECTORS });
  return { html, text };
}
