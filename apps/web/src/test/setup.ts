/**
 * Setup of the `web` Vitest project (decision 049): Testing Library's DOM matchers, what jsdom
 * lacks and Mantine needs (matchMedia, ResizeObserver, scrollIntoView), the staff pages'
 * Japanese, and a clean DOM and network after each test.
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { ensureStaffMessages } from '../lib/i18n.ts';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= () => undefined;
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}
window.HTMLElement.prototype.scrollTo ??= () => undefined;

beforeAll(async () => {
  await ensureStaffMessages();
});

afterEach(() => {
  cleanup();
  // Mantine's toasts live in a module-level store: a test's toasts must not show in the next one.
  notifications.clean();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
