// node --test: the Newsloom holiday post (content/news/newsloom-holidays-2026.{en,de}.md) tells
// customers in a table when we answer between Christmas and New Year. Readers plan their own days by
// it, so each language's table must name every working day (Monday to Friday) of the period in a
// row, each "from" date must be the first working day after its row, and both languages must say
// the same. The dates are read from the table's text, the year from the post's `published`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitFrontMatter } from './yaml.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const POST = 'content/news/newsloom-holidays-2026';

/** @typedef {'en' | 'de'} Lang */

/** @type {Record<Lang, string[]>} */
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
};
/** A day of a month in each language's way: "28 December", "28. Dezember" (its month may be left to the span's end). */
const DAY = { en: /^(\d{1,2})(?:\s+(\p{L}+))?$/u, de: /^(\d{1,2})\.(?:\s*(\p{L}+))?$/u };
/** A cell that says from which day something happens again. */
const FROM = { en: /^from\s+(.+)$/iu, de: /^ab\s+(.+)$/iu };

/**
 * A day as a UTC date: the month by its name in the language, the year the post's, or the next one
 * for a month before the post's (a post of December that names January).
 * @param {string} text @param {Lang} lang @param {{ year: number, month: number }} post @param {string} [monthName]
 */
function parseDay(text, lang, post, monthName) {
  const m = DAY[lang].exec(text.trim());
  const month = MONTHS[lang].indexOf(m?.[2] ?? monthName ?? '');
  if (!m || month < 0) throw new Error(`not a date in ${lang}: "${text}"`);
  return new Date(Date.UTC(month < post.month ? post.year + 1 : post.year, month, Number(m[1])));
}

/** @param {Date} d */
const iso = (d) => d.toISOString().slice(0, 10);
/** @param {Date} d */
const isWorkingDay = (d) => d.getUTCDay() >= 1 && d.getUTCDay() <= 5;
/** @param {Date} d @param {number} n */
const addDays = (d, n) => new Date(d.getTime() + n * 86_400_000);

/**
 * The table's rows: the span of days its first cell names and the "from" dates in its other cells.
 * @param {string} markdown the post's body @param {Lang} lang @param {{ year: number, month: number }} post
 */
function holidayRows(markdown, lang, post) {
  const rows = markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
  // The header and the line under it name no dates.
  return rows.slice(2).map(([span = '', ...cells]) => {
    const [first = '', last = first] = span.split(/\s*–\s*/);
    const end = parseDay(last, lang, post);
    const start = parseDay(first, lang, post, DAY[lang].exec(last.trim())?.[2]);
    const from = cells.flatMap((cell) => {
      const m = FROM[lang].exec(cell);
      return m ? [parseDay(m[1] ?? '', lang, post)] : [];
    });
    return { start, end, from };
  });
}

/**
 * What a reader would be misled by in the rows: a working day no row names, a "from" date that is no
 * working day or not the first one after its row.
 * @param {ReturnType<typeof holidayRows>} rows @returns {string[]}
 */
function holidayProblems(rows) {
  const problems = [];
  const first = rows[0]?.start;
  const last = rows.at(-1)?.end;
  if (!first || !last) return ['the table has no rows'];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    if (isWorkingDay(d) && !rows.some((r) => r.start <= d && d <= r.end)) problems.push(`working day ${iso(d)} is in no row`);
  }
  for (const { end, from } of rows) {
    let next = addDays(end, 1);
    while (!isWorkingDay(next)) next = addDays(next, 1);
    for (const d of from) {
      if (!isWorkingDay(d)) problems.push(`"from" ${iso(d)} is no working day`);
      else if (iso(d) !== iso(next)) problems.push(`"from" ${iso(d)} after ${iso(end)}: the first working day is ${iso(next)}`);
    }
  }
  return problems;
}

/** @param {Lang} lang */
function readPost(lang) {
  const split = splitFrontMatter(readFileSync(join(ROOT, `${POST}.${lang}.md`), 'utf8'));
  const published = /^published:\s*(\d{4})-(\d{2})/m.exec(split?.yaml ?? '');
  assert.ok(split && published, `${POST}.${lang}.md has front matter with a published date`);
  return holidayRows(split.body, lang, { year: Number(published[1]), month: Number(published[2]) - 1 });
}

/** @param {ReturnType<typeof holidayRows>} rows */
const asText = (rows) => rows.map((r) => `${iso(r.start)}..${iso(r.end)} from ${r.from.map(iso).join(', ')}`);

describe('the Newsloom holiday post’s table', () => {
  for (const lang of /** @type {const} */ (['en', 'de'])) {
    it(`names every working day and resumes on a working day (${lang})`, () => {
      const rows = readPost(lang);
      assert.ok(rows.length >= 2);
      assert.deepEqual(holidayProblems(rows), []);
    });
  }

  it('says the same in both languages', () => {
    assert.deepEqual(asText(readPost('de')), asText(readPost('en')));
  });

  it('would find a working day left out and a "from" date on a weekend', () => {
    const post = { year: 2026, month: 11 };
    const en = [
      '| Dates | Support | Keys |',
      '| --- | --- | --- |',
      '| 24–26 December | Incidents only | From 29 December |',
      '| 29–30 December | Within one working day | Within one working day |',
      '| 31 December – 1 January | Incidents only | From 2 January |',
    ].join('\n');
    assert.deepEqual(holidayProblems(holidayRows(en, 'en', post)), [
      'working day 2026-12-28 is in no row',
      '"from" 2026-12-29 after 2026-12-26: the first working day is 2026-12-28',
      '"from" 2027-01-02 is no working day',
    ]);
    const de = [
      '| Zeitraum | Schlüssel |',
      '| --- | --- |',
      '| 24.–26.\u00a0Dezember | ab 28.\u00a0Dezember |',
      '| 28.–30. Dezember | – |',
    ].join('\n');
    assert.deepEqual(asText(holidayRows(de, 'de', post)), ['2026-12-24..2026-12-26 from 2026-12-28', '2026-12-28..2026-12-30 from ']);
  });
});
