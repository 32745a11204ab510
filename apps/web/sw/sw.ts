/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/**
 * The service worker of the installable pupil app (issue 15 item 5; docs/decisions/031):
 *
 * - Pages (navigations) are network-first with a 4-second timeout: online, every page — the
 *   staff's above all — comes fresh from the server, so a deploy is never hidden behind a stale
 *   copy; offline (a tablet whose Wi-Fi dropped before the page loaded), the last copy of that page
 *   is served, or the precached app shell (index.html) if that page was never opened.
 * - The app shell (index.html, the entry script and styles, icons, manifest) is precached at
 *   install; other hashed build chunks (e.g. the check-in page's) are cached the first time they
 *   load (cache-first: their names change with their content) and kept 30 days.
 * - /api is never touched: what a pupil does offline waits in the app's own outbox as before.
 * - A new worker takes over at once (skipWaiting + clientsClaim) and drops the old precache.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

void self.skipWaiting();
clientsClaim();

const pages = new NetworkFirst({ cacheName: 'sukoyaka-pages', networkTimeoutSeconds: 4 });
// Registered before the precache route, so a navigation to "/" is never answered from the precache.
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: 'sukoyaka-assets', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
);
