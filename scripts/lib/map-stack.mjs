// Maps the positions in a stack the worker logged (`index.js:line:column` of the minified bundle,
// decision 0180) back to our sources, with the source map `npm run build` writes beside the bundle
// (dist/worker/index.js.map) from the same commit.
import { SourceMap } from 'node:module';
import { relative, resolve } from 'node:path';

/** A position in the bundle: `index.js:12:345`, with whatever path precedes the file name. */
const POSITION = /[^\s()"'@\\]*index\.js:(\d+):(\d+)/g;

/**
 * A function that rewrites every bundle position in a text to `file:line:column` of the source
 * (paths relative to `root`), leaving positions the map does not cover as they are.
 * `map` is the parsed source map, `mapDir` the folder it was written in (its sources are relative to it).
 * @param {import('node:module').SourceMapPayload} map @param {{ mapDir: string, root: string }} where
 * @returns {(text: string) => string}
 */
export function stackMapper(map, { mapDir, root }) {
  const sourceMap = new SourceMap(map);
  return (text) =>
    text.replace(POSITION, (/** @type {string} */ whole, /** @type {string} */ line, /** @type {string} */ column) => {
      const entry = sourceMap.findEntry(Number(line) - 1, Number(column) - 1);
      // findEntry answers the nearest mapping before the position: on another line it is not this one.
      if (!('originalSource' in entry) || entry.originalSource === undefined || entry.generatedLine !== Number(line) - 1) return whole;
      return `${relative(root, resolve(mapDir, entry.originalSource))}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    });
}

/**
 * One line of input made readable: a JSON log line with a `stack` field becomes its message and
 * the mapped stack, one frame a line; anything else is mapped as it is.
 * @param {string} line @param {(text: string) => string} mapText
 */
export function mapLogLine(line, mapText) {
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return mapText(line);
  }
  if (record === null || typeof record !== 'object' || typeof record.stack !== 'string') return mapText(line);
  return [`${record.level ?? ''} ${record.message ?? ''}`.trim(), mapText(record.stack)].join('\n');
}
