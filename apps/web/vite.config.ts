import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * React code (ours, Mantine, react-router, react-query, react-i18next, recharts) runs on
 * preact/compat in the build and the dev server: ~57 KB gzip less than react + react-dom on the
 * student's first download (decision 016). `react` itself is preact/compat plus the two React 19
 * exports it lacks (`lib/react-on-preact.ts`). Exact matches only: `react-i18next` is untouched.
 */
const PREACT_COMPAT = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/lib/react-on-preact.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The SPA build (apps/web/dist) and the dev server, which proxies /api to the API on :3000.
 * The build writes `.br` and `.gz` siblings of the text assets: the API serves them with
 * @fastify/static `preCompressed` (stack notes: Lighthouse mobile 63 → 93).
 */
export default defineConfig({
  plugins: [
    // No Fast Refresh: React's refresh runtime cannot re-render Preact's tree, so a hot update
    // would be accepted and not shown. Excluding every file makes an edit reload the page.
    react({ refreshExclude: /./ }),
    compression({ algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')], threshold: 1024 }),
    // The installable pupil app (issue 15, decision 031): manifest + the service worker of sw/sw.ts,
    // registered by src/lib/service-worker.ts after the page has loaded (not counted in its budget).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'すこやか',
        short_name: 'すこやか',
        description: 'すこやか：こころとからだの健康観察',
        lang: 'ja',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1864ab',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell only: the entry chunk, styles, index.html (+ the manifest's icons, added by the
        // plugin). Other chunks are cached
        // when first used (sw.ts), so a tablet never downloads the staff pages it does not open.
        globPatterns: ['index.html', 'favicon.svg', 'assets/index-*.{js,css}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: PREACT_COMPAT,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every module the entry needs in one chunk: compressed together it is ~3.5 KB (gzip)
    // smaller than the handful of small shared chunks Rolldown cuts by default (decision 015).
    // Sentry's browser SDK in a chunk of its own, downloaded only when the operator set a DSN (decision 065).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'monitoring-sdk', test: /[\\/]node_modules[\\/]@sentry[\\/]/, priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
