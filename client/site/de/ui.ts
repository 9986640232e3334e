/** The UI copy in German: content/site/ui.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../dist/content/copy/site/ui.de.json' with { type: 'json' };
import type { UiCopy } from '../ui.schema';

export const UI: UiCopy = de;
