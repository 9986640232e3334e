import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { ColorModeControl } from '../client/components/color-mode-control';
import { PAGE_IDS, matchRoute, pageDef, forcedColorMode, type ColorMode } from '../client/routes';
import { createColorModeStore, resolveColorMode, type ColorModeEnv } from '../client/runtime/color-mode';
import { COLOR_MODE_STORAGE_KEY } from '../client/app/document-ids';
import { COLOR_MODE_SCRIPT } from '../client/app/document-scripts';
import { parseDocument, request } from './helpers';

type MediaListener = (event: { matches: boolean }) => void;
type StorageListener = (event: { key: string | null; newValue: string | null }) => void;

/** A fake <html>, localStorage, prefers-color-scheme query and window for the store. */
function fakeEnv(options: { stored?: string; osDark?: boolean; forced?: string; storage?: 'ok' | 'throws' | 'read-only' } = {}) {
  const classes = new Set<string>();
  const attributes = new Map<string, string>();
  if (options.forced) attributes.set('data-color-mode-forced', options.forced);
  const saved = new Map<string, string>();
  if (options.stored !== undefined) saved.set(COLOR_MODE_STORAGE_KEY, options.stored);
  let mediaListener: MediaListener | undefined;
  let storageListener: StorageListener | undefined;
  const media = { matches: options.osDark ?? false, addEventListener: (_: 'change', l: MediaListener) => void (mediaListener = l) };
  const env: ColorModeEnv = {
    root: {
      getAttribute: (name) => attributes.get(name) ?? null,
      classList: { add: (t) => void classes.add(t), remove: (...ts) => ts.forEach((t) => classes.delete(t)) },
      style: { colorScheme: '' },
    },
    storage: () => {
      if (options.storage === 'throws') throw new DOMException('The operation is insecure.', 'SecurityError');
      return {
        getItem: (key) => saved.get(key) ?? null,
        setItem: (key, value) => {
          if (options.storage === 'read-only') throw new DOMException('quota', 'QuotaExceededError');
          saved.set(key, value);
        },
      };
    },
    media,
    events: { addEventListener: (_: 'storage', l: StorageListener) => void (storageListener = l) },
  };
  return {
    env,
    classes,
    attributes,
    saved,
    osChanges: (dark: boolean) => {
      media.matches = dark;
      mediaListener?.({ matches: dark });
    },
    otherTab: (value: string | null) => storageListener?.({ key: COLOR_MODE_STORAGE_KEY, newValue: value }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resolveColorMode', () => {
  it('lets a forced mode win, then the preference, then the OS', () => {
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
    expect(resolveColorMode('light', false, 'dark')).toBe('dark');
    expect(resolveColorMode('dark', true, 'light')).toBe('light');
  });
});

describe('colour-mode store', () => {
  it('defaults to system and follows a dark OS, setting class and color-scheme', () => {
    const fake = fakeEnv({ osDark: true });
    const store = createColorModeStore(fake.env);
    expect(store.getSnapshot()).toEqual({ preference: 'system', resolved: 'dark', forced: false });
    expect([...fake.classes]).toEqual(['dark']);
    expect(fake.env.root.style.colorScheme).toBe('dark');
  });

  it('reads the stored preference under the key color-mode', () => {
    expect(COLOR_MODE_STORAGE_KEY).toBe('color-mode');
    // The head script spells the key out (client/app/document-scripts.ts): it must be the same one.
    expect(COLOR_MODE_SCRIPT).toContain(`localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')`);
    const fake = fakeEnv({ stored: 'light', osDark: true });
    expect(createColorModeStore(fake.env).getSnapshot()).toEqual({ preference: 'light', resolved: 'light', forced: false });
    expect([...fake.classes]).toEqual(['light']);
  });

  it('treats an unknown stored value as system', () => {
    const fake = fakeEnv({ stored: 'purple', osDark: false });
    expect(createColorModeStore(fake.env).getSnapshot().preference).toBe('system');
  });

  it('stores a new preference, applies it and tells subscribers', () => {
    const fake = fakeEnv({ osDark: false });
    const store = createColorModeStore(fake.env);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setPreference('dark');
    expect(fake.saved.get('color-mode')).toBe('dark');
    expect([...fake.classes]).toEqual(['dark']);
    expect(fake.env.root.style.colorScheme).toBe('dark');
    expect(store.getSnapshot()).toEqual({ preference: 'dark', resolved: 'dark', forced: false });
    expect(listener).toHaveBeenCalledTimes(1);
    store.setPreference('dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a value that is not a preference', () => {
    const fake = fakeEnv();
    const store = createColorModeStore(fake.env);
    store.setPreference('sepia' as ColorMode);
    expect(store.getSnapshot().preference).toBe('system');
    expect(fake.saved.has('color-mode')).toBe(false);
  });

  it('follows OS changes live with system, and not with an explicit preference', () => {
    const fake = fakeEnv({ osDark: false });
    const store = createColorModeStore(fake.env);
    fake.osChanges(true);
    expect(store.getSnapshot().resolved).toBe('dark');
    expect([...fake.classes]).toEqual(['dark']);
    store.setPreference('light');
    fake.osChanges(false);
    fake.osChanges(true);
    expect(store.getSnapshot().resolved).toBe('light');
    expect([...fake.classes]).toEqual(['light']);
  });

  it('lets a forced mode win without overwriting the stored preference', () => {
    const fake = fakeEnv({ stored: 'light', forced: 'dark' });
    const store = createColorModeStore(fake.env);
    expect(store.getSnapshot()).toEqual({ preference: 'light', resolved: 'dark', forced: true });
    expect([...fake.classes]).toEqual(['dark']);
    store.setPreference('system');
    expect(fake.saved.get('color-mode')).toBe('system');
    expect(store.getSnapshot()).toEqual({ preference: 'system', resolved: 'dark', forced: true });
    // Navigating to a page that forces nothing: the preference applies again.
    fake.attributes.delete('data-color-mode-forced');
    store.refresh();
    expect(store.getSnapshot()).toEqual({ preference: 'system', resolved: 'light', forced: false });
    expect([...fake.classes]).toEqual(['light']);
  });

  it('ignores a forced value other than light or dark', () => {
    const fake = fakeEnv({ forced: 'system', osDark: true, stored: 'light' });
    expect(createColorModeStore(fake.env).getSnapshot()).toEqual({ preference: 'light', resolved: 'light', forced: false });
  });

  it('keeps working for the session when storage throws', () => {
    const fake = fakeEnv({ storage: 'throws', osDark: false });
    const store = createColorModeStore(fake.env);
    expect(store.getSnapshot().preference).toBe('system');
    expect(() => store.setPreference('dark')).not.toThrow();
    expect(store.getSnapshot()).toEqual({ preference: 'dark', resolved: 'dark', forced: false });
    expect([...fake.classes]).toEqual(['dark']);
  });

  it('keeps working when storage cannot be written', () => {
    const fake = fakeEnv({ storage: 'read-only' });
    const store = createColorModeStore(fake.env);
    expect(() => store.setPreference('dark')).not.toThrow();
    expect(store.getSnapshot().resolved).toBe('dark');
  });

  it('picks up a preference changed in another tab', () => {
    const fake = fakeEnv({ osDark: false });
    const store = createColorModeStore(fake.env);
    fake.otherTab('dark');
    expect(store.getSnapshot().resolved).toBe('dark');
    fake.otherTab(null);
    expect(store.getSnapshot()).toEqual({ preference: 'system', resolved: 'light', forced: false });
  });
});

describe('forced colour mode on the server', () => {
  /** Test-only: gives a real route a colorMode for the duration of `run`. */
  async function withForcedMode<T>(path: string, mode: ColorMode, run: () => Promise<T>): Promise<T> {
    const id = matchRoute(path)?.id;
    if (!id) throw new Error(`no page at ${path}`);
    const route = pageDef(id) as { colorMode?: ColorMode };
    route.colorMode = mode;
    try {
      return await run();
    } finally {
      delete route.colorMode;
    }
  }

  it('no real route forces a mode', () => {
    expect(PAGE_IDS.map((id) => forcedColorMode(id))).toEqual(PAGE_IDS.map(() => undefined));
  });

  it('marks <html data-color-mode-forced> on a page that forces dark', async () => {
    // Pages are memoised per isolate and SITE_URL and cached per origin (files share both): an origin of this test's own renders afresh.
    const doc = await withForcedMode('/company', 'dark', async () =>
      parseDocument(
        await (await request('https://forced-dark.larchfield.dev/company', {}, { SITE_URL: 'https://forced-dark.larchfield.dev' })).text(),
      ),
    );
    expect(doc.htmlAttrs['data-color-mode-forced']).toBe('dark');
    const plain = await parseDocument(await (await request('/careers')).text());
    expect(plain.htmlAttrs['data-color-mode-forced']).toBeUndefined();
  });

  it('warns and ignores a route that forces system', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Pages are memoised per isolate and SITE_URL and cached per origin (files share both): an origin of this test's own renders afresh.
    const doc = await withForcedMode('/solutions', 'system', async () =>
      parseDocument(
        await (
          await request('https://forced-system.larchfield.dev/solutions', {}, { SITE_URL: 'https://forced-system.larchfield.dev' })
        ).text(),
      ),
    );
    expect(doc.htmlAttrs['data-color-mode-forced']).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot force the colour mode to system'));
  });
});

describe('the colour-mode head script and control as served', () => {
  it('inlines the constant script, allowed by its sha256 in the CSP', async () => {
    const res = await request('/');
    const doc = await parseDocument(await res.text());
    const inline = doc.scripts.filter((s) => s.src === null && s.type === '');
    // The first classic script of the document (in <head>, before anything paints).
    expect(inline[0]?.text).toBe(COLOR_MODE_SCRIPT);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(COLOR_MODE_SCRIPT));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('renders the control on the server with no option pressed (the preference is unknown there)', async () => {
    const html = await new Response(await renderToReadableStream(createElement(ColorModeControl))).text();
    expect(html).toContain('role="group"');
    expect(html).toContain('aria-label="Colour mode"');
    for (const label of ['System', 'Light', 'Dark']) expect(html).toContain(`>${label}</button>`);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(3);
    expect(html).not.toContain('aria-pressed="true"');
  });
});
