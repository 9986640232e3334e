import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveScreen } from '../client/app/screen';
import type { AppState } from '../client/app/state';
import { PAGE_META } from '../client/site';
import { PAGE_DATA } from '../client/site/page-data';
import { PayloadError, fetchPayload, stateFromPayload } from '../client/runtime/payload';
import { payloadPath, type ContentPageId } from '../client/routes';
import { BUILD } from '../worker/manifest';
import { EVERY_PAGE, ORIGIN, STATIC_PAGES, pageMeta, request } from './helpers';

const CURRENT: AppState = {
  buildId: BUILD.buildId,
  origin: ORIGIN,
  path: '/',
  lang: 'en',
  year: 2026,
  view: { kind: 'page', id: 'home', meta: PAGE_META.home, data: PAGE_DATA.en.home },
};

/** Browser fetches of relative URLs, answered by the real worker. */
let requested: string[];
/** The URL a fetch was asked for. */
const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requested.push(urlOf(input));
    return request(urlOf(input), init);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payloads', () => {
  it('are asked for where the worker serves them', () => {
    expect(STATIC_PAGES.filter((r) => r.lang === 'en').map((r) => payloadPath(r.path))).toEqual([
      '/_payload.json',
      '/solutions/_payload.json',
      '/company/_payload.json',
      '/careers/_payload.json',
      '/careers/applied/_payload.json',
      '/contact/_payload.json',
      '/contact/sent/_payload.json',
      '/privacy/_payload.json',
      '/imprint/_payload.json',
    ]);
    expect(STATIC_PAGES.filter((r) => r.lang === 'de').map((r) => payloadPath(r.path))).toContain('/de/_payload.json');
  });

  for (const route of EVERY_PAGE) {
    it(`${route.path}: the worker's payload becomes a state that renders`, async () => {
      const payload = await fetchPayload(route.path);
      expect(requested).toEqual([payloadPath(route.path)]);
      expect(payload).toMatchObject({ buildId: BUILD.buildId, path: route.path, ...pageMeta(route) });
      if (STATIC_PAGES.includes(route) && route.id !== 'home')
        expect(payload.data).toEqual(PAGE_DATA[route.lang][route.id as Exclude<typeof route.id, 'position' | ContentPageId>]);
      const state = stateFromPayload(CURRENT, payload);
      expect(state).toMatchObject({
        buildId: BUILD.buildId,
        origin: ORIGIN,
        path: route.path,
        lang: route.lang,
        year: 2026,
        view: { kind: 'page', id: route.id, meta: pageMeta(route), data: payload.data },
      });
      const screen = await resolveScreen(state);
      expect(screen.state).toBe(state);
      expect(screen.element).toBeTruthy();
    });
  }

  it('keeps the document facts (origin, year, build id) from the current state', () => {
    const current = { ...CURRENT, origin: 'https://preview.larchfield.dev', year: 2031, buildId: '0123456789abcdef' };
    const state = stateFromPayload(current, {
      buildId: 'ffffffffffffffff',
      path: '/careers',
      ...PAGE_META.careers,
      data: PAGE_DATA.en.careers,
    });
    expect(state.origin).toBe('https://preview.larchfield.dev');
    expect(state.year).toBe(2031);
    expect(state.buildId).toBe('0123456789abcdef');
  });

  it('rejects an error answer after the one retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    await expect(fetchPayload('/company')).rejects.toThrow(PayloadError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects a document for another page', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ buildId: BUILD.buildId, path: '/careers', title: 'Careers', data: PAGE_DATA.en.careers }),
    );
    await expect(fetchPayload('/company')).rejects.toThrow('unexpected document');
  });
});
