import { describe, expect, it } from 'vitest';
import { colorSchemeOf, otherColorScheme, serverColorSchemeOf } from '../src/rules/color-scheme.ts';

describe('colorSchemeOf', () => {
  it('follows the system until the reader chooses', () => {
    expect(colorSchemeOf({ saved: null, prefersDark: true, privateApp: false })).toBe('dark');
    expect(colorSchemeOf({ saved: null, prefersDark: false, privateApp: false })).toBe('light');
    expect(colorSchemeOf({ saved: 'auto', prefersDark: true, privateApp: false })).toBe('dark');
  });
  it("keeps the reader's choice over the system", () => {
    expect(colorSchemeOf({ saved: 'light', prefersDark: true, privateApp: false })).toBe('light');
    expect(colorSchemeOf({ saved: 'dark', prefersDark: false, privateApp: false })).toBe('dark');
  });
  it('ignores a stored value it does not know', () => {
    expect(colorSchemeOf({ saved: 'purple', prefersDark: true, privateApp: false })).toBe('dark');
  });
  it('keeps the private app light', () => {
    expect(colorSchemeOf({ saved: 'dark', prefersDark: true, privateApp: true })).toBe('light');
  });
  it('toggles to the other scheme', () => {
    expect(otherColorScheme('light')).toBe('dark');
    expect(otherColorScheme('dark')).toBe('light');
  });
});

describe('the scheme the server draws a page in', () => {
  it.each([
    ['"dark"', 'dark'],
    ['dark', 'dark'],
    ['"light"', 'light'],
    [undefined, 'light'],
    ['"no-preference"', 'light'],
    [['"dark"'], 'dark'],
  ] as const)('hint %j: %s', (hint, scheme) => {
    expect(serverColorSchemeOf(hint as string | string[] | undefined)).toBe(scheme);
  });
});
