/**
 * Registers the service worker (apps/web/sw/sw.ts; issue 15 item 5, decision 031) once the page has
 * loaded, in production builds only: the pupil's first page download is not slowed by it, and the
 * dev server never caches. A browser without service workers (or a private window refusing one)
 * simply runs without the offline shell.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Refused (private mode, insecure context): the app works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
