import type { Lang } from './types';

/** Where each collection lives per language (scripts/content/index.mjs's BASE says the same). */
export const CONTENT_BASE = {
  work: { en: '/work', de: '/de/referenzen' },
  news: { en: '/news', de: '/de/aktuelles' },
} as const satisfies Record<string, Record<Lang, string>>;

/** Content dates are shown in Berlin time, whatever the server's or the visitor's zone. */
export const CONTENT_TIME_ZONE = 'Europe/Berlin';

/**
 * "18 March 2026" (en-GB) or "18. März 2026" (de-DE) for an ISO date-time: a fixed locale and
 * time zone, so the server's HTML and the browser's hydration agree.
 */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: CONTENT_TIME_ZONE }).format(new Date(iso));
}
