/**
 * What the browser entry (client/entry.tsx) runs, loaded by the boot script after the first paint:
 * reads the state the worker rendered, loads the current page's chunk (already modulepreloaded) and hydrates the document
 * with the very same tree, then starts the runtime (navigation, scroll restoration, deployment
 * detection, field vitals).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, STATE_ELEMENT_ID } from './app/app';
import { loadClientCopy, type ClientCopy } from './app/copy';
import type { BrowserServices } from './app/browser';
import { BOOT_ELEMENT_ID, FOOTER_ID, HYDRATION_MARKS } from './app/document-ids';
import { COLOR_MODE_ELEMENT_ID, JSON_LD_ELEMENT_ID, STYLE_ELEMENT_ID } from './app/head';
import { resolveErrorScreen, resolveScreen } from './app/screen';
import type { AppState, Screen } from './app/state';
import { chunkFailureState, claimChunkReload, reloadPath } from './runtime/chunk-reload';
import { syncColorMode, useColorMode } from './runtime/color-mode';
import { fetchWithRetry } from './runtime/fetch';
import { createBrowserNavigation } from './runtime/navigation';
import { observeVisibility } from './runtime/prefetch';
import { onIdle } from './runtime/scheduling';

/**
 * Field vitals start this long after hydration (then at idle). web-vitals reads buffered
 * performance entries, so starting late loses nothing but page views shorter than this,
 * and its chunk stays out of the first load.
 */
const VITALS_START_DELAY_MS = 3000;

/**
 * What the universal tree needs of the browser (client/app/browser.ts): the runtime's colour mode
 * and visibility watch, and the forms' scripts, each a chunk of its own loaded on the first touch
 * of its form, posting with the runtime's fetch helper.
 */
const browser: BrowserServices = {
  useColorMode,
  syncColorMode,
  observeVisibility,
  contactSender: (path, lang, copy, hidden) =>
    import('./forms/contact-send').then((m) => m.prepareFormSender(path, lang, copy, hidden, fetchWithRetry)),
  applicationSender: (path, lang, copy, hidden) =>
    import('./forms/application-send').then((m) => m.prepareFormSender(path, lang, copy, hidden, fetchWithRetry)),
  paletteSearch: (lang) => (lang === 'de' ? import('./site/de/search') : import('./site/search')),
};

/**
 * The initial screen, or undefined when the page's chunk failed to load and the page is reloading
 * (or, for a crawler, stays as the server rendered it).
 */
async function initialScreen(state: AppState, copy: ClientCopy): Promise<{ screen: Screen; failed: boolean } | undefined> {
  try {
    return { screen: await resolveScreen(state), failed: false };
  } catch (error) {
    if (claimChunkReload(reloadPath(window.location), Date.now(), () => window.sessionStorage)) {
      window.location.reload();
      return undefined;
    }
    // A crawler is never shown an error page of the browser's making (spec §8): the server's page
    // stays as it is, unhydrated, and the failure is logged.
    window.__report('chunk', error);
    if (state.crawler) {
      console.error(error);
      return undefined;
    }
    return { screen: await resolveErrorScreen(chunkFailureState(state, state.path, copy.ui)), failed: true };
  }
}

/** The text of an element the worker rendered for the client to read back ('' when absent). */
const readBack = (id: string) => document.getElementById(id)?.textContent ?? '';

/** Hydrates the document and starts the runtime for build `buildId`: the browser entry's one call. */
export async function start(buildId: string): Promise<void> {
  const stateJson = readBack(STATE_ELEMENT_ID);
  if (!stateJson) throw new Error('missing page state');
  const state = JSON.parse(stateJson) as AppState;
  const jsonLd = readBack(JSON_LD_ELEMENT_ID);
  const css = readBack(STYLE_ELEMENT_ID);
  const colorModeScript = readBack(COLOR_MODE_ELEMENT_ID);
  const boot = readBack(BOOT_ELEMENT_ID);
  const footer = { html: document.getElementById(FOOTER_ID)?.innerHTML ?? '' };
  // The layout's copy in the page's language: English is in the shared chunk, German is a chunk
  // of its own that the boot script preloaded on a German page.
  const copy = await window.__held(() => loadClientCopy(state.lang));
  const initial = await initialScreen(state, copy);
  if (!initial) return;
  const navigation = createBrowserNavigation(initial.screen, buildId, copy.ui);
  const onHydrated = () => {
    performance.mark(HYDRATION_MARKS.done);
    navigation.start();
    // Field web-vitals: their own chunk, fetched after the first load, when the browser is idle.
    setTimeout(
      () => onIdle(() => void window.__held(() => import('./runtime/vitals')).then((m) => m.startVitals(buildId))),
      VITALS_START_DELAY_MS,
    );
  };
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead
  // of blocking the main thread for the whole document (Total Blocking Time).
  performance.mark(HYDRATION_MARKS.start);
  startTransition(() => {
    hydrateRoot(
      document,
      <App
        stateJson={stateJson}
        copy={copy}
        jsonLd={jsonLd}
        css={css}
        colorModeScript={colorModeScript}
        boot={boot}
        footer={footer}
        navigation={navigation}
        browser={browser}
        onHydrated={onHydrated}
      />,
      {
        // The page's code is missing, so the error page replaces the server's markup on purpose:
        // React reports that as a recoverable mismatch, which is expected here and not logged.
        onRecoverableError: initial.failed ? () => {} : undefined,
      },
    );
  });
}
