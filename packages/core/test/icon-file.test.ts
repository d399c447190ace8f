import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  LIMITS,
  detectIconType,
  iconFileRefusal,
  hasXmlDeclarations,
  isLocalSvgReference,
  isSelfContainedSvgValue,
} from '../src/index.ts';

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

describe('SVG decisions', () => {
  it('finds DOCTYPE and entity declarations, whatever their case', () => {
    expect(hasXmlDeclarations('<!DOCTYPE svg><svg/>')).toBe(true);
    expect(hasXmlDeclarations('<svg><!entity x "y"></svg>')).toBe(true);
    expect(hasXmlDeclarations('<!-- doctype --><svg><text>DOCTYPE</text></svg>')).toBe(false);
  });

  it.each([
    ['#icon', true],
    [' #a.b-c:d ', true],
    ['#', true],
    ['icon.svg#a', false],
    ['https://evil.example/#a', false],
    ['//evil.example/a', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['#a b', false],
  ])('reference %j stays in the document: %s', (value, expected) => {
    expect(isLocalSvgReference(value)).toBe(expected);
  });

  it.each([
    ['url(#grad)', true],
    ["opacity:0.5;fill:url('#grad')", true],
    ['fill:#123;stroke-width:2', true],
    ['fill:url(https://evil.example/a)', false],
    ['fill:url(//evil.example/a)', false],
    ['fill:u\\72l(https://evil.example/a)', false],
    ['background:image-set("x.png" 1x)', false],
    ['@import "https://evil.example/a.css"', false],
    ['fill:url(#a) /* */', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,x', false],
  ])('value %j is self-contained: %s', (value, expected) => {
    expect(isSelfContainedSvgValue(value)).toBe(expected);
  });
});

describe('iconFileRefusal', () => {
  it('refuses an icon over 1MB before it is sent, and takes one of 1MB', () => {
    expect(iconFileRefusal({ size: LIMITS.iconMaxBytes })).toBeNull();
    expect(iconFileRefusal({ size: LIMITS.iconMaxBytes + 1 })).toBe(ADMIN_MESSAGES.iconTooLarge);
    expect(ADMIN_MESSAGES.iconTooLarge).toBe('The icon is larger than the 1MB allowed');
  });
});
