/** The copy of /de/aktuelles and of each post's page in German: content/pages/news.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../../dist/content/copy/pages/news.de.json' with { type: 'json' };
import type { NewsPageCopy } from '../../../pages/news.schema';

export const NEWS_PAGE: NewsPageCopy = de;
