import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMPILED_CONTENT } from '../client/content/compiled';
import { SERVICE_ORDER } from '../client/content/select';
import { schema as newsSchema } from '../client/pages/news.schema';
import { schema as workSchema } from '../client/pages/work.schema';
import { SITES } from '../client/site/languages';
import { PAGE_DATA } from '../client/site/page-data';
import { LANGS } from '../client/routes';

/**
 * The case studies' and news' copy (content/pages/work.<lang>.yaml, news.<lang>.yaml) as its schemas
 * check it at build: what the code reads of it by key and what the pictures' dates are written with.
 */
describe('the case studies and news copy', () => {
  for (const lang of LANGS) {
    const work = SITES[lang].WORK_PAGE;
    const news = SITES[lang].NEWS_PAGE;

    it(`${lang}: names every service, and the schema refuses a missing or unknown one`, () => {
      expect(Object.keys(work.services).sort()).toEqual([...SERVICE_ORDER].sort());
      expect(v.safeParse(workSchema, work).success).toBe(true);
      const { 'newsloom-api': _dropped, ...missing } = work.services;
      expect(v.safeParse(workSchema, { ...work, services: missing }).success).toBe(false);
      expect(v.safeParse(workSchema, { ...work, services: { ...work.services, 'web-design': 'Web design' } }).success).toBe(false);
    });

    it(`${lang}: writes the pictures' dates in a locale Intl knows, and the schema refuses one misspelt`, () => {
      for (const copy of [work, news]) {
        expect(Intl.DateTimeFormat.supportedLocalesOf(copy.dateLocale)).toEqual([copy.dateLocale]);
        expect(copy.dateLocale.startsWith(lang)).toBe(true);
      }
      expect(v.safeParse(newsSchema, news).success).toBe(true);
      expect(v.safeParse(newsSchema, { ...news, dateLocale: news.dateLocale.replace('-', '_') }).success).toBe(false);
      expect(v.safeParse(workSchema, { ...work, dateLocale: '' }).success).toBe(false);
    });
  }
});

/**
 * The home page's testimonials name their case studies (`quote: work:<key>` in content/pages/home.<lang>.yaml):
 * the quote, the person and their role are the case study's, word for word, in each language.
 */
describe('the home page’s testimonials', () => {
  for (const lang of LANGS) {
    it(`${lang}: each is its client’s quote in the case study`, () => {
      const { items } = PAGE_DATA[lang].home.testimonials;
      expect(items.length).toBeGreaterThan(3);
      for (const t of items) {
        const study = COMPILED_CONTENT.work[lang].entries.find((e) => e.client === t.company);
        expect(study, t.company).toBeDefined();
        expect({ quote: t.quote, name: t.name, role: t.role }).toEqual({
          quote: study?.quote.text,
          name: study?.quote.author,
          role: study?.quote.role,
        });
        const names = t.name.split(' ');
        expect(t.initials).toBe(`${names[0]?.charAt(0)}${names.at(-1)?.charAt(0)}`);
      }
    });
  }
});
