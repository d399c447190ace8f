/** Mails are rendered from components into HTML and a plain-text body that carry the same link. */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../src/mail/render.ts';
import { ActionMail } from '../src/mail/templates/ActionMail.tsx';

describe('mail rendering', () => {
  it('renders the organisation, the text and the action link in both bodies', async () => {
    const url = 'http://localhost:3000/trust/acme?subscribeToken=abc';
    const { html, text } = await renderMail(
      createElement(ActionMail, {
        org: { name: 'Acme <Corp>', logoUrl: null, portalUrl: 'http://localhost:3000/trust/acme' },
        heading: 'Confirm your subscription',
        paragraphs: ['One click confirms it.'],
        action: { label: 'Confirm', url },
        note: 'This link works for 7 days.',
      }),
    );
    expect(html).toContain('Acme &lt;Corp&gt;');
    expect(html).not.toContain('Acme <Corp>');
    expect(html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(text.toLowerCase()).toContain('confirm your subscription');
    expect(text).toContain(url);
    expect(text).toContain('This link works for 7 days.');
  });
});
