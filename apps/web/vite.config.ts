import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstScreenChunk } from './first-screen-chunk.ts';
import { checkFirstScreenStyles } from './first-screen-styles.ts';
import { DEFERRED_STYLES_ATTRIBUTE } from './src/ui/deferred-styles.ts';

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const FIRST_SCREEN_STYLES = fileURLToPath(
  new URL('./src/ui/styles/first-screen.ts', import.meta.url),
);

/**
 * The built page's stylesheets do not block its first paint: marked `media="print"`, they load
 * beside the scripts while the server-rendered shell paints, and the app applies them before it
 * renders (src/ui/deferred-styles.ts).
 */
const deferredStyles = (): Plugin => ({
  name: 'deferred-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<link rel="stylesheet"([^>]*)>/g,
        `<link rel="stylesheet"$1 media="print" ${DEFERRED_STYLES_ATTRIBUTE}>`,
      ),
  },
});

/**
 * Two builds: the browser's (`vite build`), and the server's rendering of the portal
 * (`vite build --ssr src/entry-server.tsx`, into `dist/ssr`, loaded by the server's page route;
 * docs/portal.md, Server rendering). The browser's plugins and chunking apply to the first only.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : clientPlugins(),
  // The server's build carries everything it runs. React's packages choose their build when they
  // load, by NODE_ENV, which the server's process does not set: the SSR build fixes it to
  // production, or the server would render with React's slower development build.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: {
          output: {
            // The libraries the first screen runs, in one chunk (see first-screen-chunk.ts).
            advancedChunks: {
              groups: [{ name: (id, graph) => firstScreenChunk(id, graph, ENTRY) }],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));

function clientPlugins(): PluginOption[] {
  return [
    react(),
    deferredStyles(),
    checkFirstScreenStyles(FIRST_SCREEN_STYLES),
    // Brotli (highest quality) and gzip files beside every text asset, made once here and sent
    // by the server to clients that accept them, instead of compressing on every request.
    compression({
      include: /\.(?:js|mjs|css|svg|json|txt|map)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
    }),
  ];
}
