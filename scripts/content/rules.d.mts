// The types of ./rules.mjs as the worker's TypeScript reads them (the worker's project does not
// check JavaScript); each names its module, whose JSDoc is the longer account.
import type { GenericSchema } from 'valibot';
import type { Lang, PageId, RouteMatch } from '../../client/routes';

/** A problem at a line of the file being read. */
export type Report = (line: number, message: string) => void;
/** Where a key path of a parsed YAML document stands in its file. */
export type LineAt = (path: readonly unknown[]) => number;
type Schema = GenericSchema<unknown, unknown>;

// ./schema.mjs
export const LANGS: Lang[];
export const ID: RegExp;
export const WORK: (clients: string[] | undefined) => Schema;
export const CLIENTS: GenericSchema<unknown, { clients: { name: string }[] }>;
export const NEWS: (authors: string[], tags: string[]) => Schema;
export const POSITION: GenericSchema<unknown, { id: string; status: 'open' | 'closed' }>;
export const AUTHORS: GenericSchema<unknown, Record<string, { name: string }>>;
export const TAGS: GenericSchema<unknown, Record<string, { en: string; de: string }>>;

// ./yaml.mjs
export function parseYaml(yaml: string, report: Report, firstLine: number): { value: unknown; lineAt: LineAt } | undefined;
export function checkValue<T>(
  value: unknown,
  schema: GenericSchema<unknown, T>,
  report: Report,
  lineAt: LineAt,
  whole?: string,
): T | undefined;
export function readYaml<T>(yaml: string, schema: GenericSchema<unknown, T>, report: Report, firstLine: number): T | undefined;
export function splitFrontMatter(source: string): { yaml: string; body: string; bodyLine: number } | undefined;

// ./copy-rules.mjs
export function lookup(from: unknown, path: string): string | undefined;
export function compareLanguages(
  a: unknown,
  b: unknown,
  schema: unknown,
  fa: { file: string; lineAt: LineAt },
  fb: { file: string; lineAt: LineAt },
  problem: (line: string) => void,
): void;
export function finish(
  value: unknown,
  fill: (name: string) => string | undefined,
  check: (href: string) => { href: string } | { problem: string },
  report: Report,
  lineAt: LineAt,
): unknown;

/** A case study's quote, with its client, which a testimonial names as `quote: work:<key>`. */
export interface CaseStudyQuote {
  text: string;
  author: string;
  role: string;
  client: string;
}
export function quoteCaseStudies(
  value: unknown,
  quotes: Readonly<Record<string, CaseStudyQuote>>,
  lang: Lang,
  report: Report,
  lineAt: LineAt,
): unknown;

// ./links.mjs
export interface ContentFacts {
  work: Record<Lang, ReadonlySet<string>>;
  news: Record<Lang, ReadonlySet<string>>;
  tags: Record<Lang, ReadonlySet<string>>;
  newsPages: Record<Lang, number>;
  positions: Record<Lang, ReadonlySet<string>>;
  files: ReadonlySet<string>;
  quotes?: Record<Lang, Readonly<Record<string, CaseStudyQuote>>>;
}
export interface SiteModules {
  routes: {
    PAGE_IDS: readonly PageId[];
    pageDef: (id: PageId) => { paths: Record<Lang, string> };
    pagePath: (id: PageId, lang?: Lang, params?: Readonly<Record<string, string>>) => string;
    matchRoute: (path: string) => RouteMatch | undefined;
  };
  isService: (value: string) => boolean;
  isTopic: (value: string) => boolean;
}
export function contentLinks(options: { site: SiteModules; facts: ContentFacts; isFile: (path: string) => boolean }): {
  check: (href: string, lang: Lang) => { href: string } | { problem: string };
};

// ./markdown-tree.mjs
export type PictureSize = (src: string) => { width: number; height: number } | string | undefined;
export function parseMarkdown(markdown: string): { type: 'root'; children: MarkdownNode[] };
export interface MarkdownNode {
  type: string;
  url?: string;
  children?: MarkdownNode[];
}
export function compileMarkdown(
  markdown: string,
  ctx: {
    link: (href: string) => { href: string } | { problem: string };
    picture: PictureSize;
    report: Report;
    lineOffset: number;
  },
): Promise<{ blocks: unknown[]; text: string }>;

// ./pictures.mjs
export function checkPicture(
  file: string,
  bytes: Uint8Array,
  limits: {
    readonly types: Readonly<Record<string, string>>;
    readonly maxBytes: number;
    readonly maxWidth: number;
    readonly maxHeight: number;
  },
): { width: number; height: number } | { problems: string[] };
export function picturesIn(
  value: unknown,
  path: (string | number)[],
  report: (path: (string | number)[], message: string) => void,
  pictures: { check: (src: string) => { width: number; height: number } | string | undefined },
): void;
