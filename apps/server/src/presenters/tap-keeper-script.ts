/**
 * The tap keeper (docs/portal.md, Server rendering): a server-rendered portal page reads before
 * its script runs, and a reader taps it before it answers. This tiny first script holds back
 * every tap that would need the page's script until `<html>` is marked interactive, and then
 * replays the first one on the same element, so that the reader's first tap is not lost (and not
 * answered twice by a page hydrating in between). Links, forms and native disclosures
 * (`NATIVE_TAP_SELECTOR`) keep working as they are. The policy allows it by its hash.
 */
import { createHash } from 'node:crypto';
import { INTERACTIVE_ATTRIBUTE, NATIVE_TAP_SELECTOR } from '@trustfront/core';

export const TAP_KEEPER_SCRIPT =
  `(function(d,a){var h=d.documentElement,k=null;` +
  `d.addEventListener('click',function(e){var t=e.target;` +
  `if(h.hasAttribute(a)||!t.closest||t.closest(${JSON.stringify(NATIVE_TAP_SELECTOR)}))return;` +
  `e.stopPropagation();k=k||t},true);` +
  `new MutationObserver(function(m,o){if(!h.hasAttribute(a))return;o.disconnect();` +
  `if(k&&k.isConnected)k.dispatchEvent(new MouseEvent('click',{bubbles:true,cancelable:true}))})` +
  `.observe(h,{attributes:true,attributeFilter:[a]})})(document,${JSON.stringify(INTERACTIVE_ATTRIBUTE)})`;

/** The script's source for the policy's `script-src`. */
export const TAP_KEEPER_SCRIPT_SOURCE = `'sha256-${createHash('sha256')
  .update(TAP_KEEPER_SCRIPT)
  .digest('base64')}'`;

export const tapKeeperScriptTag = () => `<script>${TAP_KEEPER_SCRIPT}</script>`;
