/**
 * The build's stylesheets load without blocking the first paint (vite.config.ts marks them
 * `media="print"`): the server-rendered shell, styled inline, paints as soon as the page arrives,
 * even on a slow link where the stylesheets share the bandwidth with the scripts. The app applies
 * them, once loaded, before it renders anything of its own.
 */
export const DEFERRED_STYLES_ATTRIBUTE = 'data-app-styles';

export async function applyDeferredStyles(): Promise<void> {
  const links = [
    ...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLES_ATTRIBUTE}]`),
  ];
  await Promise.all(
    links.map((link) =>
      link.sheet
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            // A stylesheet that fails renders the app unstyled rather than not at all.
            link.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
  for (const link of links) link.media = 'all';
}
