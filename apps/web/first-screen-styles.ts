/**
 * A build check: the first screen loads the stylesheets of the components it runs, and of
 * those only (src/ui/styles/first-screen.ts lists them; everything else loads with the lazy
 * chunks, src/ui/lazy-chunk.ts). The build fails when a component the first screen runs has a
 * stylesheet that list lacks, so a new component on the portal's first screen never renders
 * unstyled.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { firstScreenComponents } from './first-screen-chunk.ts';

const LISTED = /@mantine\/core\/styles\/(\w+)\.layer\.css/g;

export function checkFirstScreenStyles(stylesModule: string): Plugin {
  const stylesDir = dirname(
    createRequire(import.meta.url).resolve('@mantine/core/styles/global.layer.css'),
  );
  return {
    name: 'first-screen-styles',
    apply: 'build',
    generateBundle() {
      const listed = new Set(
        [...readFileSync(stylesModule, 'utf8').matchAll(LISTED)].map((m) => m[1]),
      );
      const missing = [...firstScreenComponents()].filter(
        (name) => !listed.has(name) && existsSync(join(stylesDir, `${name}.layer.css`)),
      );
      if (missing.length > 0) {
        this.error(
          `The first screen runs ${missing.join(', ')} without their stylesheets: add ` +
            `${missing.map((name) => `'@mantine/core/styles/${name}.layer.css'`).join(', ')} ` +
            `to ${stylesModule}.`,
        );
      }
    },
  };
}
