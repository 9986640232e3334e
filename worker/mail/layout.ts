/**
 * The layout every e-mail to the team shares (issue 32): our lines first (reference, what was
 * sent, how to get at it, how to answer), then what the visitor typed, every line quoted with
 * `> ` and runs of blank lines collapsed, so nothing a visitor writes can pose as our own lines
 * (a fake `-- ` footer, a fake "Download it" line, our lines pushed out of sight by blank lines).
 * The subject carries no visitor text but a cleaned, shortened name; the row id is the mail's
 * stable reference, in the subject and in a header of its own, so a second mail about the same
 * row (a resend, a retry after a lost "sent" update) is recognisable as a duplicate.
 */

/** The header that carries the reference (Cloudflare sets Message-ID itself). */
export const REFERENCE_HEADER = 'X-Larchfield-Reference';

/** The reference of a row: its id. */
export const mailReference = (id: string) => id;

/** The reference as the subject shows it: the id's first eight characters. */
export const shortReference = (id: string) => `#${id.slice(0, 8)}`;

/**
 * Anything that is not printable text: control, format (direction, zero-width) and separator
 * characters; the zero-width joiner stays (emoji sequences need it).
 */
const NON_PRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]|(?!\u200d)\p{Cf}/gu;

/** The longest name a subject carries (characters), an ellipsis after it. */
const SUBJECT_NAME_MAX = 40;

/** A name for a subject: printable characters only, white space collapsed, at most SUBJECT_NAME_MAX characters. */
export function subjectName(name: string): string {
  const clean = name.replace(NON_PRINTABLE, '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length === 0) return '(no name)';
  return chars.length > SUBJECT_NAME_MAX
    ? `${chars
        .slice(0, SUBJECT_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`
    : clean;
}

/**
 * Visitor text as a quote: every line prefixed with `> `, control and direction characters gone,
 * trailing white space dropped, a run of blank lines one blank line, none at either end.
 */
export function quoted(text: string): string[] {
  const lines = text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\t/g, ' ').replace(NON_PRINTABLE, '').trimEnd());
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(line);
  }
  while (kept[kept.length - 1] === '') kept.pop();
  return kept.map((line) => (line === '' ? '>' : `> ${line}`));
}

/** A one-line visitor value for a quoted field: printable, white space collapsed. */
export const oneLine = (value: string) => value.replace(NON_PRINTABLE, '').replace(/\s+/g, ' ').trim();

/** The names of the site's languages in the team's mail (the team's own lines are English). */
const LANGUAGE_NAMES = { en: 'English', de: 'German' } as const;

/**
 * The line that names the language of the site a message or an application came from, so the
 * team answers in it: `Language:  German (sent from the German site: answer in German)`.
 */
export const languageLine = (lang: keyof typeof LANGUAGE_NAMES) =>
  `Language:  ${LANGUAGE_NAMES[lang]} (sent from the ${LANGUAGE_NAMES[lang]} site: answer in ${LANGUAGE_NAMES[lang]})`;
