// The front matter of each collection, as valibot schemas (the forms use valibot too): the
// contract in docs/decisions/0160 (and the writer's copy of it). Strict objects, so a misspelt
// key is an error rather than a field silently ignored.
import * as v from 'valibot';

/** @type {import('../../client/content/types').ServiceId[]} */
const SERVICES = ['custom-saas', 'api-development', 'custom-software', 'newsloom-api'];
/** @type {import('../../client/content/types').Lang[]} */
export const LANGS = ['en', 'de'];

/** Lowercase words joined by hyphens: keys, slugs, ids. */
export const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A real calendar date and time with an explicit offset, e.g. 2026-03-18T09:00:00+01:00.
 * @param {string} s
 */
export function isDateTime(s) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?([+-])(\d{2}):(\d{2})$/.exec(s);
  if (!m) return false;
  const [, y, mo, d, h, mi, se = '0', , oh, om] = m.map((x) => x);
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(mo) - 1 &&
    date.getUTCDate() === Number(d) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(se) < 60 &&
    Number(oh) <= 14 &&
    Number(om) < 60
  );
}

/** @param {string} s */
function isDate(s) {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && isDateTime(`${s}T00:00:00+00:00`);
}

const text = v.pipe(v.string('must be text'), v.trim(), v.minLength(1, 'must not be empty'));
const dateTime = v.pipe(
  v.string('must be a date-time in quotes or plain, like 2026-03-18T09:00:00+01:00'),
  v.check(isDateTime, 'must be a date-time with its offset, like 2026-03-18T09:00:00+01:00'),
);
const date = v.pipe(v.string('must be a date like 2026-11-24'), v.check(isDate, 'must be a date like 2026-11-24'));
const slug = v.pipe(v.string('must be text'), v.regex(ID, 'must be lowercase words joined by hyphens'));
const description = v.pipe(text, v.maxLength(160, 'must be at most 160 characters'));
const textList = v.array(text, 'must be a list of texts');

const common = {
  title: text,
  slug,
  description,
  published: dateTime,
  updated: v.optional(dateTime),
  draft: v.optional(v.boolean('must be true or false')),
};

/**
 * A case study's front matter; `clients` are the names content/clients.yaml lists (CLIENTS), the
 * only ones `client` may name (any name while that file is missing or wrong: its own problem is
 * reported, not one per case study).
 * @param {string[] | undefined} clients
 */
export const WORK = (clients) =>
  v.strictObject(
    {
      ...common,
      client: clients ? v.picklist(clients, `must be a client from content/clients.yaml: ${clients.join(', ')}`) : text,
      industry: text,
      services: v.pipe(
        v.array(v.picklist(SERVICES, `must be one of: ${SERVICES.join(', ')}`), 'must be a list of service ids'),
        v.minLength(1, 'must name at least one service'),
      ),
      duration: text,
      team: text,
      results: v.pipe(
        v.array(v.strictObject({ value: text, label: text }, 'must be { value, label }'), 'must be a list'),
        v.minLength(2, 'must have 2 to 4 figures'),
        v.maxLength(4, 'must have 2 to 4 figures'),
      ),
      quote: v.strictObject({ text, author: text, role: text }, 'must be { text, author, role }'),
      technologies: v.pipe(textList, v.minLength(1, 'must name at least one technology')),
    },
    'front matter must be a mapping of the case-study fields',
  );

/** @param {string[]} authors @param {string[]} tags */
export const NEWS = (authors, tags) =>
  v.strictObject(
    {
      ...common,
      author: v.picklist(authors, `must be an author id from content/authors.yaml: ${authors.join(', ')}`),
      tags: v.pipe(
        v.array(v.picklist(tags, `must be a tag id from content/tags.yaml: ${tags.join(', ')}`), 'must be a list of tag ids'),
        v.minLength(1, 'must name at least one tag'),
      ),
    },
    'front matter must be a mapping of the post fields',
  );

const euros = v.pipe(v.number('must be a number of euros'), v.integer('must be whole euros'), v.minValue(0, 'must not be negative'));

export const POSITION = v.strictObject(
  {
    id: slug,
    status: v.picklist(['open', 'closed'], 'must be open or closed'),
    title: text,
    team: v.picklist(['Engineering', 'Design', 'Product', 'Operations'], 'must be Engineering, Design, Product or Operations'),
    type: v.picklist(['Full-time', 'Part-time'], 'must be Full-time or Part-time'),
    location: text,
    workplace: v.picklist(['on-site', 'hybrid', 'remote'], 'must be on-site, hybrid or remote'),
    offices: v.array(v.picklist(['leipzig', 'lisbon'], 'must be leipzig or lisbon'), 'must be a list of offices (may be empty: [])'),
    remoteRegion: v.optional(v.strictObject({ name: text }, 'must be { name }')),
    remoteRules: text,
    summary: text,
    tasks: textList,
    requirements: textList,
    niceToHave: v.array(text, 'must be a list (may be empty: [])'),
    salary: v.strictObject(
      {
        min: euros,
        max: euros,
        proRata: v.optional(v.strictObject({ hours: text, min: euros, max: euros }, 'must be { hours, min, max }')),
      },
      'must be { min, max, proRata? }',
    ),
    datePosted: date,
    validThrough: date,
    updated: date,
    /** Where /careers lists it among the open positions: lower first (optional; without, after those with one). */
    order: v.optional(v.pipe(v.number('must be a whole number'), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'))),
  },
  'front matter must be a mapping of the position fields',
);

export const AUTHORS = v.record(
  v.pipe(v.string(), v.regex(ID, 'author ids are lowercase words joined by hyphens')),
  v.strictObject({ name: text }, 'must be { name }'),
);
/**
 * content/clients.yaml: the clients case studies are about, each named once as the site names it in
 * every language (a name is no translation). A new client is a line there and no code.
 */
export const CLIENTS = v.strictObject(
  {
    clients: v.pipe(
      v.array(v.strictObject({ name: text }, 'must be { name }'), 'must be a list of clients'),
      v.minLength(1, 'must name at least one client'),
      v.checkItems((client, i, list) => list.findIndex((other) => other.name === client.name) === i, 'names a client the list already has'),
    ),
  },
  'must be { clients: [{ name }, …] }',
);
export const TAGS = v.record(
  v.pipe(v.string(), v.regex(ID, 'tag ids are lowercase words joined by hyphens')),
  v.strictObject({ en: text, de: text }, 'must be { en, de }: a label in each language'),
);

/**
 * content/glossary.yaml: for each concept the German term the site uses and the terms it rules out
 * (./glossary.mjs finds those in the German texts), with why.
 */
export const GLOSSARY = v.array(
  v.strictObject(
    {
      concept: text,
      use: text,
      not: v.pipe(v.array(text, 'must be a list of the terms ruled out'), v.minLength(1, 'must rule out at least one term')),
      why: v.optional(text),
      except: v.optional(v.array(text, 'must be a list of the names a ruled-out word may stand in')),
    },
    'must be { concept, use, not, why?, except? }',
  ),
  'the glossary is a list of concepts',
);
