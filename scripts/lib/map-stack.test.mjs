// node --test: positions of the minified worker bundle in a logged stack map back to our sources
// (needs `npm run build`). The bundle is a deploy dry run's, made as `npm run build` makes
// dist/worker/index.js, which later steps of `npm test` remove.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { deployBundle } from '../bench/worker-size.mjs';
import { ROOT } from './dev-server.mjs';
import { mapLogLine, stackMapper } from './map-stack.mjs';

const bundle = deployBundle();
after(() => bundle.cleanup());
const code = readFileSync(bundle.file, 'utf8');
const mapText = stackMapper(JSON.parse(readFileSync(`${bundle.file}.map`, 'utf8')), { mapDir: dirname(bundle.file), root: ROOT });
/** The bundle's 1-based line and column of the first occurrence of a text. */
const positionOf = (/** @type {string} */ text) => {
  const at = code.indexOf(text);
  assert.ok(at >= 0, `the bundle does not contain ${text}`);
  const before = code.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
};

describe('map-stack', () => {
  it('maps a bundle position to the source line that holds the code', () => {
    const { line, column } = positionOf('error page failed to render');
    const mapped = mapText(`Error: boom\n    at renderErrorPage (index.js:${line}:${column})`);
    const [, file, sourceLine] = /at renderErrorPage \((.+):(\d+):\d+\)$/.exec(mapped) ?? [];
    assert.equal(file, 'worker/errors.ts');
    assert.match(readFileSync(join(ROOT, file), 'utf8').split('\n')[Number(sourceLine) - 1] ?? '', /error page failed to render/);
  });

  it('reads a JSON log line: its message, then the stack one frame a line', () => {
    const { line, column } = positionOf('error page failed to render');
    const logged = JSON.stringify({
      level: 'error',
      message: 'boom',
      requestId: 'r1',
      stack: `Error: boom\n    at x (/srv/index.js:${line}:${column})`,
    });
    const out = mapLogLine(logged, mapText).split('\n');
    assert.equal(out[0], 'error boom');
    assert.match(out[2] ?? '', /^ {4}at x \(worker\/errors\.ts:\d+:\d+\)$/);
  });

  it('leaves positions outside the bundle and other text as they are', () => {
    const text = 'at y (index.js:999999:1) at z (other.js:1:1) plain';
    assert.equal(mapText(text), text);
    assert.equal(mapLogLine('not json', mapText), 'not json');
  });
});
