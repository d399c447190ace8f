import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badJsonMessage, badStringReason, firstBadJson, JSON_DEPTH_MAX } from '../src/index.ts';

/** Text without NUL and with every surrogate paired: what a request may carry. */
const goodText = fc
  .string({ unit: 'grapheme', maxLength: 12 })
  .filter(
    (s) => !s.includes('\0') && [...s].every((c) => c.length === 2 || !/[\ud800-\udfff]/.test(c)),
  );

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('bad strings in a JSON value', () => {
  it('names the path of a NUL or an unpaired surrogate, in values and keys', () => {
    expect(firstBadJson({ name: 'a\0b' }, 'body')).toEqual({ path: 'body.name', reason: 'nul' });
    expect(firstBadJson({ items: [{ t: 'ok' }, { t: 'x\ud800' }] }, 'body')).toEqual({
      path: 'body.items[1].t',
      reason: 'surrogate',
    });
    expect(firstBadJson({ 'a\0': 1 }, 'body')).toEqual({ path: 'body["a\\u0000"]', reason: 'nul' });
    expect(firstBadJson({ ok: '\udc00' }, 'query')).toEqual({
      path: 'query.ok',
      reason: 'surrogate',
    });
    expect(firstBadJson('\0', 'body')).toEqual({ path: 'body', reason: 'nul' });
  });

  it('answers the first in document order', () => {
    expect(firstBadJson({ a: ['fine', 'x\0'], b: '\ud800' }, 'body')?.path).toBe('body.a[1]');
  });

  it('accepts paired surrogates, emoji, RTL marks, combining marks and other controls', () => {
    const fine = {
      emoji: '👍🏽👨‍👩‍👧',
      rtl: '\u200fשלום\u202e',
      combining: 'e\u0301\u0336',
      tab: '\t\u0001\u007f',
    };
    expect(firstBadJson(fine, 'body')).toBeNull();
    expect(badStringReason('\ud83d\ude00')).toBeNull();
    expect(badStringReason('\ude00\ud83d')).toBe('surrogate');
  });

  it('leaves non-JSON objects (streams, buffers) alone', () => {
    class Stream {
      chunk = '\0';
    }
    expect(firstBadJson(new Stream(), 'body')).toBeNull();
    expect(firstBadJson(Object.assign(Object.create(null) as object, { k: '\0' }), 'q')).toEqual({
      path: 'q.k',
      reason: 'nul',
    });
  });

  it('refuses nesting past the limit without recursing, at any depth', () => {
    expect(firstBadJson(nested(JSON_DEPTH_MAX, 'leaf'), 'body')).toBeNull();
    expect(firstBadJson(nested(JSON_DEPTH_MAX + 1, 'leaf'), 'body')?.reason).toBe('depth');
    expect(firstBadJson(nested(100_000, 'leaf'), 'body')?.reason).toBe('depth');
  });

  it('finds nothing in any value made of good text (property)', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        goodText,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(goodText, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(fc.property(json, (value) => firstBadJson(value, 'body') === null));
  });

  it('finds a bad character put anywhere in a string, and names that string (property)', () => {
    const bad = fc.constantFrom('\0', '\ud800', '\udfff');
    fc.assert(
      fc.property(goodText, goodText, bad, goodText, (key, before, char, after) => {
        const found = firstBadJson(
          { ok: [key], nested: { [`k${key}`]: before + char + after } },
          'body',
        );
        expect(found?.path).toBe(
          `body.nested${/^[\w$]+$/.test(`k${key}`) ? `.k${key}` : `[${JSON.stringify(`k${key}`)}]`}`,
        );
        expect(found?.reason).toBe(char === '\0' ? 'nul' : 'surrogate');
      }),
    );
  });

  it('says where and what in its message', () => {
    expect(badJsonMessage({ path: 'body.name', reason: 'nul' })).toBe(
      'body.name contains a NUL character',
    );
    expect(badJsonMessage({ path: 'body', reason: 'depth' })).toContain(`${JSON_DEPTH_MAX}`);
  });
});
