import lucide from '@iconify-json/lucide/icons.json';
import simpleIcons from '@iconify-json/simple-icons/icons.json';
import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../client/components/icon';
import { RemoteIcon } from '../client/components/remote-icon';
import { bundledIcon } from '../client/icons/bundled';
import { parseIconName } from '../client/icons/names';
import { ICON_FETCH_TIMEOUT_MS, createIconLoader, remoteIconUrl, shapeFromIconifyJson, type IconFetch } from '../client/icons/remote';
import { USED_ICONS } from '../client/icons/used';
import { flattenIcon, scopeIds } from '../worker/icons/flatten';
import { PAGES, request } from './helpers';

const INSTALLED: Record<string, Parameters<typeof flattenIcon>[0]> = { lucide, 'simple-icons': simpleIcons };

describe('bundled icons', () => {
  it('hold every icon in use, exactly as the installed set draws it', () => {
    for (const full of USED_ICONS) {
      const parsed = parseIconName(full);
      const set = parsed && INSTALLED[parsed.prefix];
      expect(set, full).toBeDefined();
      if (!parsed || !set) continue;
      expect(bundledIcon(full), full).toEqual(flattenIcon(set, parsed.name));
    }
  });

  it('hold nothing else of the sets', () => {
    expect(bundledIcon('lucide:house')).toBeUndefined();
    expect(bundledIcon('simple-icons:gitlab')).toBeUndefined();
    expect(bundledIcon('__proto__')).toBeUndefined();
  });
});

describe('<Icon>', () => {
  it('renders inline SVG with a fixed size, hidden from assistive technology when decorative', () => {
    const html = renderToString(<Icon name="lucide:check" size={18} className="text-primary-700" />);
    expect(html).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" data-icon="lucide:check" focusable="false" class="shrink-0 text-primary-700" aria-hidden="true">${bundledIcon('lucide:check')?.body}</svg>`,
    );
  });

  it('is an image with an accessible name when labelled', () => {
    const html = renderToString(<Icon name="simple-icons:github" label="GitHub" />);
    expect(html).toContain('role="img" aria-label="GitHub"');
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('width="20" height="20"');
  });
});

describe('<RemoteIcon>', () => {
  it('renders an empty box of the final size on the server (filled after mount)', () => {
    const html = renderToString(<RemoteIcon name="mdi:home" size={24} />);
    expect(html).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" data-icon="mdi:home" focusable="false" class="shrink-0" aria-hidden="true"></svg>');
  });

  it('renders a bundled icon at once', () => {
    expect(renderToString(<RemoteIcon name="lucide:mail" />)).toContain(bundledIcon('lucide:mail')?.body);
  });
});

describe('remote icon loader', () => {
  const HOME = { prefix: 'mdi', icons: { home: { body: '<path d="M1 1"/>' } }, width: 24, height: 24 };
  const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

  function setup(answer: () => Promise<Response>) {
    const fetch = vi.fn<IconFetch>(answer);
    const log = vi.fn();
    return { fetch, log, load: createIconLoader({ fetch, log }) };
  }

  it('fetches through the local endpoint with the 1500 ms timeout, once per name', async () => {
    const { fetch, log, load } = setup(async () => ok(HOME));
    expect(await load('mdi:home')).toEqual({ body: '<path d="M1 1"/>', width: 24, height: 24 });
    expect(await load('mdi:home')).toEqual({ body: '<path d="M1 1"/>', width: 24, height: 24 });
    expect(fetch.mock.calls).toEqual([['/api/icons/mdi.json?icons=home', { timeoutMs: ICON_FETCH_TIMEOUT_MS }]]);
    expect(ICON_FETCH_TIMEOUT_MS).toBe(1500);
    expect(log).not.toHaveBeenCalled();
  });

  it('gives null and logs once when the endpoint fails, without retrying in a loop', async () => {
    const { fetch, log, load } = setup(async () => new Response('{"error":"the icon service failed"}', { status: 502 }));
    expect(await Promise.all([load('mdi:cloud'), load('mdi:cloud')])).toEqual([null, null]);
    expect(await load('mdi:cloud')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log.mock.calls).toEqual([['icon omitted', 'mdi:cloud', 'HTTP 502']]);
  });

  it('gives null and logs once on a timeout or network error', async () => {
    const { log, load } = setup(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    expect(await load('mdi:clock')).toBeNull();
    expect(log.mock.calls).toEqual([['icon omitted', 'mdi:clock', 'TimeoutError: The operation timed out.']]);
  });

  it('gives null for a name the set does not have', async () => {
    const { log, load } = setup(async () => ok({ prefix: 'mdi', icons: {}, not_found: ['ghost'] }));
    expect(await load('mdi:ghost')).toBeNull();
    expect(log.mock.calls).toEqual([['icon omitted', 'mdi:ghost', 'not found']]);
  });

  it('never fetches an invalid name', async () => {
    const { fetch, log, load } = setup(async () => ok(HOME));
    expect(await load('mdi:Home/../x')).toBeNull();
    expect(await load('no-colon')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
    expect(remoteIconUrl('https://evil.example/x')).toBeNull();
  });

  it('reads set-wide and per-icon sizes from Iconify JSON', () => {
    const json = { prefix: 'x', icons: { a: { body: 'A' }, b: { body: 'B', width: 32, left: -4 } }, width: 20, height: 10 };
    expect(shapeFromIconifyJson(json, 'x', 'a')).toEqual({ body: 'A', width: 20, height: 10 });
    expect(shapeFromIconifyJson(json, 'x', 'b')).toEqual({ body: 'B', width: 32, height: 10, left: -4 });
    expect(shapeFromIconifyJson({ prefix: 'x', icons: { a: { body: 1 } } }, 'x', 'a')).toBeNull();
    expect(shapeFromIconifyJson(json, 'y', 'a')).toBeNull();
    expect(shapeFromIconifyJson({ prefix: 'x', icons: { a: { body: 'A' } } }, 'x', 'a')).toEqual({ body: 'A', width: 16, height: 16 });
  });
});

describe('scopeIds', () => {
  it('prefixes ids and their references, and nothing else', () => {
    const body = '<mask id="m"><path d="M0 0" fill="#fff"/></mask><g mask="url(#m)"><use href="#m"/></g><path id="m2" style="fill:url(#m2);"/>';
    expect(scopeIds(body, 'x-')).toBe(
      '<mask id="x-m"><path d="M0 0" fill="#fff"/></mask><g mask="url(#x-m)"><use href="#x-m"/></g><path id="x-m2" style="fill:url(#x-m2);"/>',
    );
    expect(scopeIds('<path d="M0 0"/>', 'x-')).toBe('<path d="M0 0"/>');
  });
});

describe('pages render their icons inline', () => {
  it.each(PAGES)('%s has decorative inline SVG icons from the bundle', async (path) => {
    const html = await (await request(path)).text();
    const icons: { name: string; hidden: string | null; width: string | null; height: string | null }[] = [];
    let body = '';
    await new HTMLRewriter()
      .on('svg[data-icon]', {
        element(el) {
          icons.push({ name: el.getAttribute('data-icon') ?? '', hidden: el.getAttribute('aria-hidden'), width: el.getAttribute('width'), height: el.getAttribute('height') });
        },
      })
      .on('svg[data-icon] *', { element: () => void (body += 'x') })
      .transform(new Response(html))
      .text();
    const names = new Set(icons.map((i) => i.name));
    for (const name of ['lucide:mail', 'lucide:map-pin', 'simple-icons:github', 'simple-icons:linkedin', 'simple-icons:mastodon']) expect(names).toContain(name);
    for (const icon of icons) {
      expect(icon.hidden).toBe('true');
      expect(Number(icon.width)).toBeGreaterThan(0);
      expect(Number(icon.height)).toBeGreaterThan(0);
    }
    // Every icon has drawing content.
    expect(body.length).toBeGreaterThanOrEqual(icons.length);
    expect(html).not.toContain('/api/icons');
  });
});
