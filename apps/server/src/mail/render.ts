/** Renders a mail component to its HTML and plain-text bodies (React Email). */
import type { ReactElement } from 'react';

export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  // Loaded with the first mail, not at every start.
  const { render } = await import('@react-email/render');
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
