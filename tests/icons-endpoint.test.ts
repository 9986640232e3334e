import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { bundledIcon } from '../client/icons/bundled';
import { MAX_ICONS_PER_REQUEST, MAX_ICON_URL_LENGTH } from '../worker/routes/icons';
import { UPSTREAM_ORIGIN } from '../worker/icons/upstream';
import { ORIGIN, request } from './helpers';

// The worker runs in this isolate, so its outbound fetch is the global one: every test
// replaces it, and nothing ever leaves the machine.
let upstream: MockInstance<typeof fetch>;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  upstream = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('unexpected upstream call'));
  warn = vi.spyOn(console, 'warn');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers upstream requests with `answer`, recording each call. */
function upstreamAnswers(answer: () => Response | Promise<Response>) {
  upstream.mockImplementation(async () => answer());
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** URLs the worker asked upstream for, with the redirect mode it used. */
const upstreamCalls = () =>
  upstream.mock.calls.map(([input, init]) => ({
    url: input instanceof Request ? input.url : String(input),
    redirect: init?.redirect ?? (input instanceof Request ? input.redirect : 'follow'),
  }));

/** Log lines the worker wrote for failed upstream calls. */
const upstreamFailureLogs = () => warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('icon upstream failed'));

const MDI_HOME = '<path fill="currentColor" d="M10 20v-6h4v6h5v-8h3L12 3L2 12h3v8z"/>';
const MDI_ACCOUNT =
  '<path fill="currentColor" d="M12 4a4 4 0 0 1 4 4a4 4 0 0 1-4 4a4 4 0 0 1-4-4a4 4 0 0 1 4-4m0 10c4.42 0 8 1.79 8 4v2H4v-2c0-2.21 3.58-4 8-4"/>';

describe('icon endpoint: bundled icons', () => {
  it('answers Iconify JSON for bundled icons without contacting the upstream', async () => {
    const res = await request('/api/icons/lucide.json?icons=check,arrow-right');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(await res.json()).toEqual({
      prefix: 'lucide',
      icons: { 'arrow-right': { body: bundledIcon('lucide:arrow-right')?.body }, check: { body: bundledIcon('lucide:check')?.body } },
      width: 24,
      height: 24,
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers one bundled icon as an SVG document with a long cache', async () => {
    const res = await request('/api/icons/simple-icons/github.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(await res.text()).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 24 24">${bundledIcon('simple-icons:github')?.body}</svg>`,
    );
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request('/api/icons/lucide/check.svg', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await res.text()).toBe('');
  });
});

describe('icon endpoint: proxied icons', () => {
  it('proxies a set it does not bundle, then serves the same batch from the cache', async () => {
    upstreamAnswers(() => json({ prefix: 'mdi', icons: { home: { body: MDI_HOME } }, width: 24, height: 24 }));
    const first = await request('/api/icons/mdi.json?icons=home');
    expect(first.status).toBe(200);
    const expected = { prefix: 'mdi', icons: { home: { body: MDI_HOME } }, width: 24, height: 24 };
    expect(await first.json()).toEqual(expected);
    expect(upstreamCalls()).toEqual([{ url: 'https://api.iconify.design/mdi.json?icons=home', redirect: 'manual' }]);

    const second = await request('/api/icons/mdi.json?icons=home');
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(expected);
    // The SVG of the same icon is the same one-name batch: also from the cache.
    const svg = await request('/api/icons/mdi/home.svg');
    expect(svg.status).toBe(200);
    expect(await svg.text()).toBe(`<svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 24 24">${MDI_HOME}</svg>`);
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('asks upstream only for the names it does not bundle, and merges the answers', async () => {
    upstreamAnswers(() => json({ prefix: 'lucide', icons: { 'zap-off': { body: '<path d="M1 1h2"/>' } }, width: 24, height: 24 }));
    const res = await request('/api/icons/lucide.json?icons=zap-off,check');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      prefix: 'lucide',
      icons: { check: { body: bundledIcon('lucide:check')?.body }, 'zap-off': { body: '<path d="M1 1h2"/>' } },
      width: 24,
      height: 24,
    });
    expect(upstreamCalls().map((c) => c.url)).toEqual(['https://api.iconify.design/lucide.json?icons=zap-off']);
  });

  it('resolves upstream aliases and transformations, scopes ids, and states sizes per icon when they differ', async () => {
    upstreamAnswers(() =>
      json({
        prefix: 'tabler',
        icons: {
          arrow: { body: '<path d="M0 8h16"/>', width: 16, height: 16 },
          badge: { body: '<defs><linearGradient id="g"/></defs><path fill="url(#g)" d="M0 0h24v12H0z"/>', width: 24, height: 12 },
        },
        aliases: { 'arrow-down': { parent: 'arrow', rotate: 1 } },
        not_found: ['ghost'],
      }),
    );
    const res = await request('/api/icons/tabler.json?icons=arrow-down,badge,ghost');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      prefix: 'tabler',
      icons: {
        'arrow-down': { body: '<g transform="rotate(90 8 8)"><path d="M0 8h16"/></g>', width: 16, height: 16 },
        badge: {
          body: '<defs><linearGradient id="tabler-badge-g"/></defs><path fill="url(#tabler-badge-g)" d="M0 0h24v12H0z"/>',
          width: 24,
          height: 12,
        },
      },
      not_found: ['ghost'],
    });
  });

  it('lists unknown names of a known set in not_found, and answers 404 for one unknown SVG', async () => {
    upstreamAnswers(() => json({ prefix: 'mdi', icons: {}, not_found: ['no-such-icon'] }));
    const listed = await request('/api/icons/mdi.json?icons=no-such-icon');
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ prefix: 'mdi', icons: {}, not_found: ['no-such-icon'] });
    const svg = await request('/api/icons/mdi/no-such-icon.svg');
    expect(svg.status).toBe(404);
    expect(await svg.json()).toEqual({ error: 'unknown icon' });
  });

  it('treats an icon whose SVG could run script as not found', async () => {
    upstreamAnswers(() =>
      json({
        prefix: 'evil',
        icons: { x: { body: '<path d="M0 0"/><script>alert(1)</script>' }, y: { body: '<path onload="alert(1)" d="M0 0"/>' } },
      }),
    );
    const res = await request('/api/icons/evil.json?icons=x,y');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ prefix: 'evil', icons: {}, not_found: ['x', 'y'] });
  });
});

describe('icon endpoint: upstream failures', () => {
  it('answers 404 when the upstream does not know the set, and caches nothing', async () => {
    upstreamAnswers(() => new Response('Not found', { status: 404 }));
    const res = await request('/api/icons/nosuchset.json?icons=home');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'unknown icon set' });
    expect((await request('/api/icons/nosuchset/home.svg')).status).toBe(404);
    expect(upstream).toHaveBeenCalledTimes(2);
    expect(upstreamFailureLogs()).toEqual([]);
  });

  it('answers 502 on an upstream 5xx, logs it once and caches nothing', async () => {
    upstreamAnswers(() => new Response('Service Unavailable', { status: 503 }));
    const res = await request('/api/icons/carbon.json?icons=cloud');
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'the icon service failed' });
    expect(upstreamFailureLogs()).toHaveLength(1);
    expect(JSON.parse(upstreamFailureLogs()[0] ?? '{}')).toMatchObject({
      level: 'warn',
      outcome: 'failed',
      reason: 'HTTP 503',
      upstream: 'https://api.iconify.design/carbon.json?icons=cloud',
    });

    upstreamAnswers(() => json({ prefix: 'carbon', icons: { cloud: { body: MDI_ACCOUNT } } }));
    const retried = await request('/api/icons/carbon.json?icons=cloud');
    expect(retried.status).toBe(200);
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('answers 502 when the upstream cannot be reached or answers nonsense', async () => {
    upstream.mockRejectedValue(new TypeError('Network connection lost.'));
    expect((await request('/api/icons/ph.json?icons=house')).status).toBe(502);
    upstreamAnswers(() => new Response('<html>maintenance</html>', { status: 200 }));
    expect((await request('/api/icons/ph.json?icons=house')).status).toBe(502);
    upstreamAnswers(() => json({ prefix: 'other', icons: { house: { body: MDI_HOME } } }));
    expect((await request('/api/icons/ph.json?icons=house')).status).toBe(502);
    upstreamAnswers(() => json({ prefix: 'ph', icons: { house: { body: 42 } } }));
    expect((await request('/api/icons/ph/house.svg')).status).toBe(502);
    expect(upstreamFailureLogs()).toHaveLength(4);
  });

  it('does not follow an upstream redirect: it is a 502', async () => {
    upstreamAnswers(() => new Response(null, { status: 302, headers: { Location: 'https://evil.example/ph.json' } }));
    expect((await request('/api/icons/ph.json?icons=gear')).status).toBe(502);
    expect(upstreamCalls()).toEqual([{ url: 'https://api.iconify.design/ph.json?icons=gear', redirect: 'manual' }]);
  });

  it('answers 504 when the upstream hangs past the timeout, logs it once and caches nothing', async () => {
    // Never settles and ignores the abort signal: only the worker's own deadline can end it.
    let aborted = false;
    upstream.mockImplementation((_, init) => {
      init?.signal?.addEventListener('abort', () => void (aborted = true));
      return new Promise<Response>(() => {});
    });
    const res = await request('/api/icons/fluent.json?icons=home');
    expect(res.status).toBe(504);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'the icon service did not answer in time' });
    expect(upstreamFailureLogs()).toHaveLength(1);
    expect(JSON.parse(upstreamFailureLogs()[0] ?? '{}')).toMatchObject({ outcome: 'timeout' });
    // The worker also aborted the request it gave up on.
    expect(aborted).toBe(true);

    upstreamAnswers(() => json({ prefix: 'fluent', icons: { home: { body: MDI_HOME } } }));
    expect((await request('/api/icons/fluent.json?icons=home')).status).toBe(200);
    expect(upstream).toHaveBeenCalledTimes(2);
  });
});

describe('icon endpoint: input validation', () => {
  it.each([
    ['an uppercase prefix', '/api/icons/Lucide.json?icons=check'],
    ['an uppercase name', '/api/icons/lucide.json?icons=Check'],
    ['a double hyphen', '/api/icons/lucide.json?icons=arrow--right'],
    ['a leading hyphen', '/api/icons/lucide.json?icons=-check'],
    ['an underscore', '/api/icons/lucide.json?icons=arrow_right'],
    ['an empty name in the list', '/api/icons/lucide.json?icons=check,,mail'],
    ['a missing icons parameter', '/api/icons/lucide.json'],
    ['an empty icons parameter', '/api/icons/lucide.json?icons='],
    ['dots in the prefix', '/api/icons/lucide.x.json?icons=check'],
    ['an invalid SVG name', '/api/icons/lucide/Check.svg'],
    ['an invalid SVG prefix', '/api/icons/lu_cide/check.svg'],
    ['a name with a space', '/api/icons/lucide.json?icons=check%20mail'],
  ])('answers 400 for %s, without reflecting it', async (_, path) => {
    const res = await request(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { error: string };
    expect(body.error).not.toMatch(/Lucide|Check|arrow|lu_cide/);
    expect(upstream).not.toHaveBeenCalled();
  });

  it(`answers 414 for a URL over ${MAX_ICON_URL_LENGTH} characters, and not at the limit`, async () => {
    // Padded with a parameter the endpoint ignores, to reach an exact length.
    const base = '/api/icons/lucide.json?icons=check&pad=';
    const fill = (length: number) => `${base}${'a'.repeat(length - ORIGIN.length - base.length)}`;
    expect(ORIGIN.length + fill(MAX_ICON_URL_LENGTH + 1).length).toBe(MAX_ICON_URL_LENGTH + 1);
    const over = await request(fill(MAX_ICON_URL_LENGTH + 1));
    expect(over.status).toBe(414);
    expect(await over.json()).toEqual({ error: 'URI too long' });
    expect((await request(fill(MAX_ICON_URL_LENGTH))).status).toBe(200);
    expect((await request(`/api/icons/lucide/${'a'.repeat(MAX_ICON_URL_LENGTH)}.svg`)).status).toBe(414);
  });

  it(`answers 400 for more than ${MAX_ICONS_PER_REQUEST} icons in one request`, async () => {
    const names = Array.from({ length: MAX_ICONS_PER_REQUEST + 1 }, (_, i) => `i${i}`);
    const res = await request(`/api/icons/mdi.json?icons=${names.join(',')}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: `at most ${MAX_ICONS_PER_REQUEST} icons per request` });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers 405 to other methods and a JSON 404 to other paths under /api/icons', async () => {
    const post = await request('/api/icons/lucide.json?icons=check', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const other = await request('/api/icons/lucide/check.png');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'not found' });
  });
});

describe('icon endpoint: only the Iconify host is ever contacted', () => {
  it.each([
    '/api/icons/evil.example%2Fx.json?icons=home',
    '/api/icons/@evil.example.json?icons=home',
    '/api/icons/mdi.json?icons=home@evil.example',
    '/api/icons/mdi.json?icons=home%2F%2Fevil.example',
    '/api/icons/mdi.json?icons=..%2F..%2Fevil',
    '/api/icons/mdi.json?icons=home%23,x',
    '/api/icons/mdi.json?icons=home%3Fhost%3Devil.example',
    '/api/icons/https:%2F%2Fevil.example/home.svg',
    '/api/icons/mdi/..%2F..%2Fevil.svg',
  ])('rejects %s before any upstream call', async (path) => {
    const res = await request(path);
    expect([400, 404]).toContain(res.status);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('builds the upstream URL from the validated prefix and names only', async () => {
    upstreamAnswers(() => json({ prefix: 'mdi', icons: { account: { body: MDI_ACCOUNT }, home: { body: MDI_HOME } } }));
    const res = await request('/api/icons/mdi.json?icons=home,account,home&host=evil.example&prefix=evil', {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', Forwarded: 'host=evil.example' },
    });
    expect(res.status).toBe(200);
    expect(upstreamCalls()).toEqual([{ url: `${UPSTREAM_ORIGIN}/mdi.json?icons=account,home`, redirect: 'manual' }]);
    expect(UPSTREAM_ORIGIN).toBe('https://api.iconify.design');
  });
});
