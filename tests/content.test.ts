import { describe, expect, it } from 'vitest';
import { CAREERS, COMPANY, ORGANIZATION } from '../client/site';
import { PAGE_DATA } from '../client/site/page-data';

const { home: HOME, solutions: SOLUTIONS, company: COMPANY_PAGE } = PAGE_DATA.en;
import { request } from './helpers';

/** The issue's minimum of real copy per page. */
const MIN_WORDS = { '/': 250, '/solutions': 250, '/company': 200, '/careers': 200 } as const;
const COPY = { '/': HOME, '/solutions': SOLUTIONS, '/company': COMPANY_PAGE, '/careers': CAREERS } as const;
/** Fields that hold addresses, identifiers or code rather than prose. */
const NOT_PROSE = new Set(['id', 'href', 'src', 'code', 'applyEmail', 'initials', 'subject']);

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length;

/** Every prose string in a copy object. */
function prose(value: unknown, key = ''): string[] {
  if (NOT_PROSE.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => prose(v));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => prose(v, k));
  return [];
}

interface Outline {
  mainText: string;
  headings: number[];
  ids: string[];
}

/** The text inside <main> (code samples left out), the heading levels in order and the element ids. */
async function outline(html: string): Promise<Outline> {
  const out: Outline = { mainText: '', headings: [], ids: [] };
  let inMain = false;
  let inPre = false;
  await new HTMLRewriter()
    .on('main', {
      element(el) {
        inMain = true;
        el.onEndTag(() => void (inMain = false));
      },
    })
    .on('main pre', {
      element(el) {
        inPre = true;
        el.onEndTag(() => void (inPre = false));
      },
    })
    .on('main *', {
      text(t) {
        if (inMain && !inPre) out.mainText += `${t.text} `;
      },
    })
    .on('h1, h2, h3, h4, h5, h6', { element: (el) => void out.headings.push(Number(el.tagName.slice(1))) })
    .on('[id]', { element: (el) => void out.ids.push(el.getAttribute('id') ?? '') })
    .transform(new Response(html))
    .text();
  return out;
}

describe('page copy', () => {
  for (const [path, min] of Object.entries(MIN_WORDS)) {
    it(`${path} has at least ${min} words of copy in the site module and on the rendered page`, async () => {
      const fromModule = words(prose(COPY[path as keyof typeof COPY]).join(' '));
      expect(fromModule).toBeGreaterThanOrEqual(min);
      const { mainText } = await outline(await (await request(path)).text());
      expect(words(mainText)).toBeGreaterThanOrEqual(min);
    });
  }

  it('has no filler text anywhere', () => {
    const all = prose([HOME, SOLUTIONS, COMPANY_PAGE, CAREERS]).join(' ').toLowerCase();
    for (const filler of ['lorem', 'ipsum', 'dolor sit', 'todo', 'tbd', 'placeholder', 'example.com']) expect(all).not.toContain(filler);
  });

  it('names the founding year, the team size and projects shipped on the home page', () => {
    const figures = HOME.figures.items.map((f) => f.value);
    expect(figures).toContain('2019');
    expect(figures).toContain(`${COMPANY.employees.min}–${COMPANY.employees.max}`);
    expect(HOME.figures.items.some((f) => /projects shipped/.test(f.label))).toBe(true);
  });
});

describe('page structure', () => {
  for (const path of ['/', '/solutions', '/company', '/careers', '/no-such-page']) {
    it(`${path}: one <h1>, headings never skip a level, ids unique`, async () => {
      const { headings, ids } = await outline(await (await request(path)).text());
      expect(headings.filter((h) => h === 1)).toHaveLength(1);
      expect(headings[0]).toBe(1);
      for (let i = 1; i < headings.length; i++)
        expect(headings[i]! - headings[i - 1]!, `heading ${i}: h${headings[i - 1]} → h${headings[i]}`).toBeLessThanOrEqual(1);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it(`${path}: complete HTML, safe under the CSP (no Suspense-completion scripts, no style attributes)`, async () => {
      const html = await (await request(path)).text();
      expect(html).not.toContain('$RC');
      expect(html).not.toContain('<!--$?-->');
      expect(html).not.toContain('<template');
      expect(html).not.toMatch(/\sstyle="/);
    });
  }

  it('gives each offer of the JSON-LD catalogue a section with its anchor on /solutions', async () => {
    const { ids } = await outline(await (await request('/solutions')).text());
    for (const offer of ORGANIZATION.offers) expect(ids).toContain(offer.id);
  });

  it('gives each open position an anchor and a link to its own page', async () => {
    const html = await (await request('/careers')).text();
    const { ids } = await outline(html);
    for (const p of CAREERS.positions.items) {
      expect(ids).toContain(p.id);
      expect(html).toContain(`href="/careers/${p.id}"`);
    }
    // No position is applied for by e-mail any more (an open application still may be).
    expect(html).not.toContain('subject=Application%3A');
  });

  it('renders the lazy parts in full on the server: the carousel on / and the select on /careers', async () => {
    const home = await (await request('/')).text();
    expect(home).toContain('aria-roledescription="carousel"');
    for (const t of HOME.testimonials.items) expect(home).toContain(t.name);
    const careers = await (await request('/careers')).text();
    expect(careers).toContain('role="combobox"');
  });

  it('marks the LCP text as the first heading and loads below-the-fold images lazily with their size', async () => {
    const home = await (await request('/')).text();
    expect(home).toContain(`>${HOME.hero.heading}</h1>`);
    expect(home).toMatch(
      /<img width="560" height="420" alt="[^"]+" class="[^"]*" decoding="async" src="data:image\/gif;base64,[^"]*" data-src="\/images\/newsloom-feed.svg" loading="lazy"\/>/,
    );
  });
});
