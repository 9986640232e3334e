import { describe, expect, it } from 'vitest';
import { payloadPath } from '../client/routes';
import { decodeUnreserved } from '../worker/middleware/canonical-path';
import { EVERY_PAGE, request } from './helpers';
import { captureLogs } from './worker-env';

/** Every way to write one unreserved character of `path` as an escape, at three places: first, middle, last. */
function encodedVariants(path: string): string[] {
  // Paths are ASCII: an index is a character.
  const spots = path.split('').flatMap((ch, i) => (/[A-Za-z0-9\-._~]/.test(ch) ? [i] : []));
  const picks = [...new Set([spots[0], spots[Math.floor(spots.length / 2)], spots.at(-1)])].filter((i) => i !== undefined);
  return picks.flatMap((i) => {
    const hex = path.charCodeAt(i).toString(16).toUpperCase();
    // Upper and lower case hex digits are the same escape (RFC 3986 §2.1).
    return [`%${hex}`, `%${hex.toLowerCase()}`].map((escape) => `${path.slice(0, i)}${escape}${path.slice(i + 1)}`);
  });
}

describe('decodeUnreserved', () => {
  it('decodes letters, digits and -._~, and leaves every other escape as it is', () => {
    expect(decodeUnreserved('/w%6Frk/%41%7a%30%2D%2e%5F%7E')).toBe('/work/Az0-._~');
    expect(decodeUnreserved('/a%2Fb%3F%23%25%20%C3%BC%3C')).toBe('/a%2Fb%3F%23%25%20%C3%BC%3C');
  });
});

describe('a path that escapes an unreserved character', () => {
  // Every page in both languages (one per entry, topic, page of posts and open position) and its payload.
  const paths = EVERY_PAGE.flatMap((p) => [p.path, payloadPath(p.path)]);

  it('is redirected to the plain path for every page and payload, GET and HEAD, with no 5xx and no error logged', async () => {
    const logs = captureLogs();
    let checked = 0;
    for (const path of paths) {
      for (const variant of encodedVariants(path)) {
        for (const method of ['GET', 'HEAD']) {
          const res = await request(`${variant}?q=1`, { method });
          expect(res.status, `${method} ${variant}`).toBe(301);
          expect(res.headers.get('location'), `${method} ${variant}`).toBe(`https://www.larchfield.dev${path}?q=1`);
          // The plain path it leads to is the page itself.
          if (method === 'GET' && checked % 7 === 0) expect((await request(path)).status, path).toBe(200);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(paths.length * 4);
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
    expect(logs.filter((l) => typeof l.status === 'number' && l.status >= 500)).toEqual([]);
  });

  it('keeps its method with a 308 when it is not GET or HEAD', async () => {
    const res = await request('/c%6Fntact', {
      method: 'POST',
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('https://www.larchfield.dev/contact');
  });

  it('stays on our origin whatever the path spells', async () => {
    const res = await request('/%2F%2Fevil.example/%6Eews');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://www.larchfield.dev/%2F%2Fevil.example/news');
  });

  it('is a 404, not a 5xx, where the escape is of a reserved or non-ASCII character', async () => {
    const logs = captureLogs();
    for (const path of ['/news/tag/com%2Fpany', '/work/%C3%BCber', '/de/aktuelles/%3Cx%3E', '/careers/a%2Fb']) {
      for (const method of ['GET', 'HEAD']) expect((await request(path, { method })).status, `${method} ${path}`).toBe(404);
    }
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('the cache key of a page', () => {
  it('leaves out query parameters the page does not read: 50 unknown values make at most one render', async () => {
    const logs = captureLogs();
    const etags = new Set<string | null>();
    for (let i = 0; i < 50; i++) {
      // /news reads no parameter: `service` (which /work reads), `utm_source` and the like are not its own.
      const res = await request(`/news?service=s${i}&utm_source=x${i}`);
      expect(res.status).toBe(200);
      etags.add(res.headers.get('etag'));
    }
    expect(etags.size).toBe(1);
    expect(logs.filter((l) => l.message === 'request' && l.cache === 'render').length).toBeLessThanOrEqual(1);
  });

  it('keeps the one parameter /work reads and checks', async () => {
    const logs = captureLogs();
    const all = await request('/work');
    const narrowed = await request('/work?service=api-development');
    expect(narrowed.status).toBe(200);
    expect(narrowed.headers.get('etag')).not.toBe(all.headers.get('etag'));
    expect(logs.some((l) => l.level === 'error')).toBe(false);
  });
});
