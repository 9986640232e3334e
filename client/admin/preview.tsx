/**
 * The preview pane: each entry and page drawn by the site's own page components with the site's
 * stylesheet (the built one, which Decap loads into its preview frame), in the language of the
 * entry's pane and in light or dark (a switch at the top of the preview). It renders the draft as
 * the writer types: drafts and scheduled entries show here, never on the public site. Blocks with no
 * page of their own (the header, the footer, the palette…) keep Decap's preview, a list of the
 * fields.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
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
import { OFFICES, type Position } from '../site/positions';
import { SHELL } from '../site/shell';
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
function Frame({ lang, doc, children }: { lang: Lang; doc: Document; children: ReactNode }) {
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
    <CopyProvider value={CLIENT_COPY[lang]}>
      {/* Styled inline: the site's stylesheet holds no class client/admin names (client/styles.css). */}
      <div style={BAR} data-studio-preview-bar="">
        <span>{lang === 'de' ? 'Deutsch' : 'English'} ·</span>
        <button type="button" aria-pressed={dark} onClick={() => setDark((d) => !d)} style={SWITCH}>
          {dark ? 'Dark (switch to light)' : 'Light (switch to dark)'}
        </button>
      </div>
      <main>{children}</main>
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
  const slug = str(data.slug) || key;
  return {
    key,
    lang,
    slug,
    url: pagePath(page, lang, { slug }),
    title: str(data.title),
    description: str(data.description),
    published: str(data.published),
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

/** A position, open or closed, drawn by the position's page with the data the worker gives it. */
function PositionPreview({ entry, document: doc }: PreviewTemplateComponentProps) {
  const lang = previewLang(entry, 'positions');
  const data = ((entry.get('data') as { toJS?: () => AnyData } | undefined)?.toJS?.() ?? {}) as AnyData;
  const { CAREERS, POSITION_PAGE } = SHELL[lang];
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
  } as Position;
  const countries: Readonly<Partial<Record<string, string>>> = POSITION_PAGE.countryNames;
  const offices = position.offices.map((o) => ({
    ...OFFICES[o],
    name: POSITION_PAGE.officeNames[o],
    countryName: countries[OFFICES[o].country] ?? OFFICES[o].country,
  }));
  const { title, lead, duration, steps } = CAREERS.process;
  const page = {
    position,
    offices,
    hiring: { title, lead, duration, steps },
    copy: POSITION_PAGE,
    jsonLd: '{}',
    written: {
      salary: salaryText(salary, lang),
      posted: safeDate(str(data.datePosted), lang),
      validThrough: safeDate(str(data.validThrough), lang),
    },
  };
  return (
    <Frame lang={lang} doc={doc}>
      <PositionPage data={page} />
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
  ];
  return templates.filter((t): t is [string, ComponentType<PreviewTemplateComponentProps>] => t[1] !== undefined);
}
