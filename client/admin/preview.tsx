/**
 * The preview pane: each entry and page drawn by the site's own page components with the site's
 * stylesheet (the built one, which Decap loads into its preview frame), in the language of the
 * entry's pane and in light or dark (a switch at the top of the preview). It renders the draft as
 * the writer types: drafts and scheduled entries show here, never on the public site. The site-wide
 * blocks show the part of the site they feed (the layout's header and footer, the error pages, the
 * palette's dialog, a rich text), and the list pages list the entries the editor has loaded.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Layout } from '../app/layout';
import { FooterContent } from '../app/footer';
import type { ErrorView } from '../app/state';
import { RichText } from '../components/rich-text';
import CommandPalette from '../components/command-palette';
import ErrorPage from '../pages/error';
import WorkPage from '../pages/work';
import NewsPage from '../pages/news';
import { ERROR_PAGE as ERROR_EN } from '../site/pages/error';
import { ERROR_PAGE as ERROR_DE } from '../site/de/pages/error';
import { companyIn } from '../site/company';
import { footerIn } from '../site/footer';
import { SEARCH_INDEX as SEARCH_EN } from '../site/search';
import { SEARCH_INDEX as SEARCH_DE } from '../site/de/search';
import footerEn from '../../dist/content/copy/site/footer.en.json' with { type: 'json' };
import footerDe from '../../dist/content/copy/site/footer.de.json' with { type: 'json' };
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { CopyProvider } from '../app/copy';
import { EN_CLIENT_COPY, type ClientCopy } from '../site/client-copy';
import { DE_CLIENT_COPY } from '../site/de/client-copy';
import { longDate } from '../format';
import { PAGE_IDS, pagePath, type Lang, type PageId } from '../routes';
import { compileMarkdown, finish, lookup } from '../../scripts/content/rules.mjs';
import facts from '../../dist/content/copy/facts.json' with { type: 'json' };
import { WORK_PAGE as WORK_EN, RICH_TEXT as RICH_TEXT_EN } from '../site/pages/work';
import { WORK_PAGE as WORK_DE, RICH_TEXT as RICH_TEXT_DE } from '../site/de/pages/work';
import { NEWS_PAGE as NEWS_EN } from '../site/pages/news';
import { NEWS_PAGE as NEWS_DE } from '../site/de/pages/news';
import { careersPage } from '../site/pages/careers';
import { OFFICES, openPositions, type Position } from '../site/positions';
import { SHELL, type ShellCopy } from '../site/shell';
import { fillTemplate } from '../site/copy';
import { euros } from '../format';
import PositionPage from '../pages/position';
import { contactPage } from '../site/pages/contact';
import WorkEntryPage from '../pages/work-entry';
import NewsEntryPage from '../pages/news-entry';
import HomePage from '../pages/home';
import SolutionsPage from '../pages/solutions';
import CompanyPage from '../pages/company';
import CareersPage from '../pages/careers';
import ContactPage from '../pages/contact';
import SentPage from '../pages/contact-sent';
import PrivacyPage from '../pages/privacy';
import ImprintPage from '../pages/imprint';
import sentEn from '../../dist/content/copy/pages/contact-sent.en.json' with { type: 'json' };
import sentDe from '../../dist/content/copy/pages/contact-sent.de.json' with { type: 'json' };
import type { CaseStudy, NewsPost, Block } from '../content/types';
import { GERMAN_ONLY_NEWS, type StudioInputs } from './config';

type AnyData = Record<string, unknown>;
type Page = ComponentType<{ data: never }>;

const CLIENT_COPY: Record<Lang, ClientCopy> = { en: EN_CLIENT_COPY, de: DE_CLIENT_COPY };

/**
 * The language of the data the preview shows: Decap hands the preview the entry with the data of
 * the language chosen in the left pane, the very object its i18n map holds for that language.
 */
function previewLang(entry: PreviewTemplateComponentProps['entry'], collection: string): Lang {
  if (collection === GERMAN_ONLY_NEWS) return 'de';
  const data: unknown = entry.get('data');
  return data !== undefined && data === entry.getIn(['i18n', 'de', 'data']) ? 'de' : 'en';
}

/** A page link of the copy (`page:<id>[?…][#…]`) as the page carries it, or why it names no page. */
function pageLink(href: string, lang: Lang): { href: string } | { problem: string } {
  const m = /^page:([a-z-]+)([?#].*)?$/.exec(href);
  const id = m?.[1];
  if (!id || !(PAGE_IDS as readonly string[]).includes(id)) return { problem: `${href} names no page` };
  return { href: `${pagePath(id as PageId, lang)}${m[2] ?? ''}` };
}

/** The copy as the build compiles it: facts filled in, page links resolved (problems left as written). */
function compiled(copy: unknown, lang: Lang): AnyData {
  const value = finish(
    copy,
    (name) => lookup(facts, name),
    (href) => pageLink(href, lang),
    () => undefined,
    () => 0,
  );
  return value && typeof value === 'object' ? (value as AnyData) : {};
}

const BAR = {
  // Above the palette's overlay (z-50), so the switch stays in reach.
  position: 'relative',
  zIndex: 60,
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  padding: '8px 16px',
  font: '14px/1.4 system-ui, sans-serif',
  borderBottom: '1px solid rgb(128 128 128 / 0.35)',
} as const;
const SWITCH = {
  border: '1px solid rgb(128 128 128 / 0.6)',
  borderRadius: '999px',
  padding: '2px 12px',
  background: 'transparent',
  color: 'inherit',
} as const;

/**
 * The colour mode switch and the document's language, inside the preview's frame; the frame's body
 * gets the site's own body classes (client/app/app.tsx), which the stylesheet has.
 */
function Frame({
  lang,
  doc,
  copy,
  bare,
  children,
}: {
  lang: Lang;
  doc: Document;
  /** The layout's copy as edited (the header's and the UI's blocks), instead of the built one. */
  copy?: ClientCopy;
  /** No <main> around the children: the layout brings its own. */
  bare?: boolean;
  children: ReactNode;
}) {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const html = doc.documentElement;
    html.lang = lang;
    html.classList.toggle('dark', dark);
    html.classList.toggle('light', !dark);
    html.style.colorScheme = dark ? 'dark' : 'light';
    doc.body.className = 'min-h-screen bg-white font-sans text-gray-800 antialiased dark:bg-gray-950 dark:text-gray-200';
  }, [doc, lang, dark]);
  return (
    <CopyProvider value={copy ?? CLIENT_COPY[lang]}>
      {/* Styled inline: the site's stylesheet holds no class client/admin names (client/styles.css). */}
      <div style={BAR} data-studio-preview-bar="">
        <span>{lang === 'de' ? 'Deutsch' : 'English'} ·</span>
        <button type="button" aria-pressed={dark} onClick={() => setDark((d) => !d)} style={SWITCH}>
          {dark ? 'Dark (switch to light)' : 'Light (switch to dark)'}
        </button>
      </div>
      {bare ? children : <main>{children}</main>}
    </CopyProvider>
  );
}

/** The Markdown body as the page renders it, compiled by the build's compiler as the writer types. */
function useBody(markdown: string): { blocks: Block[]; words: string } {
  const [body, setBody] = useState<{ blocks: Block[]; words: string }>({ blocks: [], words: '' });
  useEffect(() => {
    let current = true;
    void compileMarkdown(markdown, {
      link: (href) => (href.startsWith('page:') ? { href: href.replace(/^page:/, '/') } : { href }),
      // Pictures are drawn at their file's own size once loaded; this only reserves a box.
      picture: () => ({ width: 1200, height: 675 }),
      report: () => undefined,
      lineOffset: 0,
    }).then(({ blocks, text }) => {
      if (current) setBody({ blocks: blocks as Block[], words: text });
    });
    return () => {
      current = false;
    };
  }, [markdown]);
  return body;
}

const readingMinutes = (text: string) => Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 200));
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const safeDate = (iso: string, lang: Lang): string => {
  try {
    return longDate(iso, lang);
  } catch {
    return iso;
  }
};

/** The fields every entry has, from the draft. */
function entryBase(data: AnyData, lang: Lang, key: string, page: 'work-entry' | 'news-entry', blocks: Block[], words: string) {
  return {
    ...listed({ slug: key, data }, page, lang),
    ...(str(data.updated) ? { updated: str(data.updated) } : {}),
    alternates: {},
    og: '',
    readingMinutes: readingMinutes(words),
    body: blocks,
  };
}

function WorkPreview({ entry, document: doc }: PreviewTemplateComponentProps) {
  const lang = previewLang(entry, 'work');
  const data = ((entry.get('data') as { toJS?: () => AnyData } | undefined)?.toJS?.() ?? {}) as AnyData;
  const { blocks, words } = useBody(str(data.body));
  const study: CaseStudy = {
    ...entryBase(data, lang, str(entry.get('slug')), 'work-entry', blocks, words),
    client: str(data.client),
    industry: str(data.industry),
    services: list(data.services),
    duration: str(data.duration),
    team: str(data.team),
    results: list(data.results),
    quote: { text: '', author: '', role: '', ...(data.quote as object) },
    technologies: list(data.technologies),
  };
  const page = {
    copy: lang === 'de' ? WORK_DE : WORK_EN,
    richText: lang === 'de' ? RICH_TEXT_DE : RICH_TEXT_EN,
    entry: study,
    jsonLd: '{}',
    written: { published: safeDate(study.published, lang) },
  };
  return (
    <Frame lang={lang} doc={doc}>
      <WorkEntryPage data={page} />
    </Frame>
  );
}

function newsPreviewFor(inputs: StudioInputs, collection: string) {
  return function NewsPreview({ entry, document: doc }: PreviewTemplateComponentProps) {
    const lang = previewLang(entry, collection);
    const data = ((entry.get('data') as { toJS?: () => AnyData } | undefined)?.toJS?.() ?? {}) as AnyData;
    const { blocks, words } = useBody(str(data.body));
    const author = str(data.author);
    const post: NewsPost = {
      ...entryBase(data, lang, str(entry.get('slug')), 'news-entry', blocks, words),
      author: { id: author, name: inputs.labels?.authors[author] ?? author },
      tags: list<string>(data.tags).map((id) => ({ id, label: inputs.labels?.tags[id]?.[lang] ?? id })),
    };
    const page = {
      copy: lang === 'de' ? NEWS_DE : NEWS_EN,
      richText: lang === 'de' ? RICH_TEXT_DE : RICH_TEXT_EN,
      entry: post,
      jsonLd: '{}',
      written: {
        published: safeDate(post.published, lang),
        ...(post.updated ? { updated: safeDate(post.updated, lang) } : {}),
      },
    };
    return (
      <Frame lang={lang} doc={doc}>
        <NewsEntryPage data={page} />
      </Frame>
    );
  };
}

/** A position's salary band as its page states it (worker/routes/careers.ts words it the same way). */
function salaryText(salary: Position['salary'], lang: Lang): string {
  const copy = SHELL[lang].POSITION_PAGE;
  const eur = (amount: number) => euros(amount, lang);
  if (!salary.proRata) return fillTemplate(copy.salary.fullTime, { min: eur(salary.min), max: eur(salary.max) });
  const { proRata } = salary;
  return fillTemplate(copy.salary.partTime, {
    min: eur(proRata.min),
    max: eur(proRata.max),
    hours: proRata.hours,
    fullMin: eur(salary.min),
    fullMax: eur(salary.max),
  });
}

/** The position page's data the worker gives it, for a position and the page's copy. */
function positionPageData(position: Position, lang: Lang, copy: ShellCopy['POSITION_PAGE']) {
  const { CAREERS } = SHELL[lang];
  const countries: Readonly<Partial<Record<string, string>>> = copy.countryNames;
  const offices = position.offices.map((o) => ({
    ...OFFICES[o],
    name: copy.officeNames[o],
    countryName: countries[OFFICES[o].country] ?? OFFICES[o].country,
  }));
  const { title, lead, duration, steps } = CAREERS.process;
  return {
    position,
    offices,
    hiring: { title, lead, duration, steps },
    copy,
    jsonLd: '{}',
    written: {
      salary: salaryText(position.salary, lang),
      posted: safeDate(position.datePosted, lang),
      validThrough: safeDate(position.validThrough, lang),
    },
  };
}

/** A position, open or closed, drawn by the position's page with the data the worker gives it. */
function PositionPreview({ entry, document: doc }: PreviewTemplateComponentProps) {
  const lang = previewLang(entry, 'positions');
  const data = ((entry.get('data') as { toJS?: () => AnyData } | undefined)?.toJS?.() ?? {}) as AnyData;
  const salary = { min: 0, max: 0, ...(data.salary as object) } as Position['salary'];
  const position = {
    ...(data as unknown as Position),
    // The body is the paragraphs "about the role", as the build reads them.
    about: str(data.body)
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean),
    tasks: list<string>(data.tasks),
    requirements: list<string>(data.requirements),
    niceToHave: list<string>(data.niceToHave),
    offices: list<keyof typeof OFFICES>(data.offices).filter((o) => o in OFFICES),
    salary,
    datePosted: str(data.datePosted),
    validThrough: str(data.validThrough),
  } as Position;
  return (
    <Frame lang={lang} doc={doc}>
      <PositionPage data={positionPageData(position, lang, SHELL[lang].POSITION_PAGE)} />
    </Frame>
  );
}

/** The pages whose data is their copy (or what the site's code makes of it), by their copy block. */
const PAGES: Record<string, { page: Page; data?: (copy: AnyData, lang: Lang) => unknown }> = {
  home: { page: HomePage as Page },
  solutions: { page: SolutionsPage as Page },
  company: { page: CompanyPage as Page },
  careers: { page: CareersPage as Page, data: (copy, lang) => careersPage(copy as never, lang) },
  contact: {
    page: ContactPage as Page,
    data: (copy, lang) => contactPage(copy as never, (lang === 'de' ? sentDe : sentEn) as never),
  },
  'contact-sent': { page: SentPage as Page },
  'application-sent': { page: SentPage as Page },
  privacy: { page: PrivacyPage as Page },
  imprint: { page: ImprintPage as Page },
};

function pagePreview(name: string) {
  const { page: Component, data: make } = PAGES[name] ?? { page: undefined };
  if (!Component) return undefined;
  return function PagePreview({ entry, document: doc }: PreviewTemplateComponentProps) {
    const lang = previewLang(entry, `pages-${name}`);
    const copy = compiled((entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}, lang);
    const { meta: _meta, ...rest } = copy;
    const data = make ? make(copy, lang) : rest;
    return (
      <Frame lang={lang} doc={doc}>
        <Component data={data as never} />
      </Frame>
    );
  };
}

/** The draft's copy in the pane's language, compiled as the build compiles it. */
function draftCopy(entry: PreviewTemplateComponentProps['entry'], collection: string): { lang: Lang; copy: AnyData } {
  const lang = previewLang(entry, collection);
  return { lang, copy: compiled((entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}, lang) };
}

type GetCollection = PreviewTemplateComponentProps['getCollection'] | undefined;
type Loaded = { slug: string; data: AnyData };

/**
 * The entries of a collection as the editor has them (Decap's getCollection), loaded once the
 * preview is on screen: their data in the default language, so only the English pane lists them.
 */
function useEntries(getCollection: GetCollection, collection: string, lang: Lang): Loaded[] {
  const [entries, setEntries] = useState<Loaded[]>([]);
  useEffect(() => {
    if (lang !== 'en' || typeof getCollection !== 'function') return undefined;
    let current = true;
    getCollection(collection)
      .then((list) => {
        if (!current) return;
        setEntries(
          list.map((e) => {
            const data: unknown = e.get('data');
            const plain = (data as { toJS?: () => unknown } | undefined)?.toJS?.() ?? data;
            return { slug: str(e.get('slug')), data: plain && typeof plain === 'object' ? (plain as AnyData) : {} };
          }),
        );
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [getCollection, collection, lang]);
  return entries;
}

const newestFirst = (a: Loaded, b: Loaded) => (str(a.data.published) < str(b.data.published) ? 1 : -1);

/** What a list item of /work or /news says of any entry the editor has: its slug, link, title, description and date. */
function listed({ slug: key, data }: Loaded, page: 'work-entry' | 'news-entry', lang: Lang) {
  const slug = str(data.slug) || key;
  return {
    key,
    lang,
    slug,
    url: pagePath(page, lang, { slug }),
    title: str(data.title),
    description: str(data.description),
    published: str(data.published),
  };
}

/** /work with the draft copy, listing the case studies the editor has (none in the German pane). */
function WorkListPreview({ entry, document: doc, getCollection }: PreviewTemplateComponentProps) {
  const { lang, copy } = draftCopy(entry, 'pages-work');
  const loaded = useEntries(getCollection, 'work', lang);
  const full = { ...(lang === 'de' ? WORK_DE : WORK_EN), ...copy } as typeof WORK_EN;
  const entries = [...loaded].sort(newestFirst).map((loadedEntry) => {
    const { data } = loadedEntry;
    return {
      ...listed(loadedEntry, 'work-entry', lang),
      client: str(data.client),
      results: list<{ value: string; label: string }>(data.results),
      services: list<string>(data.services).filter((id) => id in (full.services ?? {})),
    };
  });
  // In the copy's order, those a listed case study has; with none loaded, all, so each label shows.
  const services = Object.keys(full.services ?? {}).filter((id) => entries.length === 0 || entries.some((e) => e.services.includes(id)));
  const data = { copy: full, services, entries, total: entries.length };
  return (
    <Frame lang={lang} doc={doc}>
      <WorkPage data={data as never} />
    </Frame>
  );
}

/** /news with the draft copy, listing the first ten posts the editor has (none in the German pane). */
function newsListPreviewFor(inputs: StudioInputs) {
  return function NewsListPreview({ entry, document: doc, getCollection }: PreviewTemplateComponentProps) {
    const { lang, copy } = draftCopy(entry, 'pages-news');
    const loaded = useEntries(getCollection, 'news', lang);
    const tagOf = (id: string) => ({ id, label: inputs.labels?.tags[id]?.[lang] ?? id });
    const entries = [...loaded]
      .sort(newestFirst)
      .slice(0, 10)
      .map((loadedEntry) => {
        const { data } = loadedEntry;
        const author = str(data.author);
        return {
          ...listed(loadedEntry, 'news-entry', lang),
          date: safeDate(str(data.published), lang),
          readingMinutes: readingMinutes(str(data.body)),
          author: { id: author, name: inputs.labels?.authors[author] ?? author },
          tags: list<string>(data.tags).map(tagOf),
        };
      });
    const tags = Object.keys(inputs.labels?.tags ?? {}).map(tagOf);
    const data = {
      copy: { ...(lang === 'de' ? NEWS_DE : NEWS_EN), ...copy },
      tags,
      entries,
      page: 1,
      pages: 1,
      base: pagePath('news', lang),
    };
    return (
      <Frame lang={lang} doc={doc}>
        <NewsPage data={data as never} />
      </Frame>
    );
  };
}

const ERROR_PAGES: Record<Lang, AnyData> = { en: ERROR_EN, de: ERROR_DE };

/**
 * The error page drawn with the given copy. Its component reads its copy from its module, not
 * from props, so the copy is laid over that module's object for the one synchronous call that
 * renders it and put back at once: nothing else sees the draft.
 */
function ErrorWith({ copy, lang, error }: { copy?: AnyData | undefined; lang: Lang; error: ErrorView }) {
  const target = ERROR_PAGES[lang];
  if (!copy) return ErrorPage({ error });
  const saved = { ...target };
  Object.assign(target, copy);
  try {
    return ErrorPage({ error });
  } finally {
    for (const k of Object.keys(target)) if (!(k in saved)) delete target[k];
    Object.assign(target, saved);
  }
}

/** A 404 and a 500 for the home page's path, their messages from the error page's copy. */
function errorView(status: 404 | 500, lang: Lang, copy: AnyData): ErrorView {
  const path = pagePath('home', lang);
  const messages = (copy.messages ?? {}) as Partial<Record<'404' | '500', string>>;
  return { kind: 'error', status, message: fillTemplate(messages[status] ?? '', { path }), path };
}

/** The reference a 500 of the worker quotes (a request id): the nil UUID, as the preview answered no request. */
const NO_REQUEST = '00000000-0000-0000-0000-000000000000';

/** The error pages with the draft copy: the 404, the worker's 500 (with a reference) and the browser's (without). */
function ErrorPagesPreview({ entry, document: doc }: PreviewTemplateComponentProps) {
  const { lang, copy } = draftCopy(entry, 'pages-error');
  return (
    <Frame lang={lang} doc={doc}>
      <ErrorWith copy={copy} lang={lang} error={errorView(404, lang, copy)} />
      <ErrorWith copy={copy} lang={lang} error={{ ...errorView(500, lang, copy), reference: NO_REQUEST }} />
      <ErrorWith copy={copy} lang={lang} error={errorView(500, lang, copy)} />
    </Frame>
  );
}

const FOOTER_COPY: Record<Lang, AnyData> = { en: footerEn, de: footerDe };
type Company = Parameters<typeof footerIn>[1];

/**
 * The layout the site-wide blocks feed: the header (chrome, ui's navigation), the footer (footer,
 * company) around what the block shows of its own, all with the draft in place of the built copy.
 */
function sitePreview(name: string, inner?: (copy: AnyData, lang: Lang) => ReactNode) {
  return function SitePreview({ entry, document: doc }: PreviewTemplateComponentProps) {
    const { lang, copy } = draftCopy(entry, `site-${name}`);
    const shell = SHELL[lang];
    const client: ClientCopy = {
      lang,
      chrome: name === 'chrome' ? (copy as never) : shell.CHROME,
      ui: name === 'ui' ? (copy as never) : shell.UI,
    };
    const company: Company = name === 'company' ? companyIn(copy as never) : shell.COMPANY;
    const footer = footerIn((name === 'footer' ? copy : FOOTER_COPY[lang]) as never, company);
    return (
      <Frame lang={lang} doc={doc} copy={client} bare>
        <Layout footer={<FooterContent year={new Date().getFullYear()} site={{ FOOTER: footer, COMPANY: company }} />}>
          {inner?.(copy, lang)}
        </Layout>
      </Frame>
    );
  };
}

/** The UI copy's own part beyond the header: the error pages' titles. */
const uiInner = (_copy: AnyData, lang: Lang) => (
  <>
    <ErrorWith lang={lang} error={errorView(404, lang, ERROR_PAGES[lang])} />
    <ErrorWith lang={lang} error={errorView(500, lang, ERROR_PAGES[lang])} />
  </>
);

/** The palette's dialog, open over the layout, searching the built index with the draft's words. */
const paletteInner = (copy: AnyData, lang: Lang) => (
  <CommandPalette onClose={() => undefined} search={{ SEARCH_INDEX: lang === 'de' ? SEARCH_DE : SEARCH_EN, PALETTE: copy as never }} />
);

/**
 * A rich text with the draft's labels (a heading's anchor link, a code sample's box): the body of
 * the first post the editor has with a heading, a code sample's first.
 */
function RichTextPreview({ entry, document: doc, getCollection }: PreviewTemplateComponentProps) {
  const { lang, copy } = draftCopy(entry, 'site-rich-text');
  const posts = useEntries(getCollection, 'news', 'en');
  const bodies = posts.map((p) => str(p.data.body));
  const sample = bodies.find((b) => /^```/m.test(b) && /^#{2,3} /m.test(b)) ?? bodies.find((b) => /^#{2,3} /m.test(b)) ?? '';
  const { blocks } = useBody(sample);
  return <RichTextSample lang={lang} doc={doc} copy={copy} blocks={blocks} />;
}

/** The rich text drawn by the site's renderer, in the article's box. @public read by tests/admin-preview.test.tsx */
export function RichTextSample({ lang, doc, copy, blocks }: { lang: Lang; doc: Document; copy: AnyData; blocks: readonly Block[] }) {
  return (
    <Frame lang={lang} doc={doc}>
      <div className="mx-auto max-w-3xl px-5 py-12">
        <RichText blocks={blocks} copy={copy as never} />
      </div>
    </Frame>
  );
}

/** The position page's copy, drawn around the first open position of the build in the pane's language. */
function PositionCopyPreview({ entry, document: doc }: PreviewTemplateComponentProps) {
  const { lang, copy } = draftCopy(entry, 'pages-position');
  const position = openPositions(lang)[0];
  return (
    <Frame lang={lang} doc={doc}>
      {position && <PositionPage data={positionPageData(position, lang, { ...SHELL[lang].POSITION_PAGE, ...copy } as never)} />}
    </Frame>
  );
}

/** The templates by collection (and, for a file collection, by file), for CMS.registerPreviewTemplate. */
export function previewTemplates(inputs: StudioInputs): [string, ComponentType<PreviewTemplateComponentProps>][] {
  const news = newsPreviewFor(inputs, 'news');
  const templates: [string, ComponentType<PreviewTemplateComponentProps> | undefined][] = [
    ['work', WorkPreview],
    ['positions', PositionPreview],
    ['news', news],
    [GERMAN_ONLY_NEWS, newsPreviewFor(inputs, GERMAN_ONLY_NEWS)],
    ...Object.keys(inputs.pages).map((name): [string, ComponentType<PreviewTemplateComponentProps> | undefined] => [
      `pages-${name}`,
      pagePreview(name),
    ]),
    ['pages-work', WorkListPreview],
    ['pages-news', newsListPreviewFor(inputs)],
    ['pages-error', ErrorPagesPreview],
    ['pages-position', PositionCopyPreview],
    ['site-chrome', sitePreview('chrome')],
    ['site-footer', sitePreview('footer')],
    ['site-company', sitePreview('company')],
    ['site-ui', sitePreview('ui', uiInner)],
    ['site-palette', sitePreview('palette', paletteInner)],
    ['site-rich-text', RichTextPreview],
  ];
  return templates.filter((t): t is [string, ComponentType<PreviewTemplateComponentProps>] => t[1] !== undefined);
}
