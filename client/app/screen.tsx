import type { ComponentType, ReactNode } from 'react';
import { PAGE_MODULES, loadErrorPage } from './page-modules';
import type { AppState, PageView } from './state';

/** A state with its page module loaded: what the App renders. */
export interface Screen {
  state: AppState;
  element: ReactNode;
}

async function pageElement(view: PageView): Promise<ReactNode> {
  // PAGE_MODULES pairs each id with the component for that id's data; TypeScript cannot
  // follow the pairing through the union, so widen both sides to the view's data.
  const load = PAGE_MODULES[view.id] as () => Promise<{ default: ComponentType<{ data: PageView['data'] }> }>;
  const { default: Page } = await load();
  return <Page data={view.data} />;
}

/** Loads the code a state needs (the page's chunk, or the error page's) and builds its element. */
export async function resolveScreen(state: AppState): Promise<Screen> {
  const { view } = state;
  if (view.kind === 'error') {
    const { default: ErrorPage } = await loadErrorPage();
    return { state, element: <ErrorPage error={view} /> };
  }
  return { state, element: await pageElement(view) };
}
