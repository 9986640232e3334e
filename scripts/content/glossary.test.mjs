// The German glossary (content/glossary.yaml): its schema, and that no German text of content/
// uses a term it rules out (./glossary.mjs).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { germanTexts, readGlossary, ruledOutTerms, termPattern } from './glossary.mjs';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

/** @type {string[]} */
const problems = [];
const glossary = readGlossary(PROJECT, (line, message) => problems.push(`content/glossary.yaml:${line}: ${message}`)) ?? [];

describe('the German glossary', () => {
  it('passes its schema, and rules out each term once', () => {
    assert.deepEqual(problems, []);
    assert.ok(glossary.length >= 10);
    const terms = glossary.flatMap((e) => e.not);
    assert.deepEqual(
      terms.filter((t, i) => terms.indexOf(t) !== i),
      [],
    );
    // A preferred term is never one another concept rules out.
    assert.deepEqual(
      glossary.filter((e) => ruledOutTerms([{ file: 'use', line: 1, text: e.use }], glossary).length > 0).map((e) => e.use),
      [],
    );
  });

  it('is used: no German text of content/ has a ruled-out term', () => {
    const lines = germanTexts(PROJECT);
    assert.ok(lines.length > 1000, `only ${lines.length} lines of German read`);
    for (const file of [
      'content/pages/home.de.yaml',
      'content/site/footer.de.yaml',
      'content/work/serra-ceramics.de.md',
      'content/tags.yaml',
    ])
      assert.ok(
        lines.some((l) => l.file === file),
        `${file} is read`,
      );
    assert.deepEqual(ruledOutTerms(lines, glossary), []);
  });
});

describe('finding a ruled-out term', () => {
  /** @type {import('./glossary.mjs').Glossary} */
  const rules = [
    // Two forms that both find "Werktags": it is named once.
    { concept: 'working day', use: 'Arbeitstag', not: ['Werktag', 'werktags'] },
    { concept: 'engineering', use: 'Entwicklung', not: ['Engineering'], except: ['Acme Engineering GmbH'] },
    { concept: 'custom software', use: 'Individualsoftware', not: ['nach Maß'] },
  ];
  const find = (/** @type {string} */ text) => ruledOutTerms([{ file: 'x.de.yaml', line: 7, text }], rules);

  it('finds it with a German ending, naming the file, the line and the preferred term', () => {
    assert.deepEqual(find('Wir antworten innerhalb von zwei Werktagen.'), ['x.de.yaml:7: "Werktagen": use Arbeitstag']);
    assert.deepEqual(find('Innerhalb eines Werktags'), ['x.de.yaml:7: "Werktags": use Arbeitstag']);
    assert.equal(find('Unser Engineering-Team').length, 1);
  });

  it('matches whole words only, and a noun only with its capital', () => {
    assert.deepEqual(find('Werktagsruhe, Werkzeug, tags: [engineering], Reengineering'), []);
    assert.deepEqual(find('Für die Acme Engineering GmbH'), []);
  });

  it('finds a term written in lower case also at the start of a sentence, across a no-break space', () => {
    assert.equal(find('Software nach Maß.').length, 1);
    assert.equal(find('Nach\u00a0Maß gebaut.').length, 1);
    assert.ok(termPattern('nach Maß').test('Nach Maß'));
  });
});

describe('reading the German texts', () => {
  let root = '';
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'glossary-'));
    const files = {
      'content/pages/demo.de.yaml': 'title: Antwort in zwei Werktagen\ncta:\n  href: page:werktag\n  label: Werktag\nid: werktag\n',
      'content/pages/demo.en.yaml': 'title: Two Werktagen\n',
      'content/news/post.de.md':
        '---\ntitle: Ein Beitrag\ntags: [Werktag]\n---\n\nErster Absatz über [Werktage](/de/werktage) und `Werktag`.\n\n```ts\nconst Werktag = 1;\n```\n\nEin Werktag.\n',
      'content/positions/job.de.md': '---\nid: job\nteam: Engineering\nsummary: Gehaltsspanne und Engineering\n---\n\nText.\n',
      'content/tags.yaml': 'engineering: { en: Engineering, de: Engineering }\n',
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      writeFileSync(join(root, name), text);
    }
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('reads values, front matter and body at their lines; not keys, ids, links, code or English files', () => {
    const rules = [
      { concept: 'working day', use: 'Arbeitstag', not: ['Werktag'] },
      { concept: 'engineering', use: 'Entwicklung', not: ['Engineering'] },
    ];
    assert.deepEqual(ruledOutTerms(germanTexts(root), rules), [
      'content/pages/demo.de.yaml:1: "Werktagen": use Arbeitstag',
      'content/pages/demo.de.yaml:4: "Werktag": use Arbeitstag',
      'content/news/post.de.md:6: "Werktage": use Arbeitstag',
      'content/news/post.de.md:12: "Werktag": use Arbeitstag',
      'content/positions/job.de.md:4: "Engineering": use Entwicklung',
      'content/tags.yaml:1: "Engineering": use Entwicklung',
    ]);
  });
});
