/**
 * The tap keeper holds back a tap that needs the page's script until the page is interactive,
 * replays the first one on its element then, and leaves links and forms alone
 * (presenters/tap-keeper-script.ts).
 */
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { INTERACTIVE_ATTRIBUTE } from '@trustfront/core';
import {
  TAP_KEEPER_SCRIPT,
  TAP_KEEPER_SCRIPT_SOURCE,
} from '../src/presenters/tap-keeper-script.ts';

const BODY =
  '<div id="root"><div id="card"><button type="button" id="expand"><svg id="icon"></svg></button>' +
  '<p id="text">Text</p></div><a href="#there" id="link">Log in</a>' +
  '<form><input name="q" id="q"><button type="submit" id="submit">Search</button></form></div>';

/** A page with the keeper run first, and the clicks the page's own script would have seen. */
function page() {
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${BODY}</body></html>`);
  const { document, MutationObserver, MouseEvent } = dom.window;
  // The script is run with the page's globals it names, not by jsdom's `runScripts`: that builds
  // its window from the globals of the test process, which another file of the run may have
  // polyfilled (pdf.js adds `Iterator`), and then fails to make the window.
  new Function('document', 'MutationObserver', 'MouseEvent', TAP_KEEPER_SCRIPT)(
    document,
    MutationObserver,
    MouseEvent,
  );
  const seen: string[] = [];
  // The web app's handlers sit on the root, as React's do.
  document.getElementById('root')?.addEventListener('click', (event) => {
    const target = event.target as Element;
    seen.push(target.id);
    if (target.closest('form')) event.preventDefault();
  });
  const tap = (id: string) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no #${id}`);
    element.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
  };
  const interactive = async () => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
    // Mutation observers run as a microtask.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { dom, seen, tap, interactive };
}

describe('the tap keeper', () => {
  it('replays the first tap on its element once the page is interactive, only once', async () => {
    const { seen, tap, interactive } = page();
    tap('icon');
    tap('text');
    expect(seen).toEqual([]);
    await interactive();
    expect(seen).toEqual(['icon']);
    tap('expand');
    expect(seen).toEqual(['icon', 'expand']);
  });

  it('replays nothing when nothing was tapped, and keeps nothing once interactive', async () => {
    const { seen, tap, interactive } = page();
    await interactive();
    expect(seen).toEqual([]);
    tap('text');
    expect(seen).toEqual(['text']);
  });

  it('leaves links and forms to the browser before the script', async () => {
    const { seen, tap, interactive } = page();
    tap('link');
    tap('submit');
    expect(seen).toEqual(['link', 'submit']);
    await interactive();
    expect(seen).toEqual(['link', 'submit']);
  });

  it('replays nothing on an element the hydration replaced', async () => {
    const { dom, seen, tap, interactive } = page();
    tap('text');
    dom.window.document.getElementById('text')?.remove();
    await interactive();
    expect(seen).toEqual([]);
  });

  it('is allowed by the hash of exactly its text, and stays a few hundred bytes', () => {
    const hash = createHash('sha256').update(TAP_KEEPER_SCRIPT).digest('base64');
    expect(TAP_KEEPER_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(Buffer.byteLength(TAP_KEEPER_SCRIPT)).toBeLessThan(600);
  });
});
