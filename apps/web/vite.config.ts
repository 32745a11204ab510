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
  },
  server: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
