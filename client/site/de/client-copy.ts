import type { ClientCopy } from '../client-copy';
import { CHROME } from './chrome';
import { UI } from './ui';

/** Die Texte von Layout und Laufzeit im Browser, auf Deutsch: ein eigener Chunk, den nur deutsche Seiten laden. */
export const DE_CLIENT_COPY: ClientCopy = { lang: 'de', chrome: CHROME, ui: UI };
