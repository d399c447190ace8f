/**
 * Strings a request may not carry, wherever they sit in its JSON (values and keys alike): a NUL
 * character, which PostgreSQL text and jsonb cannot hold, and an unpaired UTF-16 surrogate,
 * which no UTF-8 text can encode (jsonb refuses it, text columns would keep U+FFFD instead).
 * Values nested deeper than any request needs are refused too, before anything walks them
 * recursively.
 */

/** How deep a request's JSON may nest (objects and arrays). */
export const JSON_DEPTH_MAX = 32;

export type BadJsonReason = 'nul' | 'surrogate' | 'depth';

export interface BadJson {
  /** Where, from the root's name: `body.items[2].title`, `query["odd key"]`. */
  path: string;
  reason: BadJsonReason;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string, or null. */
export function badStringReason(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\0')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A key's step in a path; a key that is no identifier is quoted (its bad characters escaped). */
const keyStep = (key: string) => (IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

/** Objects parsed from JSON or a query string, not class instances (streams, buffers). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The first bad string of `value` (depth first, in document order), or a value nested deeper
 * than `JSON_DEPTH_MAX`; null when there is none. Walks without recursion, so any depth is safe.
 */
export function firstBadJson(value: unknown, root: string): BadJson | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value, path: root, depth: 0 },
  ];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { path, depth } = next;
    if (typeof next.value === 'string') {
      const reason = badStringReason(next.value);
      if (reason) return { path, reason };
      continue;
    }
    const entries: [string, unknown][] = [];
    if (Array.isArray(next.value)) {
      next.value.forEach((item, i) => entries.push([`[${i}]`, item]));
    } else if (isPlainObject(next.value)) {
      for (const [key, item] of Object.entries(next.value)) {
        const reason = badStringReason(key);
        if (reason) return { path: `${path}${keyStep(key)}`, reason };
        entries.push([keyStep(key), item]);
      }
    }
    if (entries.length === 0) continue;
    if (depth >= JSON_DEPTH_MAX) return { path, reason: 'depth' };
    for (let i = entries.length - 1; i >= 0; i--) {
      const [step, item] = entries[i] as [string, unknown];
      stack.push({ value: item, path: `${path}${step}`, depth: depth + 1 });
    }
  }
  return null;
}

/** The message of a refusal, naming the place. */
export function badJsonMessage({ path, reason }: BadJson): string {
  switch (reason) {
    case 'nul':
      return `${path} contains a NUL character`;
    case 'surrogate':
      return `${path} contains an unpaired UTF-16 surrogate (not valid Unicode text)`;
    case 'depth':
      return `${path} is nested more than ${JSON_DEPTH_MAX} levels deep`;
  }
}
