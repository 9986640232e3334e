/**
 * Browser entry: reads the state the worker rendered, loads the current page's chunk
 * (already modulepreloaded) and hydrates the document with the very same tree.
 */
import { hydrateRoot } from 'react-dom/client';
import { App, STATE_ELEMENT_ID } from './app/app';
import { resolveScreen } from './app/screen';
import type { AppState } from './app/state';

async function start(): Promise<void> {
  const stateJson = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!stateJson) throw new Error('missing page state');
  const state = JSON.parse(stateJson) as AppState;
  const initial = await resolveScreen(state);
  hydrateRoot(document, <App initial={initial} stateJson={stateJson} />);
}

void start();
