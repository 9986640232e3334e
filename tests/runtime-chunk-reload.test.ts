import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  chunkFailureState,
  claimChunkReload,
  reloadPath,
} from '../client/runtime/chunk-reload';
import type { AppState } from '../client/app/state';
import { PAGE_META, UI } from '../client/site';
import { PAGE_DATA } from '../client/site/page-data';
import * as DE from '../client/site/de';

/** A fake sessionStorage; `broken` makes every access throw, as a disabled storage does. */
function fakeSession(broken = false) {
  const items = new Map<string, string>();
  const storage = () => {
    if (broken) throw new DOMException('The operation is insecure.', 'SecurityError');
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };
  return { items, storage };
}

const T0 = 1_800_000_000_000;

describe('chunk-reload guard', () => {
  it('allows the first reload of a path and records { path, expires } in sessionStorage', () => {
    const session = fakeSession();
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(claimChunkReload('/solutions', T0, session.storage)).toBe(true);
    expect(JSON.parse(session.items.get(CHUNK_RELOAD_STORAGE_KEY) ?? 'null')).toEqual({ path: '/solutions', expires: T0 + 10_000 });
  });

  it('refuses a second reload of the same path 9999 ms later', () => {
    const session = fakeSession();
    claimChunkReload('/solutions', T0, session.storage);
    expect(claimChunkReload('/solutions', T0 + 9_999, session.storage)).toBe(false);
    // Refusing does not extend the window.
    expect(JSON.parse(session.items.get(CHUNK_RELOAD_STORAGE_KEY) ?? 'null')).toEqual({ path: '/solutions', expires: T0 + 10_000 });
  });

  it('allows it again 10001 ms later, with a new window', () => {
    const session = fakeSession();
    claimChunkReload('/solutions', T0, session.storage);
    expect(claimChunkReload('/solutions', T0 + 10_001, session.storage)).toBe(true);
    expect(JSON.parse(session.items.get(CHUNK_RELOAD_STORAGE_KEY) ?? 'null')).toEqual({ path: '/solutions', expires: T0 + 20_001 });
    expect(claimChunkReload('/solutions', T0 + 10_002, session.storage)).toBe(false);
  });

  it('guards per path: another path may reload inside the window', () => {
    const session = fakeSession();
    claimChunkReload('/solutions', T0, session.storage);
    expect(claimChunkReload('/company', T0 + 1, session.storage)).toBe(true);
  });

  it('ignores a corrupt guard', () => {
    const session = fakeSession();
    session.items.set(CHUNK_RELOAD_STORAGE_KEY, '{not json');
    expect(claimChunkReload('/solutions', T0, session.storage)).toBe(true);
    session.items.set(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify({ path: '/solutions', expires: 'soon' }));
    expect(claimChunkReload('/solutions', T0, session.storage)).toBe(true);
  });

  it('never reloads without a working sessionStorage (nothing could stop a loop)', () => {
    expect(claimChunkReload('/solutions', T0, fakeSession(true).storage)).toBe(false);
  });

  it('keys the guard by what a full load requests: path and query, not the hash', () => {
    expect(reloadPath(new URL('https://www.larchfield.dev/solutions?ref=x#api'))).toBe('/solutions?ref=x');
  });
});

describe('chunkFailureState', () => {
  it('is a 500 error view for the target path that keeps the document facts', () => {
    const current: AppState = {
      buildId: 'abcdef0123456789',
      origin: 'https://www.larchfield.dev',
      path: '/',
      lang: 'en',
      year: 2026,
      view: { kind: 'page', id: 'home', meta: PAGE_META.home, data: PAGE_DATA.en.home },
    };
    expect(chunkFailureState(current, '/solutions', UI)).toEqual({
      buildId: 'abcdef0123456789',
      origin: 'https://www.larchfield.dev',
      path: '/solutions',
      lang: 'en',
      year: 2026,
      view: { kind: 'error', status: 500, message: UI.errors.chunkFailure, path: '/solutions' },
    });
  });

  it("says so in the document's language", () => {
    const current: AppState = {
      buildId: 'abcdef0123456789',
      origin: 'https://www.larchfield.dev',
      path: '/de',
      lang: 'de',
      year: 2026,
      view: { kind: 'page', id: 'home', meta: DE.PAGE_META.home, data: PAGE_DATA.de.home },
    };
    expect(chunkFailureState(current, '/de/loesungen', DE.UI).view.message).toBe(DE.UI.errors.chunkFailure);
    expect(DE.UI.errors.chunkFailure).toMatch(/^Diese Seite konnte nicht geladen werden/);
  });
});
