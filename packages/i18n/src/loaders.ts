import { ja, type Messages } from './locales/ja.ts';
import type { SupportedLocale } from './locales-meta.ts';

/**
 * Loads one locale's messages. Japanese is bundled with the caller; the other seven are separate
 * modules so a web bundler can split them into their own chunks (loaded only when chosen).
 */
const loaders: Record<SupportedLocale, () => Promise<Messages>> = {
  ja: async () => ja,
  en: () => import('./locales/en.ts').then((m) => m.en),
  ch: () => import('./locales/ch.ts').then((m) => m.ch),
  sp: () => import('./locales/sp.ts').then((m) => m.sp),
  pt: () => import('./locales/pt.ts').then((m) => m.pt),
  ph: () => import('./locales/ph.ts').then((m) => m.ph),
  vi: () => import('./locales/vi.ts').then((m) => m.vi),
  id: () => import('./locales/id.ts').then((m) => m.id),
};

/** The messages of `locale` (spec §1: ja, en, ch, sp, pt, ph, vi, id). */
export function loadMessages(locale: SupportedLocale): Promise<Messages> {
  return loaders[locale]();
}
