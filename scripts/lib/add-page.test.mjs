// node --test: README's "Adding a page" holds. In a copy of the project, a page is added with its
// registry entry, its component, its schema and its copy file in each language, nothing else; the
// build and the typecheck of the site's tree then pass, and the page's data is in the build. Without
// its German file the build stops and names it.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { copyProject } from './project-copy.mjs';

const run = promisify(execFile);

/** The new page's five files, as a writer and a developer would add them. @type {Record<string, string>} */
const FILES = {
  'client/pages/partners.schema.ts': `import * as v from 'valibot';
import { pageMeta, text } from '../site/copy-schema';

/**
 * The copy of the partners page, in content/pages/partners.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({ meta: pageMeta, heading: text, lead: text, partners: v.array(text) });

export type PartnersData = Omit<v.InferOutput<typeof schema>, 'meta'>;
`,
  'client/pages/partners.tsx': `import { PageHeader } from '../components/kit';
import type { PartnersData } from './partners.schema';

/** /partners: the companies we work with. */
export default function PartnersPage({ data }: { data: PartnersData }) {
  return (
    <>
      <PageHeader eyebrow={data.heading} title={data.heading} lead={data.lead} />
      <ul>
        {data.partners.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </>
  );
}
`,
  'content/pages/partners.en.yaml': `meta:
  title: Partners
  description: The companies {company.name} works with.
heading: Our partners
lead: We build with people we trust.
partners:
  - Cloudflare
`,
  'content/pages/partners.de.yaml': `meta:
  title: Partner
  description: Die Unternehmen, mit denen {company.name} zusammenarbeitet.
heading: Unsere Partner
lead: Wir bauen mit Menschen, denen wir vertrauen.
partners:
  - Cloudflare
`,
};

/** The registry entry, after the imprint's. */
const ENTRY = "  partners: { paths: { en: '/partners', de: '/de/partner' } },\n";

describe('adding a page', { timeout: 300_000 }, () => {
  /** @type {string} */
  let copy = '';
  /** Runs a Node script of the copy; resolves with its exit code and output. @param {string[]} args */
  const node = (args) =>
    run(process.execPath, args, { cwd: copy, env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600' }, maxBuffer: 1 << 24 }).then(
      (r) => ({ code: 0, output: r.stdout + r.stderr }),
      (/** @type {{ code?: number, stdout?: string, stderr?: string }} */ e) => ({ code: e.code ?? 1, output: `${e.stdout}${e.stderr}` }),
    );

  before(() => {
    copy = copyProject('add-page-');
    const routes = join(copy, 'client/routes.ts');
    const source = readFileSync(routes, 'utf8');
    const imprint = /^ {2}imprint: .*\n/m.exec(source);
    assert.ok(imprint, 'the registry has the imprint’s entry to add after');
    writeFileSync(routes, source.replace(imprint[0], `${imprint[0]}${ENTRY}`));
    for (const [file, text] of Object.entries(FILES)) writeFileSync(join(copy, file), text);
  });

  after(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('builds and typechecks with its four files and the registry entry, its copy in the page data', async () => {
    const build = await node(['scripts/build.mjs']);
    assert.equal(build.code, 0, build.output);
    const dir = join(copy, 'dist/client/_app');
    const data = (/** @type {string} */ lang) => {
      const file = readdirSync(dir).find((f) => f.startsWith(`page-data-${lang}-`));
      return JSON.parse(readFileSync(join(dir, file ?? ''), 'utf8')).partners;
    };
    assert.deepEqual(data('en'), { heading: 'Our partners', lead: 'We build with people we trust.', partners: ['Cloudflare'] });
    assert.equal(data('de').heading, 'Unsere Partner');
    const manifest = JSON.parse(readFileSync(join(copy, 'dist/build-manifest.json'), 'utf8'));
    assert.ok(manifest.pages.partners?.chunk, 'the page has its chunk');
    assert.ok('/de/partner' in manifest.lastModified, 'the sitemap lists its German page');
    // The typecheck of the site's tree (client/ with the DOM's types, and the modules the build
    // generated from the copy), where a page's data, titles, palette entry and component meet.
    writeFileSync(
      join(copy, 'tsconfig.pages.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { lib: ['ES2023', 'DOM', 'DOM.Iterable'] },
        include: ['client', 'globals.d.ts', 'dist/content/copy/*.ts'],
      }),
    );
    const checked = await run(join(copy, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.pages.json'], { cwd: copy, maxBuffer: 1 << 24 }).then(
      () => '',
      (/** @type {{ stdout?: string }} */ e) => e.stdout ?? 'failed',
    );
    assert.equal(checked, '', 'tsc -p tsconfig.pages.json');
  });

  it('stops the build, naming the file, when a language is missing', async () => {
    const german = join(copy, 'content/pages/partners.de.yaml');
    const kept = readFileSync(german, 'utf8');
    rmSync(german);
    try {
      const build = await node(['scripts/build.mjs']);
      assert.notEqual(build.code, 0);
      assert.match(build.output, /content\/pages\/partners\.de\.yaml:1: missing:/);
    } finally {
      writeFileSync(german, kept);
    }
    assert.ok(existsSync(german));
  });
});
