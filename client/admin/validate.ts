/**
 * The check before a save, in the editor: each language's data against the schema the content
 * build checks its file with (the same module), both languages of a copy block against each other,
 * and an entry's Markdown through the build's compiler (alt text, raw HTML, link forms). A problem
 * stops the save with the build's own message; the server checks the whole site again (links and
 * pictures that exist) before anything is written.
 */
import type { GenericSchema } from 'valibot';
import { checkValue, compareLanguages, compileMarkdown } from '../../scripts/content/rules.mjs';
import { BODY_FIELD, ENTRY_COLLECTIONS, GERMAN_ONLY_NEWS, type SchemaNode, type StudioInputs } from './config';

/** One file of an entry or block, as Decap holds it: its language and its data. */
export interface Edited {
  lang: string;
  data: Record<string, unknown>;
}

/** Where a collection's entry lives and what checks it. */
function target(
  inputs: StudioInputs,
  collection: string,
  slug: string,
): { schema: SchemaNode; file: (lang: string) => string; markdown: boolean; parity: boolean } | undefined {
  const block = /^(pages|site)-(.+)$/.exec(collection);
  if (block) {
    const [, dir = '', name = ''] = block;
    const schema = (dir === 'pages' ? inputs.pages : inputs.site)[name];
    return schema && { schema, file: (lang) => `content/${dir}/${name}.${lang}.yaml`, markdown: false, parity: true };
  }
  if (collection === 'facts') {
    if (slug === 'clients' && inputs.clients)
      return { schema: inputs.clients, file: () => 'content/clients.yaml', markdown: false, parity: false };
    return { schema: inputs.facts, file: () => 'content/facts.yaml', markdown: false, parity: false };
  }
  if (collection === GERMAN_ONLY_NEWS)
    return { schema: inputs.news, file: () => `content/news/${slug}.de.md`, markdown: true, parity: false };
  const entries = ENTRY_COLLECTIONS.find((c) => c.name === collection);
  return (
    entries && { schema: inputs[entries.schema], file: (lang) => `${entries.folder}/${slug}.${lang}.md`, markdown: true, parity: false }
  );
}

const noLine = () => 0;

/**
 * Every problem of a save, `file: where: message` as the build words it; none when it may be saved.
 * @param slug the entry's key (a file's name before its language), or the file collection's entry name
 */
export async function problemsOf(inputs: StudioInputs, collection: string, slug: string, edited: readonly Edited[]): Promise<string[]> {
  const t = target(inputs, collection, slug);
  if (!t) return [];
  const problems: string[] = [];
  for (const { lang, data } of edited) {
    const file = t.file(lang);
    const { [BODY_FIELD]: body, ...frontMatter } = data;
    const value = t.markdown ? frontMatter : data;
    checkValue(
      value,
      t.schema as unknown as GenericSchema<unknown, unknown>,
      (_line, message) => problems.push(`${file}: ${message}`),
      noLine,
    );
    if (t.markdown && typeof body === 'string')
      await compileMarkdown(body, {
        // Whether a page, an entry or a picture exists is the server's check (the whole site's).
        link: (href) => ({ href }),
        picture: () => ({ width: 1, height: 1 }),
        report: (_line, message) => problems.push(`${file}: ${message}`),
        lineOffset: 0,
      });
  }
  const [a, b] = edited;
  if (t.parity && a && b)
    compareLanguages(a.data, b.data, t.schema, { file: t.file(a.lang), lineAt: noLine }, { file: t.file(b.lang), lineAt: noLine }, (line) =>
      problems.push(line.replace(/:0:/g, ':')),
    );
  return problems;
}

/** An Immutable value as plain data (Decap's entries are Immutable maps). */
const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function' ? (value.toJS as () => unknown)() : value;

/** The files of a Decap entry: its default language's data and each other language's. */
export function editedOf(entry: { get: (key: string) => unknown }, langs: readonly string[], single?: string): Edited[] {
  const data = plain(entry.get('data')) as Record<string, unknown> | undefined;
  if (single) return data ? [{ lang: single, data }] : [];
  const i18n = (plain(entry.get('i18n')) ?? {}) as Record<string, { data?: Record<string, unknown> }>;
  const [first, ...rest] = langs;
  return [
    ...(data && first ? [{ lang: first, data }] : []),
    ...rest.flatMap((lang) => {
      const d = i18n[lang]?.data;
      return d && Object.keys(d).length > 0 ? [{ lang, data: d }] : [];
    }),
  ];
}
