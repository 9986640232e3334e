/**
 * The copy the layout and the runtime need in the browser, in English: the header, the colour-mode
 * control, the progress bar, error titles and messages. It rides in the shared chunk of every
 * first load, as the layout's copy always has; the German one (client/site/de/client-copy.ts) is
 * a chunk of its own that only German pages load (decision 0151). Both are content
 * (content/site/chrome.<lang>.yaml and ui.<lang>.yaml), compiled to JSON that holds only what the
 * browser shows. Page copy never comes this way: pages receive theirs as data.
 */
import type { Lang } from '../routes';
import { CHROME, type Chrome } from './chrome';
import { UI, type UiCopy } from './ui';

export interface ClientCopy {
  readonly lang: Lang;
  readonly chrome: Chrome;
  readonly ui: UiCopy;
}

export const EN_CLIENT_COPY: ClientCopy = { lang: 'en', chrome: CHROME, ui: UI };
