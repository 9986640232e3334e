import { createContext, useContext } from 'react';
import type { Lang } from '../routes';
import { EN_CLIENT_COPY, type ClientCopy } from '../site/client-copy';

export type { ClientCopy } from '../site/client-copy';

const CopyContext = createContext<ClientCopy>(EN_CLIENT_COPY);

/** Gives the tree the layout's and the runtime's copy in the page's language. */
export const CopyProvider = CopyContext.Provider;

/** The layout's and the runtime's copy in the language of the page on show. */
export function useCopy(): ClientCopy {
  return useContext(CopyContext);
}

/**
 * The client copy of a language: English at once (it is in the shared chunk), German from its own
 * chunk, which the boot script has already preloaded on a German page.
 */
export function loadClientCopy(lang: Lang): Promise<ClientCopy> {
  return lang === 'de' ? import('../site/de/client-copy').then((m) => m.DE_CLIENT_COPY) : Promise.resolve(EN_CLIENT_COPY);
}
