/**
 * Kept portal answers: concurrent asks for one answer share one rendering, a failed rendering
 * is not kept, and a rendering whose key is dropped to make room still answers its askers.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cachedAnswer } from '../src/services/portal/answer-cache.ts';

/** A rendering the test settles by hand, counting how often it was started. */
function heldRendering() {
  let release: (value: unknown) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let started = 0;
  const render = () => {
    started += 1;
    return new Promise<unknown>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return {
    render,
    started: () => started,
    release: (value: unknown) => release(value),
    fail: (error: Error) => fail(error),
  };
}

describe('kept answers', () => {
  it('renders an answer once for concurrent asks, then answers from what it kept', async () => {
    const etag = `"${randomUUID()}"`;
    const held = heldRendering();
    const first = cachedAnswer(etag, held.render);
    const second = cachedAnswer(etag, held.render);
    held.release({ hello: 'world' });
    const [a, b] = await Promise.all([first, second]);
    expect(held.started()).toBe(1);
    expect(a).toBe(b);
    expect(a.json.toString()).toBe('{"hello":"world"}');
    const later = await cachedAnswer(etag, () => Promise.reject(new Error('not asked')));
    expect(later).toBe(a);
  });

  it('does not keep a failed rendering: every waiting ask fails, the next one renders again', async () => {
    const etag = `"${randomUUID()}"`;
    const held = heldRendering();
    const first = cachedAnswer(etag, held.render);
    const second = cachedAnswer(etag, held.render);
    held.fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    const retried = await cachedAnswer(etag, () => Promise.resolve([1, 2]));
    expect(retried.json.toString()).toBe('[1,2]');
    expect(held.started()).toBe(1);
  });

  it('answers a rendering whose key was dropped to make room while it ran', async () => {
    const etag = `"${randomUUID()}"`;
    const held = heldRendering();
    const pending = cachedAnswer(etag, held.render);
    // More answers than the cache keeps push the pending one out.
    for (let n = 0; n < 1100; n++) await cachedAnswer(`"${randomUUID()}"`, async () => n);
    held.release('late');
    expect((await pending).json.toString()).toBe('"late"');
    // Dropped, it is rendered again when asked next.
    const again = await cachedAnswer(etag, () => Promise.resolve('again'));
    expect(again.json.toString()).toBe('"again"');
  });
});
