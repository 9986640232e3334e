import { preload } from 'react-dom';
import { renderToReadableStream } from './react-dom-server';
import { App } from '../client/app/app';
import { staticNavigation } from '../client/app/router';
import { resolveScreen } from '../client/app/screen';
import { jsonForScript, type AppState } from '../client/app/state';
import serverIcons from '../dist/icons-server.json';
import { addServerIcons } from '../client/icons/bundled';
import { BUILD } from './manifest';
import { loadStylesheet, type AssetFetcher } from './page-data';
import { organizationJsonLdScript } from '../client/app/structured-data';
import { BOOTSTRAP_SCRIPT, COLOR_MODE_SCRIPT } from '../client/app/document-scripts';
import { FooterContent } from '../client/app/footer';
import { SiteHeadTags } from '../client/app/site-head';
import type { Lang } from '../client/routes';
import { FEEDS, feedPath } from './content/feed-paths';
import type { ClientCopy } from '../client/app/copy';
import { SHELL } from '../client/site/shell';

// The footer's icons are the worker's alone (decision 0096).
addServerIcons(serverIcons);

/** The font, announced through React's resource API so its preload lands in <head>. */
function Resources() {
  preload(BUILD.assets.font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}

/**
 * What the boot script loads after the first paint (decision 0082): the entry, and every chunk
 * the entry and this page's module import statically, so they download in parallel; and the
 * sender the page guard imports on the first error to report (decision 0101).
 */
function bootScripts(state: AppState): { entry: string; modules: string[]; report: string } {
  const page = BUILD.pages[state.view.kind === 'page' ? state.view.id : 'error'];
  const copy = BUILD.copy[state.lang];
  const modules = [...BUILD.assets.entryPreload, page.chunk, ...page.preload, ...(copy ? [copy.chunk, ...copy.preload] : [])];
  return { entry: BUILD.assets.entry, modules: [...new Set(modules)], report: BUILD.assets.report };
}

/** A language's news feeds, as every page's head advertises them. */
function siteFeeds(lang: Lang) {
  return (Object.keys(FEEDS) as (keyof typeof FEEDS)[]).map((kind) => ({
    type: FEEDS[kind].type.replace(/;.*$/, ''),
    href: feedPath(lang, kind),
  }));
}

class RenderError extends Error {
  override name = 'RenderError';
}

/**
 * Renders the document for a state to completion and returns its stream.
 *
 * It waits for `allReady` for every visitor, not only crawlers: a complete render
 * has no inline Suspense-completion scripts, so the page is identical for every
 * visitor, its CSP can list the few inline scripts by hash, and a render error
 * anywhere becomes a 500 before any byte is sent.
 */
export async function renderDocument(state: AppState, assets: AssetFetcher): Promise<ReadableStream<Uint8Array>> {
  const css = await loadStylesheet(assets);
  const screen = await resolveScreen(state);
  let failure: unknown;
  const site = SHELL[state.lang];
  const copy: ClientCopy = { lang: state.lang, chrome: site.CHROME, ui: site.UI };
  const app = (
    <App
      stateJson={jsonForScript(state)}
      copy={copy}
      jsonLd={organizationJsonLdScript(state.origin, state.lang)}
      css={css}
      colorModeScript={COLOR_MODE_SCRIPT}
      boot={jsonForScript(bootScripts(state))}
      resources={<Resources />}
      siteTags={
        <SiteHeadTags
          origin={state.origin}
          lang={state.lang}
          siteCard={!(state.view.kind === 'page' && state.view.meta.image)}
          feeds={siteFeeds(state.lang)}
        />
      }
      footer={<FooterContent year={state.year} site={site} />}
      navigation={staticNavigation(screen)}
    />
  );
  const stream = await renderToReadableStream(app, {
    // Not bootstrapModules: no script is requested before the first paint (decision 0082).
    bootstrapScriptContent: BOOTSTRAP_SCRIPT,
    // Never outline a completed Suspense boundary (a lazy part) behind an inline $RC script:
    // React does so for boundaries past 12,800 bytes of document, and the CSP forbids it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  if (failure !== undefined) {
    await stream.cancel();
    throw failure instanceof Error
      ? failure
      : new RenderError(typeof failure === 'string' ? failure : (JSON.stringify(failure) ?? typeof failure));
  }
  return stream;
}
