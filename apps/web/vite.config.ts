import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
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
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The framework every page starts with (React, the router, TanStack Query, Mantine's core
        // and its positioning) in one chunk: split per shared module, as the lazy dialogs would
        // have it, a first visit pays for thirty requests and their poorer compression.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-number-format|clsx|tslib|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|react-textarea-autosize)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
