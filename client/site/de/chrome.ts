/** The layout's copy in German: content/site/chrome.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../dist/content/copy/site/chrome.de.json' with { type: 'json' };
import type { Chrome } from '../chrome.schema';

export const CHROME: Chrome = de;
