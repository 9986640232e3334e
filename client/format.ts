/**
 * Dates, amounts and numbers as the site writes them: through `Intl`, with a fixed locale per
 * language and the company's time zone (never the visitor's locale or clock). The one place they
 * are formatted. The worker writes a page's dates and amounts into its data (decision 0183): the
 * first `Intl` formatter a page builds costs about 50 ms of main thread at 4x CPU, so no page's
 * script builds one; only the forms' checks do, on the visitor's first send (`count`).
 */
import type { Lang } from './routes';

/** The company's time zone: dates and the footer's year are Leipzig's, wherever the reader is. */
const TIME_ZONE = 'Europe/Berlin';

/** The locale each language formats with: British English (24 November 2026, €72,000), German (24. November 2026, 72.000 €). */
const LOCALES: { readonly [L in Lang]: string } = { en: 'en-GB', de: 'de-DE' };

/** A date-only ISO string (YYYY-MM-DD) as the instant of its noon in Leipzig, or a date-time as it is. */
const instant = (iso: string): Date => new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00+01:00` : iso);

/** "24 November 2026" / "24. November 2026". */
export function longDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(
    instant(iso),
  );
}

/** Whole euros: "€72,000" / "72.000 €". */
export function euros(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
}

/** A count: "5,000" / "5.000". */
export function count(n: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(n);
}

/** The calendar year in Leipzig at an instant (the footer's ©): a new year begins at midnight there, not in UTC. */
export function yearInLeipzig(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE }).format(at));
}
