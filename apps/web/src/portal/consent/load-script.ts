/** Adds an organisation's script to the page once, with the set-up its provider expects. */
import type { PageScript } from '@trustfront/core';

type Queue = unknown[];
interface ProviderWindow {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  ga?: ((...args: unknown[]) => void) & { q?: Queue; l?: number };
  intercomSettings?: { app_id: string };
}

function setUp(script: PageScript, w: ProviderWindow): void {
  switch (script.key) {
    case 'gtag': {
      w.dataLayer = w.dataLayer ?? [];
      const dataLayer = w.dataLayer;
      w.gtag = function gtag() {
        // gtag.js reads the arguments object itself, not an array.
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', script.id);
      return;
    }
    case 'gtm':
      w.dataLayer = w.dataLayer ?? [];
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      return;
    case 'google_ua': {
      const ga = Object.assign((...args: unknown[]) => (ga.q = ga.q ?? []).push(args), {
        l: Date.now(),
      }) as NonNullable<ProviderWindow['ga']>;
      w.ga = ga;
      ga('create', script.id, 'auto');
      ga('send', 'pageview');
      return;
    }
    case 'intercom':
      w.intercomSettings = { app_id: script.id };
      return;
    case 'hubspot':
      return;
  }
}

export function loadScript(script: PageScript): void {
  if (document.querySelector(`script[data-org-script="${script.key}"]`)) return;
  setUp(script, window as unknown as ProviderWindow);
  const element = document.createElement('script');
  element.src = script.src;
  element.async = true;
  element.dataset.orgScript = script.key;
  document.head.append(element);
}
