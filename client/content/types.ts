/**
 * The shapes of compiled content (scripts/content/ writes them to dist/content/*.json at build):
 * plain data that the React tree renders on both sides (client/components/rich-text.tsx). No
 * Markdown and no HTML string reaches the worker or the browser, only these nodes.
 */

export type Lang = 'en' | 'de';

/** What a code token is; the renderer gives each kind its colour (light and dark). */
export type TokenKind = 'comment' | 'string' | 'number' | 'constant' | 'keyword' | 'function' | 'type' | 'tag' | 'attribute' | 'property';

export interface CodeToken {
  text: string;
  kind?: TokenKind;
}

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'emphasis' | 'strong' | 'delete'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | {
      type: 'heading';
      level: 2 | 3 | 4;
      id: string;
      /** Its words without marks: the anchor link's name. */ text: string;
      children: Inline[];
    }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: false; items: Block[][] }
  | { type: 'list'; ordered: true; start: number; items: Block[][] }
  | { type: 'blockquote'; children: Block[] }
  | { type: 'table'; align: ('left' | 'right' | 'center' | null)[]; head: Inline[][]; rows: Inline[][][] }
  | { type: 'figure'; src: string; alt: string; width: number; height: number; caption?: string }
  | { type: 'code'; lang: string; lines: CodeToken[][] }
  | { type: 'rule' };

/** What every compiled entry (case study or post) has. */
export interface EntryBase {
  /** The translation key: the file name's first part, shared by both languages of an entry. */
  key: string;
  lang: Lang;
  slug: string;
  /** The entry's path on the site, e.g. /work/<slug> or /de/aktuelles/<slug>. */
  url: string;
  title: string;
  description: string;
  /** ISO 8601 with offset, as written in the file. */
  published: string;
  updated?: string;
  /** The same entry's path in each language it exists in (this one included). */
  alternates: Partial<Record<Lang, string>>;
  /** File name of its Open Graph picture under dist/content/og/ (served by the worker). */
  og: string;
  readingMinutes: number;
  body: Block[];
}

export type ServiceId = 'custom-saas' | 'api-development' | 'custom-software' | 'newsloom-api';

export interface CaseStudy extends EntryBase {
  client: string;
  industry: string;
  services: ServiceId[];
  duration: string;
  team: string;
  results: { value: string; label: string }[];
  quote: { text: string; author: string; role: string };
  technologies: string[];
}

export interface Tag {
  id: string;
  label: string;
}

export interface NewsPost extends EntryBase {
  author: { id: string; name: string };
  tags: Tag[];
}

/** dist/content/work.<lang>.json: newest first. */
export interface WorkCollection {
  lang: Lang;
  entries: CaseStudy[];
}

/** dist/content/news.<lang>.json: newest first; `tags` every tag (with its label in this language). */
export interface NewsCollection {
  lang: Lang;
  tags: Tag[];
  entries: NewsPost[];
}
