/**
 * The SVG cleaner as uploads use it, over a corpus of known attacks: each cleaned image, read as
 * a browser reads an SVG file, holds nothing that runs script or reaches outside the document,
 * and keeps its harmless shapes; one that leaves nothing of an image is refused; declarations
 * (DOCTYPE, entities) are refused outright; a benign icon keeps every shape, gradient and
 * same-document use.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, AppError } from '@trustfront/core';
import { iconContent } from '../src/services/editing/card-icon.ts';
import {
  BENIGN_ICON,
  CLEANED_ATTACKS,
  EMPTIED_ATTACKS,
  REFUSED_ATTACKS,
  dangersIn,
  parseSvg,
} from './helpers/svg-attacks.ts';

const XLINK_NS = 'http://www.w3.org/1999/xlink';

async function cleaned(svg: string): Promise<string> {
  const { contentType, content } = await iconContent(Buffer.from(svg, 'utf8'));
  expect(contentType).toBe('image/svg+xml');
  return content.toString('utf8');
}

async function refusal(svg: string): Promise<AppError> {
  const error: unknown = await iconContent(Buffer.from(svg, 'utf8')).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`Not refused: ${svg}`);
  return error;
}

describe('SVG cleaner', () => {
  it('holds at least 25 attacks, and its check finds each of them before cleaning', () => {
    const total = CLEANED_ATTACKS.length + EMPTIED_ATTACKS.length + REFUSED_ATTACKS.length;
    expect(total).toBeGreaterThanOrEqual(25);
    // The check is not blind: every attack that parses as XML is caught in its raw form.
    for (const [name, svg] of CLEANED_ATTACKS) {
      let raw: string[];
      try {
        raw = dangersIn(svg);
      } catch {
        continue;
      }
      expect(raw, name).not.toEqual([]);
    }
  });

  it.each(CLEANED_ATTACKS)('%s: nothing runs or reaches out, the shapes stay', async (_, svg) => {
    const out = await cleaned(svg);
    expect(dangersIn(out)).toEqual([]);
    expect(parseSvg(out).querySelectorAll('rect').length).toBeGreaterThanOrEqual(1);
  });

  it.each(REFUSED_ATTACKS)('%s: refused outright', async (_, svg) => {
    const error = await refusal(svg);
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe(ADMIN_MESSAGES.svgDeclarations);
  });

  it.each(EMPTIED_ATTACKS)('%s: refused, nothing of an image remains', async (_, svg) => {
    const error = await refusal(svg);
    expect([error.status, error.message]).toEqual([400, ADMIN_MESSAGES.iconUnsafeSvg]);
  });

  it('refuses a document that is no SVG', async () => {
    const html = await refusal('<html><body><svg></svg></body></html>');
    expect(html.status).toBe(415);
    expect(html.message).toBe(ADMIN_MESSAGES.iconWrongType);
  });

  it('keeps a benign icon rendering: paths, gradient, clip path and uses of its own shapes', async () => {
    const out = await cleaned(BENIGN_ICON);
    expect(dangersIn(out)).toEqual([]);
    const doc = parseSvg(out);
    const root = doc.documentElement;
    expect(root.getAttribute('viewBox')).toBe('0 0 20 20');
    const count = (selector: string) => doc.querySelectorAll(selector).length;
    expect([count('path'), count('linearGradient'), count('stop'), count('circle')]).toEqual([
      2, 1, 2, 1,
    ]);
    expect(count('clipPath')).toBe(1);
    expect(doc.querySelector('title')?.textContent).toBe('Shield');
    expect(doc.querySelector('[fill="url(#grad)"]')).not.toBeNull();
    expect(doc.querySelector('g')?.getAttribute('clip-path')).toBe('url(#clip)');
    const uses = Array.from(doc.querySelectorAll('use'));
    expect(uses.map((u) => u.getAttribute('href') ?? u.getAttributeNS(XLINK_NS, 'href'))).toEqual([
      '#tick',
      '#tick',
    ]);
    expect(uses[1]?.getAttribute('style')).toContain("url('#grad')");
    expect(doc.getElementById('tick')?.getAttribute('d')).toBe('M5 10l3 3 7-7');
  });
});
