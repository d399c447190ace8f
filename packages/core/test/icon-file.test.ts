import { describe, expect, it } from 'vitest';
import { detectIconType, sanitizeSvg } from '../src/index.ts';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);
const text = (s: string) => new TextEncoder().encode(s);

describe('detectIconType', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
    [
      'svg with declaration',
      text('<?xml version="1.0"?>\n<!-- icon -->\n<svg viewBox="0 0 20 20"/>'),
      'image/svg+xml',
    ],
    ['gif', bytes(0x47, 0x49, 0x46, 0x38), null],
    ['pdf named .png', text('%PDF-1.4'), null],
    ['html', text('<html><svg></svg></html>'), null],
  ])('%s', (_name, content, expected) => {
    expect(detectIconType(content)).toBe(expected);
  });
});

describe('sanitizeSvg', () => {
  it('keeps a plain icon as it is', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M0 0h20v20z" fill="#123"/></svg>';
    expect(sanitizeSvg(svg)).toBe(svg);
  });

  it('removes scripts, handlers, embedded documents and external references', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">' +
      '<script>alert(2)</script><foreignObject><iframe src="https://evil.example"/></foreignObject>' +
      '<image href="https://tracker.example/p.png"/><use xlink:href="#a"/>' +
      '<a href="javascript:alert(3)"><rect onclick=\'x()\' width="2"/></a></svg>';
    const clean = sanitizeSvg(svg) ?? '';
    expect(clean).not.toMatch(/script|onload|onclick|foreignObject|tracker|javascript/i);
    expect(clean).toContain('xlink:href="#a"');
    expect(clean).toContain('<rect width="2"/>');
  });

  it('reads names whatever their namespace prefix, and values with their character references decoded', () => {
    const prefixed =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg">' +
      '<svg:script>alert(document.domain)</svg:script><rect svg:onclick="x()" width="2"/>' +
      '<a xmlns:x="http://www.w3.org/1999/xlink" x:href="https://evil.example"><circle r="1"/></a></svg>';
    const clean = sanitizeSvg(prefixed) ?? '';
    expect(clean).not.toMatch(/script|onclick|evil/i);
    expect(clean).toContain('<circle r="1"/>');
    // A reference spelled with character references is not local: it goes.
    const encoded = '<svg><a x:href="&#106;avascript:alert(1)"><circle r="1"/></a></svg>';
    expect(sanitizeSvg(encoded)).not.toMatch(/avascript/i);
    // Elsewhere (an animation's value), a decoded javascript: URL is refused.
    expect(
      sanitizeSvg('<svg><set attributeName="href" to="&#x6A;avascript:alert(1)"/></svg>'),
    ).toBeNull();
  });

  it('refuses what cannot be made safe', () => {
    expect(sanitizeSvg('<svg><style>@import "https://x.example/a.css";</style></svg>')).toBeNull();
    expect(sanitizeSvg('<svg><rect style="fill:url(https://x.example/a)"/></svg>')).toBeNull();
    expect(sanitizeSvg('<html></html>')).toBeNull();
    const entity = '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>';
    expect(sanitizeSvg(entity)).toBe('<svg>&x;</svg>');
  });
});
