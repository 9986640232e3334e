/**
 * What the universal tree needs of the browser, handed in by client/start.tsx as the navigation is
 * (decision 0145): the live colour mode, the links' visibility watch for prefetching, and the forms'
 * sending scripts. The worker renders the same tree with the inert `SERVER_BROWSER` (the context's
 * default), so no browser-only module (client/runtime/, client/forms/sender.ts and the *-send.ts
 * scripts) is reachable from worker/index.ts: scripts/lib/import-graph.test.mjs checks the imports,
 * scripts/lib/worker-bundle.test.mjs the deployable bundle. The types the runtime implements live
 * here, so the tree imports nothing of the runtime, not even a type.
 */
import { createContext, useContext } from 'react';
import type { ColorMode, Lang } from '../routes';
import type { PaletteSearch } from '../site/search-index';
import type { FormErrors } from '../forms/validate';
import type { ContactPageData } from '../site/pages/contact';
import type { PositionPageCopy } from '../site/pages/position';

export type ColorModePreference = ColorMode;
export type ResolvedColorMode = 'light' | 'dark';

export const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

export interface ColorModeState {
  preference: ColorModePreference;
  /** What the page shows: the forced mode, else the preference, with `system` resolved. */
  resolved: ResolvedColorMode;
  /** The page forces its mode; the preference is kept but does not apply here. */
  forced: boolean;
}

export interface ColorModeControls extends ColorModeState {
  setPreference: (preference: ColorModePreference) => void;
}

/** What the server (and the hydrating client) render: the preference is not known there. */
export const SERVER_COLOR_MODE: ColorModeState = { preference: 'system', resolved: 'light', forced: false };

type SendOutcome = { status: 'sent' } | { status: 'problem'; errors: FormErrors };

/** A form's hidden fields (client/forms/*.ts): its idempotency key and when it was issued. */
export interface HiddenFields {
  key: string;
  issued: string;
}

/** A form's script, started (client/forms/sender.ts). */
export interface FormSender {
  /** The form's hidden fields: the page's own, or fetched when the page came without them. */
  hidden: Promise<HiddenFields>;
  /** The schema's verdict on the form as filled in: errors by field, or null when it may be sent. */
  check(data: FormData): FormErrors | null;
  /** Sends the form (its FormData) and reads the worker's answer. */
  send(data: FormData): Promise<SendOutcome>;
}

export interface BrowserServices {
  /** The colour mode, live (a hook: client/runtime/color-mode.ts). */
  useColorMode: () => ColorModeControls;
  /** Applies the colour mode for the current page (after the forced mode may have changed). */
  syncColorMode: () => void;
  /** Calls `callback` once, when `element` first becomes visible; returns the cleanup (client/runtime/prefetch.ts). */
  observeVisibility: (element: Element, callback: () => void) => () => void;
  /** Loads the contact form's script (a chunk of its own) and starts its background work. */
  contactSender: (path: string, lang: Lang, copy: ContactPageData['form'], hidden: HiddenFields) => Promise<FormSender>;
  /** Loads the application form's script (a chunk of its own) and starts its background work. */
  applicationSender: (path: string, lang: Lang, copy: PositionPageCopy['form'], hidden: HiddenFields) => Promise<FormSender>;
  /** Loads the command palette's index and copy of a language (a chunk each): they hold every page's copy, so the worker never carries them. */
  paletteSearch: (lang: Lang) => Promise<PaletteSearch>;
}

const noScript = () => Promise.reject(new Error('no form script outside the browser'));

/** The server's: nothing is live, nothing is observed, and no form script loads. */
export const SERVER_BROWSER: BrowserServices = {
  useColorMode: () => ({ ...SERVER_COLOR_MODE, setPreference: () => {} }),
  syncColorMode: () => {},
  observeVisibility: () => () => {},
  contactSender: noScript,
  applicationSender: noScript,
  paletteSearch: () => Promise.reject(new Error('the palette opens in the browser only')),
};

const BrowserContext = createContext<BrowserServices>(SERVER_BROWSER);

export const BrowserProvider = BrowserContext.Provider;

export function useBrowser(): BrowserServices {
  return useContext(BrowserContext);
}
