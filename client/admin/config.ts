/**
 * The studio's Decap CMS configuration, generated from the schemas the content build checks the
 * files with: the page and site-wide copy (client/pages/*.schema.ts, client/site/*.schema.ts), the
 * facts, and the front matter of case studies, news and positions (scripts/content/schema.mjs). A
 * field of a schema is a field of the editor, with its rules (required, pattern, options, limits);
 * nothing here names a field by hand. scripts/lib/admin-config.test.mjs fails when a schema field
 * has no editor field or the other way round.
 *
 * Pure: no Decap import at run time, so Node's test loads it as the bundle does.
 */
import type { CmsCollection, CmsConfig, CmsField } from 'decap-cms-core';
import { PICTURE_LIMITS } from '../site/picture-limits';
import { copyFolder } from './paths';

/** A valibot schema or action as the studio reads it: its kind, type and the parts a rule needs. */
export interface SchemaNode {
  kind?: string;
  type: string;
  message?: unknown;
  requirement?: unknown;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  pipe?: readonly SchemaNode[];
  /** A record's keys and values. */
  key?: SchemaNode;
  value?: SchemaNode;
}

/** What the configuration is made from (scripts/lib/admin-bundle.mjs gathers it at build). */
export interface StudioInputs {
  /** Each block of page copy (content/pages/<name>.<lang>.yaml) with its schema. */
  pages: Record<string, SchemaNode>;
  /** Each site-wide block (content/site/<name>.<lang>.yaml) with its schema. */
  site: Record<string, SchemaNode>;
  /** content/facts.yaml: the same in every language. */
  facts: SchemaNode;
  work: SchemaNode;
  news: SchemaNode;
  position: SchemaNode;
  /** content/clients.yaml and its schema, once clients are content. */
  clients?: SchemaNode | undefined;
  /** The build's check of a date-time with its offset (scripts/content/schema.mjs isDateTime). */
  isDateTime: (s: string) => boolean;
  langs: readonly string[];
  /** What the preview shows for an author's or a tag's id (content/authors.yaml, content/tags.yaml). */
  labels?: { authors: Record<string, string>; tags: Record<string, Record<string, string>> };
}

/** Where the editor talks to its backend: the worker answers it (the Node studio server locally). */
const STUDIO_API = '/admin/api/v1';

/** A date-time with its offset, as the build's isDateTime accepts it in form (it checks the calendar too). */
const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?[+-]\\d{2}:\\d{2}$';

/** The Markdown body of an entry: not front matter, so no schema of the build names it. */
export const BODY_FIELD = 'body';

/** Keys whose text runs to sentences: a text area instead of a line. */
const LONG_TEXT = new Set(['text', 'lead', 'description', 'summary', 'remoteRules', 'quote', 'intro', 'body']);

/** The schema under optional/nullable wrappers, and whether one of them lets it be absent. */
function unwrap(schema: SchemaNode): { schema: SchemaNode; optional: boolean } {
  let s = schema;
  let optional = false;
  while (s.wrapped && (s.type === 'optional' || s.type === 'exact_optional' || s.type === 'undefinedable' || s.type === 'nullish')) {
    optional = true;
    s = s.wrapped;
  }
  return { schema: s, optional };
}

/** Every action of a schema's pipe, its inner schemas' first (a pipe of a pipe names them all). */
function actionsOf(schema: SchemaNode): SchemaNode[] {
  if (!schema.pipe) return [];
  const [first, ...rest] = schema.pipe;
  return [...(first && first !== schema ? actionsOf(first) : []), ...rest.filter((a) => a.kind !== 'schema')];
}

const messageOf = (action: SchemaNode): string => (typeof action.message === 'string' ? action.message : '');

/** A picture of the copy (client/site/copy-schema.ts picture): its src is a file of the media folder. */
const isPicture = (schema: SchemaNode): boolean =>
  !!schema.entries &&
  ['alt', 'height', 'src', 'width'].every((k) => k in (schema.entries ?? {})) &&
  Object.keys(schema.entries).length === 4;

const labelOf = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/**
 * A schema's fields as Decap's: one per entry, in the schema's order.
 * @param entries a strict object's entries
 * @public read by scripts/lib/admin-config.test.mjs (through its own bundle)
 */
export function fieldsOf(entries: Record<string, SchemaNode>, inputs: Pick<StudioInputs, 'isDateTime'>): CmsField[] {
  return Object.entries(entries).map(([name, schema]) => fieldOf(name, schema, inputs));
}

/** One field from its schema: widget, required, pattern, options and limits. */
function fieldOf(name: string, schema: SchemaNode, inputs: Pick<StudioInputs, 'isDateTime'>): CmsField {
  const { schema: s, optional } = unwrap(schema);
  const actions = actionsOf(s);
  const base = { name, label: labelOf(name), required: !optional, i18n: true } as const;
  const min = actions.find((a) => a.type === 'min_length' || a.type === 'min_value')?.requirement;
  const max = actions.find((a) => a.type === 'max_length' || a.type === 'max_value')?.requirement;
  switch (s.type) {
    case 'strict_object':
    case 'object': {
      const fields = fieldsOf(s.entries ?? {}, inputs);
      if (isPicture(s))
        for (const f of fields)
          if (f.name === 'src')
            Object.assign(f, {
              widget: 'image',
              choose_url: false,
              hint: `${Object.keys(PICTURE_LIMITS.types).join(', ')}; at most ${PICTURE_LIMITS.maxBytes / 1000} kB`,
            });
      return { ...base, widget: 'object', collapsed: false, fields };
    }
    case 'array': {
      const { schema: item } = unwrap(s.item ?? { type: 'unknown' });
      const limits = {
        ...(typeof min === 'number' ? { min } : {}),
        ...(typeof max === 'number' ? { max } : {}),
      };
      if (item.type === 'picklist')
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: (item.options ?? []).map(String),
          ...(typeof min === 'number' ? { min } : {}),
        };
      if (item.entries) return { ...base, widget: 'list', collapsed: true, fields: fieldsOf(item.entries, inputs), ...limits };
      // A list of texts: one line each (Decap's list of a single field keeps plain strings).
      return { ...base, widget: 'list', field: fieldOf('item', s.item ?? item, inputs), ...limits };
    }
    case 'record': {
      // A record keyed by a list of ids (the header's pages and their labels): one optional field per
      // id, as Decap edits no map whose keys are typed in.
      const keys = s.key ? (s.key.options ?? s.key.pipe?.[0]?.options ?? []) : [];
      if (!s.value || keys.length === 0) throw new Error(`studio: no editor field for the record ${name}: its keys are not a list of ids`);
      const value = s.value;
      return {
        ...base,
        widget: 'object',
        collapsed: true,
        fields: keys.map((k) => ({ ...fieldOf(String(k), value, inputs), required: false })),
      };
    }
    case 'picklist':
      return { ...base, widget: 'select', options: (s.options ?? []).map(String) };
    case 'boolean':
      return { ...base, widget: 'boolean', required: false };
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: actions.some((a) => a.type === 'integer') ? 'int' : 'float',
        ...(typeof min === 'number' ? { min } : {}),
        ...(typeof max === 'number' ? { max } : {}),
      };
    case 'string': {
      const regex = actions.find((a) => a.type === 'regex');
      const dateTime = actions.find((a) => a.type === 'check' && a.requirement === inputs.isDateTime);
      const pattern: [string, string] | undefined = dateTime
        ? [DATE_TIME_PATTERN, messageOf(dateTime)]
        : regex?.requirement instanceof RegExp
          ? [regex.requirement.source, messageOf(regex)]
          : undefined;
      return {
        ...base,
        widget: LONG_TEXT.has(name) ? 'text' : 'string',
        ...(pattern ? { pattern } : {}),
        ...(dateTime ? { hint: messageOf(dateTime).replace(/^must be /, '') } : {}),
      };
    }
    default:
      throw new Error(`studio: no editor field for the schema type "${s.type}" of ${name}`);
  }
}

/** The entries of a collection's schema (a strict object at its root). */
function entriesOf(schema: SchemaNode, what: string): Record<string, SchemaNode> {
  const { schema: s } = unwrap(schema);
  const root = s.entries ? s : (s.pipe?.[0] ?? s);
  if (!root.entries) throw new Error(`studio: the schema of ${what} is not an object`);
  return root.entries;
}

/** The collections of Markdown entries: folder, schema, and whether an entry may exist in one language. */
export const ENTRY_COLLECTIONS = [
  { name: 'work', label: 'Case studies', singular: 'Case study', folder: 'content/work', schema: 'work' },
  { name: 'news', label: 'News', singular: 'Post', folder: 'content/news', schema: 'news' },
  { name: 'positions', label: 'Positions', singular: 'Position', folder: 'content/positions', schema: 'position' },
] as const;

/**
 * The German-only posts (a post may exist in one language only): Decap groups an entry's files by
 * its default language, so a post without an English file is its own collection of `<key>.de.md`
 * files (client/admin/backend.ts lists each post in one collection only).
 */
export const GERMAN_ONLY_NEWS = 'news-de';

const FRONT_MATTER_COLLECTION = { format: 'frontmatter', extension: 'md', create: true, delete: false } as const;

/**
 * A post's author and tags offered by name (content/authors.yaml, content/tags.yaml), each still
 * saved as its id: the schema's options are the ids, the files say what each names.
 */
function withNames(field: CmsField, inputs: StudioInputs): CmsField {
  const names: Record<string, string> | undefined =
    field.name === 'author'
      ? inputs.labels?.authors
      : field.name === 'tags'
        ? Object.fromEntries(Object.entries(inputs.labels?.tags ?? {}).map(([id, l]) => [id, [...new Set(Object.values(l))].join(' / ')]))
        : undefined;
  if (!names || !('options' in field) || !Array.isArray(field.options)) return field;
  const ids = field.options.filter((id): id is string => typeof id === 'string');
  return { ...field, options: ids.map((id) => ({ label: names[id] ?? id, value: id })) } as CmsField;
}

/** The whole configuration Decap is started with. */
export function studioConfig(inputs: StudioInputs): CmsConfig {
  const i18n = { structure: 'multiple_files', locales: [...inputs.langs], default_locale: inputs.langs[0] ?? 'en' } as const;
  const body: CmsField = { name: BODY_FIELD, label: 'Text', widget: 'markdown', i18n: true, modes: ['rich_text', 'raw'] };
  const entryCollections: CmsCollection[] = ENTRY_COLLECTIONS.map((c) => ({
    ...FRONT_MATTER_COLLECTION,
    name: c.name,
    label: c.label,
    label_singular: c.singular,
    folder: c.folder,
    i18n: true,
    identifier_field: c.schema === 'position' ? 'id' : 'title',
    summary: '{{title}}',
    fields: [...fieldsOf(entriesOf(inputs[c.schema], c.name), inputs), body].map((f) => (c.name === 'news' ? withNames(f, inputs) : f)),
  }));
  const news = entryCollections.find((c) => c.name === 'news');
  const germanNews: CmsCollection = {
    ...FRONT_MATTER_COLLECTION,
    name: GERMAN_ONLY_NEWS,
    label: 'News in German only',
    label_singular: 'German post',
    folder: 'content/news',
    extension: 'de.md',
    summary: '{{title}}',
    fields: (news?.fields ?? []).map((f) => ({ ...f, i18n: false })),
  };
  // Decap edits the languages of one file collection side by side only when they share a file, so
  // each block of copy is a folder collection of its own, one entry in a folder of its own name
  // (content/pages/home/home.<lang>.yaml), which the backend maps to content/pages/home.<lang>.yaml.
  const copyCollections = (dir: 'pages' | 'site', blocks: Record<string, SchemaNode>): CmsCollection[] =>
    Object.entries(blocks)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, schema]) => ({
        name: `${dir}-${name}`,
        label: `${dir === 'pages' ? 'Page' : 'Site'}: ${labelOf(name)}`,
        label_singular: labelOf(name),
        folder: copyFolder(dir, name),
        format: 'yml',
        extension: 'yaml',
        create: false,
        delete: false,
        i18n: true,
        // Decap asks each folder collection for a field naming its entries; the summary names this one.
        identifier_field: Object.keys(entriesOf(schema, name))[0] ?? 'meta',
        summary: labelOf(name),
        fields: fieldsOf(entriesOf(schema, `content/${dir}/${name}`), inputs),
      }));
  const language = (f: CmsField): CmsField => ({ ...f, i18n: false });
  const facts: CmsCollection = {
    name: 'facts',
    label: 'Facts (every language)',
    delete: false,
    files: [
      {
        name: 'facts',
        label: 'Facts',
        file: 'content/facts.yaml',
        fields: fieldsOf(entriesOf(inputs.facts, 'content/facts.yaml'), inputs).map(language),
      },
      ...(inputs.clients
        ? [
            {
              name: 'clients',
              label: 'Clients of case studies',
              file: 'content/clients.yaml',
              fields: fieldsOf(entriesOf(inputs.clients, 'content/clients.yaml'), inputs).map(language),
            },
          ]
        : []),
    ],
  };
  return {
    load_config_file: false,
    backend: { name: 'proxy', proxy_url: STUDIO_API, branch: 'main' },
    publish_mode: 'simple',
    locale: 'en',
    media_folder: 'assets/images',
    public_folder: '/images',
    i18n,
    editor: { preview: true },
    collections: [
      ...copyCollections('pages', inputs.pages),
      ...copyCollections('site', inputs.site),
      ...entryCollections,
      germanNews,
      facts,
    ],
  } as CmsConfig;
}
