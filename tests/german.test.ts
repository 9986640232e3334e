import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_LIMITS } from '../client/forms/contact';
import { pagePath } from '../client/routes';
import { allPages } from '../client/site/all-pages';
import { SHELL } from '../client/site/shell';
import { openPositions } from '../client/site/positions';
import { preferredOtherLang } from '../client/components/language-hint-host';
import { ORIGIN, decodeEntities, parseDocument, request } from './helpers';
import { afterFilling, inputValue, openForm, pdfFile, postForm, postMultipart, rows, type OpenedForm } from './forms';
import { captureLogs } from './worker-env';

/**
 * Issue 30: the German site is German. Every German page against its English counterpart: no
 * sentence a visitor reads in the German page's layout and <main> may be an English one left
 * over. And the German site's edges: no language guessed from the request, its own 404, its forms
 * answering in German without JavaScript, and storing the language the team answers in.
 */

/** The layout's parts a visitor reads: the header, the main content, the footer. */
const PAGE_PARTS = new Set(['header', 'main', 'footer']);
/** Elements whose text no visitor reads as prose: code, scripts, styles, pictures. */
const SKIPPED = new Set(['script', 'style', 'template', 'pre', 'code', 'svg', 'noscript']);
/** Elements without an end tag. */
const VOID = new Set(['br', 'img', 'input', 'hr', 'meta', 'link', 'source', 'wbr', 'area', 'col', 'embed', 'track']);
/** Elements that end a sentence's run of text: a block, a cell, a control. */
const BLOCK = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'section',
  'article',
  'aside',
  'nav',
  'td',
  'th',
  'dt',
  'dd',
  'figcaption',
  'blockquote',
  'label',
  'legend',
  'button',
  'option',
  'summary',
  'br',
  'header',
  'footer',
  'main',
  'ul',
  'ol',
  'dl',
  'figure',
  'form',
  'fieldset',
  'table',
  'tr',
]);

/**
 * The sentences a visitor reads in a document's header, <main> and footer (HTMLRewriter, not
 * regexes): text runs split at block elements and at sentence ends (inline marks and links stay
 * inside their sentence), white space collapsed.
 */
export async function visibleSentences(html: string): Promise<string[]> {
  let text = '';
  let inPage = 0;
  let skipped = 0;
  await new HTMLRewriter()
    .on('*', {
      element(el) {
        const tag = el.tagName;
        const page = PAGE_PARTS.has(tag);
        const skip = SKIPPED.has(tag);
        const block = BLOCK.has(tag) || page;
        if (block) text += '\n';
        if (page) inPage++;
        if (skip) skipped++;
        if (VOID.has(tag) || !(page || skip || block)) return;
        // One end-tag handler per element (a second would replace the first).
        el.onEndTag(() => {
          if (page) inPage--;
          if (skip) skipped--;
          text += '\n';
        });
      },
      text(chunk) {
        if (inPage > 0 && skipped === 0) text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return decodeEntities(text)
    .split(/\n|(?<=[.!?])\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /\p{L}{2}/u.test(s));
}

/**
 * Sentences that read the same in both languages on purpose, with the reason. Names, e-mail
 * addresses, numbers and web addresses pass without a line here (`sameOnPurpose`).
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'Newsloom API': 'the product’s name',
  'Microsoft Dynamics 365 Business Central': 'a product’s name',
  'Cloudflare, Inc.': 'a company’s name',
  '2 TDDDG).': 'the end of a German law’s citation (§ 25 Abs. 2 Nr. 2 TDDDG), cut at “Nr.”',
  'Tomasz Nowak, CTO, Baltic Freight Exchange': 'a client’s name, role and company as they sign (CTO is the German title too)',
  'TNTomasz NowakCTO, Baltic Freight Exchange': 'the same signature with its initials avatar',
  'Remote (EU)': 'a position’s location: German job ads say “Remote” too',
  'Leipzig (hybrid)': 'a position’s location: “hybrid” is the German word too',
  'Senior Backend Engineer (TypeScript)': 'a job title, English in German job ads as in the position’s German text',
  'Frontend Engineer (React)': 'a job title, English in German job ads as in the position’s German text',
};

/** Why an English sentence may appear on the German page, or undefined when it may not. */
export function sameOnPurpose(sentence: string): string | undefined {
  if (ALLOWED[sentence]) return ALLOWED[sentence];
  // A copyright line is a year and a name.
  const bare = sentence.replace(/^©\s*[\d–-]+\s*/, '').replace(/[.:,;]+$/, '');
  if (bare !== sentence) return sameOnPurpose(bare) ?? undefined;
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(sentence)) return 'an e-mail address';
  if (/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(sentence)) return 'a web address';
  if (/^[\d\s+()/.,:–-]*\p{L}{0,3}[\d\s+()/.,:–-]*$/u.test(sentence)) return 'a number, a date or a unit';
  // A name: one to four capitalised words, nothing else (people, places, products, technologies).
  if (/^(\p{Lu}[\p{L}\d.&'’-]*)( (\p{Lu}[\p{L}\d.&'’-]*|&|\+|GmbH|e\.V\.))*$/u.test(sentence) && sentence.split(' ').length <= 4)
    return 'a name';
  // A quoted word or title, as the visitor typed or a client said it.
  if (/^[„“”"'‚‘’«»].*[“”"'‘’«»]$/.test(sentence)) return 'a quotation';
  return undefined;
}

/** English pages with the path of their German counterpart (the document's own hreflang="de" alternate). */
async function pagePairs(): Promise<{ en: string; de: string }[]> {
  const pairs: { en: string; de: string }[] = [];
  for (const page of allPages().filter((p) => p.lang === 'en')) {
    const doc = await parseDocument(await (await request(page.path)).text());
    const de = doc.links.get('alternate')?.find((l) => l.attrs.hreflang === 'de');
    if (de) pairs.push({ en: page.path, de: new URL(de.href).pathname });
  }
  return pairs;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the German pages carry no English sentence', () => {
  it('reads sentences as a visitor does: from header, main and footer, not from scripts or code', async () => {
    const html =
      '<html><head><title>Not this</title></head><body><header><a href="/">Home</a><nav>Menu.</nav></header><main><h1>Hello world</h1><p>One sentence. And <a href="/x">a link</a> in <strong>another</strong>!</p><pre><code>const x = 1;</code></pre><script>alert("no")</script></main><footer><p>© 2026 Larchfield Software GmbH</p></footer><div>Outside the page.</div></body></html>';
    expect(await visibleSentences(html)).toEqual([
      'Home',
      'Menu.',
      'Hello world',
      'One sentence.',
      'And a link in another!',
      '© 2026 Larchfield Software GmbH',
    ]);
  });

  it('lets names, addresses, numbers and quotations pass, and nothing else', () => {
    expect(sameOnPurpose('hello@larchfield.dev')).toBe('an e-mail address');
    expect(sameOnPurpose('+49 341 000000')).toBe('a number, a date or a unit');
    expect(sameOnPurpose('Newsloom API')).toBe('the product’s name');
    expect(sameOnPurpose('© 2019–2026 Larchfield Software GmbH.')).toBe('a name');
    expect(sameOnPurpose('PostgreSQL')).toBe('a name');
    expect(sameOnPurpose('„Newsroom first“')).toBe('a quotation');
    expect(sameOnPurpose('Read it in English')).toBeUndefined();
    expect(sameOnPurpose('We build software for you.')).toBeUndefined();
  });

  it('every German page of the build, header, main and footer', async () => {
    const pairs = await pagePairs();
    // Every German page has its English counterpart in the walk (positions, case studies and posts too).
    expect(pairs.length).toBeGreaterThanOrEqual(allPages().filter((p) => p.lang === 'de').length - 5);
    const leftOver: string[] = [];
    const allowedSeen = new Set<string>();
    for (const { en, de } of pairs) {
      const res = await request(de);
      expect(res.status, de).toBe(200);
      const english = new Set(await visibleSentences(await (await request(en)).text()));
      for (const sentence of await visibleSentences(await res.text())) {
        if (!english.has(sentence)) continue;
        if (ALLOWED[sentence]) allowedSeen.add(sentence);
        else if (!sameOnPurpose(sentence)) leftOver.push(`${de}: ${sentence}`);
      }
    }
    expect([...new Set(leftOver)].join('\n')).toBe('');
    // An exception no page needs any more is taken out, so the list cannot hide a sentence that comes back in English.
    expect(Object.keys(ALLOWED).filter((sentence) => !allowedSeen.has(sentence))).toEqual([]);
  }, 120_000);

  it('would find an English sentence left in a German page', async () => {
    const en = await visibleSentences('<html><body><main><p>We answer within two working days.</p></main></body></html>');
    const de = await visibleSentences(
      '<html><body><main><p>Wir antworten innerhalb von zwei Werktagen.</p><p>We answer within two working days.</p></main></body></html>',
    );
    expect(de.filter((s) => en.includes(s) && !sameOnPurpose(s))).toEqual(['We answer within two working days.']);
  });
});

describe('the language hint’s choice (client/components/language-hint-host.tsx)', () => {
  it('offers the other language only when the browser names it before the page’s', () => {
    expect(preferredOtherLang(['de-DE', 'de', 'en'], 'en')).toBe('de');
    expect(preferredOtherLang(['DE-at'], 'en')).toBe('de');
    expect(preferredOtherLang(['fr-FR', 'de'], 'en')).toBe('de');
    expect(preferredOtherLang(['en-US', 'de'], 'en')).toBeUndefined();
    expect(preferredOtherLang(['de-DE'], 'de')).toBeUndefined();
    expect(preferredOtherLang(['en-GB', 'de'], 'de')).toBe('en');
    expect(preferredOtherLang(['fr', 'it'], 'en')).toBeUndefined();
    expect(preferredOtherLang([], 'de')).toBeUndefined();
  });
});

describe('no language is guessed from the request', () => {
  it('/ with Accept-Language: de is the English page: 200, no redirect, no cookie, no Vary on the language', async () => {
    const res = await request('/', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
    expect((await parseDocument(await res.text())).htmlAttrs.lang).toBe('en');
  });

  it('/de/ is a 301 to /de', async () => {
    const res = await request('/de/');
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', ORIGIN).href).toBe(`${ORIGIN}/de`);
  });

  it('/de/gibt-es-nicht is the German 404', async () => {
    const res = await request('/de/gibt-es-nicht');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect((await parseDocument(html)).htmlAttrs.lang).toBe('de');
    expect(await visibleSentences(html)).toContain('Seite nicht gefunden: /de/gibt-es-nicht');
  });
});

describe('the German forms without JavaScript', () => {
  const DE_FORM = SHELL.de.CONTACT.form;
  let ip = 0;
  const freshIp = () => `198.51.100.${200 + ++ip}`;
  const message = (form: OpenedForm, overrides: Record<string, string> = {}) => ({
    name: 'Ada Müller',
    email: 'ada@example.org',
    company: '',
    topic: 'project',
    message: 'Wir brauchen eine Buchungsplattform für unsere Werkstätten. Können wir nächste Woche sprechen?',
    consent: 'yes',
    key: form.key,
    issued: form.issued,
    website: '',
    ...overrides,
  });

  beforeEach(async () => {
    captureLogs();
    await env.DB.exec('DELETE FROM leads');
    await env.DB.exec('DELETE FROM applications');
  });

  it('/de/kontakt posts to itself', async () => {
    const form = await openForm('/de/kontakt');
    expect(form.html).toMatch(/<form[^>]*action="\/de\/kontakt"/);
  });

  it('a bad e-mail address: 422 in German, the input kept, nothing stored', async () => {
    const form = await openForm('/de/kontakt');
    afterFilling(form);
    const res = await postForm('/de/kontakt', message(form, { email: 'ada(at)example', message: 'x'.repeat(CONTACT_LIMITS.message + 1) }), {
      ip: freshIp(),
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    const doc = await parseDocument(html);
    expect(doc.htmlAttrs.lang).toBe('de');
    expect(doc.title.startsWith('Fehler: ')).toBe(true);
    const text = decodeEntities(html);
    expect(text).toContain(DE_FORM.errors.emailInvalid);
    // The limit in the German message is written as German writes numbers.
    expect(text).toContain(DE_FORM.errors.messageTooLong.replace('{max}', '5.000'));
    expect(text).not.toContain('5,000');
    expect(decodeEntities(inputValue(html, 'email') ?? '')).toBe('ada(at)example');
    expect(await rows('leads')).toEqual([]);
  });

  it('a good message: 303 to /de/kontakt/gesendet, stored as German', async () => {
    const form = await openForm('/de/kontakt');
    afterFilling(form);
    const res = await postForm('/de/kontakt', message(form), { ip: freshIp() });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(pagePath('contact-sent', 'de'));
    expect(res.headers.get('location')).toBe('/de/kontakt/gesendet');
    expect((await rows<{ language: string }>('leads')).map((r) => r.language)).toEqual(['de']);
  });

  it('an English message is stored as English', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    expect((await postForm('/contact', message(form), { ip: freshIp() })).status).toBe(303);
    expect((await rows<{ language: string }>('leads')).map((r) => r.language)).toEqual(['en']);
  });

  it('an application through a German position page is stored as German', async () => {
    const [position] = openPositions('de');
    const path = pagePath('position', 'de', { id: position!.id });
    const form = await openForm(path);
    expect(form.html).toContain(`action="${path}"`);
    afterFilling(form);
    const res = await postMultipart(
      path,
      {
        name: 'Linus Example',
        email: 'linus@example.org',
        link: '',
        message: 'Ich betreibe seit acht Jahren PostgreSQL in Produktion.',
        consent: 'yes',
        cv: pdfFile(),
        key: form.key,
        issued: form.issued,
        website: '',
      },
      { ip: freshIp() },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(pagePath('application-sent', 'de'));
    expect((await rows<{ language: string }>('applications')).map((r) => r.language)).toEqual(['de']);
  });
});
