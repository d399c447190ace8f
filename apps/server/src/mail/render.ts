/** Renders a mail component to its HTML and plain-text bodies (React Email). */
import { render } from '@react-email/render';
import type { ReactElement } from 'react';

export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
