/**
 * The page's first script (docs/accessibility.md, Colour scheme): it sets the colour scheme on
 * `<html>` before anything paints, so that a reader who prefers dark never sees a light flash.
 * It runs core's `colorSchemeOf` as plain browser script (tested against it); the policy allows
 * it by its hash, inline scripts otherwise staying refused.
 */
import { createHash } from 'node:crypto';
import { COLOR_SCHEME_STORAGE_KEY } from '@trustfront/core';

export const COLOR_SCHEME_SCRIPT =
  '(function(){var d=document.documentElement,s=null;' +
  `try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})}catch(e){}` +
  "var c=s==='light'||s==='dark'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "if(/^\\/app(\\/|$)/.test(location.pathname))c='light';" +
  "d.setAttribute('data-mantine-color-scheme',c);d.style.colorScheme=c})()";

/** The script's source for the policy's `script-src`. */
export const COLOR_SCHEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256')
  .update(COLOR_SCHEME_SCRIPT)
  .digest('base64')}'`;

export const colorSchemeScriptTag = () => `<script>${COLOR_SCHEME_SCRIPT}</script>`;
