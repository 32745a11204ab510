import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

/**
 * The root of every page. After a client-side navigation, focus moves to the new page's first
 * heading so keyboard and screen-reader users start reading at the new content.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    // Not on the first page of the visit (the browser starts at the top), only on a change.
    if (from === null || from === pathname) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && !heading.contains(document.activeElement)) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [pathname]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
