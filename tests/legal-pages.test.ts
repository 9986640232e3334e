import { describe, expect, it } from 'vitest';
import { pagePath, type Lang } from '../client/routes';
import { PAGE_DATA } from '../client/site/page-data';
import { request } from './helpers';

/** The governing text is German: each legal page says so and links the same page in the other language. */
const OTHER: Record<Lang, Lang> = { en: 'de', de: 'en' };

describe('the legal pages name the governing text and link the other language', () => {
  for (const id of ['privacy', 'imprint'] as const) {
    for (const lang of ['en', 'de'] as const) {
      it(`${pagePath(id, lang)} links ${pagePath(id, OTHER[lang])} beside its translation note`, async () => {
        const data = PAGE_DATA[lang][id];
        expect(data.translationNote).toBeTruthy();
        expect(data.original).toBeTruthy();
        const res = await request(pagePath(id, lang));
        expect(res.status).toBe(200);
        const html = await res.text();
        const other = OTHER[lang];
        const note = new RegExp(
          `<p[^>]*>${escape(data.translationNote ?? '')}(<!-- -->|\\s)*<a href="${pagePath(id, other)}"[^>]*hrefLang="${other}"[^>]*>${escape(data.original ?? '')}</a>`,
          'i',
        );
        // React separates the note and the link's space with a comment.
        expect(note.test(html), `${note}`).toBe(true);
      });
    }
  }

  it('the English notes say that the German text governs', () => {
    expect(PAGE_DATA.en.privacy.translationNote).toMatch(/German original prevails/);
    expect(PAGE_DATA.en.imprint.translationNote).toMatch(/German original is legally binding/);
  });
});

/** A text as the page's HTML carries it, as a pattern. */
function escape(text: string): string {
  const html = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  return html.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
