/**
 * What the portal page's first scripts and the web app agree on (docs/portal.md, Server
 * rendering): the attribute `<html>` carries once the page answers to clicks and keys, and the
 * taps that keep their native behaviour before it (links, forms, disclosures), which the tap
 * keeper leaves alone.
 */

/** Set on `<html>` once the page is hydrated (or rendered in the browser) and answers taps. */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Controls a tap works on before any script: never held back nor replayed. */
export const NATIVE_TAP_SELECTOR =
  'a[href],summary,label,select,[type=submit],[type=checkbox],[type=radio]';
