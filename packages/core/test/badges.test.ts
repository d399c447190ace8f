import { describe, expect, it } from 'vitest';
import {
  EMBED_MAX_BYTES,
  EMBED_ELEMENT,
  badgeLabel,
  badgeSnippet,
  embedSnippet,
  badgeStatus,
  embedScript,
  escapeXml,
  renderBadgeSvg,
} from '../src/index.ts';

/** The element names of a document, in order, opening and closing. */
const tagsOf = (svg: string) => [...svg.matchAll(/<(\/?[a-zA-Z]+)/g)].map((m) => m[1]);
const BADGE_TAGS = ['svg', 'title', '/title', 'rect', 'g', 'text', '/text', 'text', '/text'].concat(
  ['rect', 'text', '/text', '/g', '/svg'],
);

const HOSTILE = `</text><script>alert("x")</script><a href='javascript:1'>&amp;\u0000`;

describe('badgeStatus', () => {
  it('tells current, expired, in progress and not in place', () => {
    expect(badgeStatus('enabled', '2027-01-01', '2026-12-07')).toBe('current');
    expect(badgeStatus('enabled', '2026-12-07', '2026-12-07')).toBe('current');
    expect(badgeStatus('enabled', '2026-12-06', '2026-12-07')).toBe('expired');
    expect(badgeStatus('enabled', null, '2026-12-07')).toBe('current');
    expect(badgeStatus('enabled', 'soon', '2026-12-07')).toBe('current');
    expect(badgeStatus('work_in_progress', '2020-01-01', '2026-12-07')).toBe('in_progress');
    expect(badgeStatus('not_enabled', null, '2026-12-07')).toBe('not_in_place');
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a b="c" d='e'>&\u0000\u0007`)).toBe(
      '&lt;a b=&quot;c&quot; d=&apos;e&apos;&gt;&amp;',
    );
  });
});

describe('renderBadgeSvg', () => {
  it('is well-formed, accessible SVG telling name, status and expiry', () => {
    const svg = renderBadgeSvg({
      title: 'SOC 2 Type II',
      status: 'current',
      expiry: '2027-03-31',
      theme: 'light',
    });
    expect(tagsOf(svg)).toEqual(BADGE_TAGS);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="SOC 2 Type II: Current, expires 2027-03-31"');
    expect(svg).toContain('<title>SOC 2 Type II: Current, expires 2027-03-31</title>');
    expect(svg).toContain('>Expires 2027-03-31<');
    expect(svg).toContain('>Current<');
  });

  it('draws the dark theme on a dark background', () => {
    const light = renderBadgeSvg({ title: 'ISO', status: 'expired', expiry: null, theme: 'light' });
    const dark = renderBadgeSvg({ title: 'ISO', status: 'expired', expiry: null, theme: 'dark' });
    expect(light).toContain('fill="#ffffff" stroke');
    expect(dark).toContain('fill="#1d2939" stroke');
    expect(dark).toContain('>No expiry<');
  });

  it('escapes a hostile name everywhere it is written', () => {
    const svg = renderBadgeSvg({ title: HOSTILE, status: 'current', expiry: null, theme: 'dark' });
    expect(tagsOf(svg)).toEqual(BADGE_TAGS);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain("href='javascript");
    expect(svg).not.toContain('\u0000');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;alert(&quot;x&quot;)');
    expect(svg.match(/aria-label="[^"]*"/)?.[0]).toContain('&lt;script&gt;');
    expect(badgeLabel({ title: HOSTILE, status: 'current', expiry: null })).toContain('<script>');
  });

  it('shortens a long name', () => {
    const svg = renderBadgeSvg({
      title: 'A'.repeat(200),
      status: 'in_progress',
      expiry: null,
      theme: 'light',
    });
    expect(svg).toContain(`>${'A'.repeat(47)}…<`);
  });
});

describe('embedScript', () => {
  it('stays under 10 KB, sends no cookie and builds no style attribute nor code from text', () => {
    const script = embedScript();
    expect(new TextEncoder().encode(script).length).toBeLessThanOrEqual(EMBED_MAX_BYTES);
    expect(script).toContain("credentials:'omit'");
    expect(script).toContain('adoptedStyleSheets');
    expect(script).not.toMatch(/\beval\(|new Function|innerHTML|\.style\b|setAttribute\('style'/);
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('snippets', () => {
  it('link the badge to its item, every value escaped', () => {
    const snippet = badgeSnippet({
      title: 'A "B" <c>',
      status: 'expired',
      expiry: '2026-01-01',
      badgeUrl: 'https://t.example/api/portal/acme/badges/1.svg',
      itemUrl: 'https://t.example/trust/acme?itemUid=1&product=x',
    });
    expect(snippet).toBe(
      '<a href="https://t.example/trust/acme?itemUid=1&amp;product=x">' +
        '<img src="https://t.example/api/portal/acme/badges/1.svg" ' +
        'alt="A &quot;B&quot; &lt;c&gt;: Expired, expires 2026-01-01"></a>',
    );
    expect(embedSnippet('https://t.example/api/portal/acme/embed.js', EMBED_ELEMENT)).toBe(
      '<script src="https://t.example/api/portal/acme/embed.js" defer></script>\n' +
        '<trustfront-certifications></trustfront-certifications>',
    );
  });
});
