import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * The SPA build (apps/web/dist) and the dev server, which proxies /api to the API on :3000.
 * The build writes `.br` and `.gz` siblings of the text assets: the API serves them with
 * @fastify/static `preCompressed` (stack notes: Lighthouse mobile 63 → 93).
 */
export default defineConfig({
  plugins: [
    react(),
    compression({ algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every module the entry needs in one chunk: compressed together it is ~3.5 KB (gzip)
    // smaller than the handful of small shared chunks Rolldown cuts by default (decision 015).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
