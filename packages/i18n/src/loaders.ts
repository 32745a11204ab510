import type { Messages } from './locales/ja.ts';
import { common, landing, maintenance } from './locales/ja/common.ts';
import { student } from './locales/ja/student.ts';
import { signInProviders } from './locales/ja/sign-in-providers.ts';
import type { SupportedLocale } from './locales-meta.ts';

/** Namespaces only staff pages show (teacher, admin and parent screens; docs/decisions/015). */
export const STAFF_NAMESPACES = [
  'teacher',
  'teacherStudents',
  'teacherSettings',
  'parent',
  'organization',
  'bullyingAlerts',
  'bullyingCases',
  'questionnaireDeliveries',
  'alertFeedback',
  'alertReplay',
  'helpArticles',
  'signInProviderSettings',
] as const;

/** Messages without the staff namespaces: what students' pages and the shared pages need. */
export type CoreMessages = Omit<Messages, (typeof STAFF_NAMESPACES)[number]>;

/**
 * The Japanese that every page may need, imported statically so a web app bundles it; the staff
 * namespaces come with `loadMessages('ja')` (docs/decisions/015).
 */
export const jaCore: CoreMessages = { common, landing, maintenance, student, signInProviders };

/**
 * Loads one locale's messages, all namespaces. Each locale is a separate module so a web bundler
 * can split it into its own chunk, loaded only when chosen (Japanese: when a staff page opens).
 */
const loaders: Record<SupportedLocale, () => Promise<Messages>> = {
  ja: () => import('./locales/ja.ts').then((m) => m.ja),
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
