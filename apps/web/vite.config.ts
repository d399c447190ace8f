import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstScreenChunk } from './first-screen-chunk.ts';

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

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
});
