/**
 * The compiled content of this build (dist/content/, scripts/content/), imported whole: for the
 * tools and tests that walk every page. The worker never imports it: it reads the same files
 * from the asset store (worker/content/store.ts), so it carries none of the content.
 */
import newsDe from '../../dist/content/news.de.json' with { type: 'json' };
import newsEn from '../../dist/content/news.en.json' with { type: 'json' };
import workDe from '../../dist/content/work.de.json' with { type: 'json' };
import workEn from '../../dist/content/work.en.json' with { type: 'json' };
import type { ContentIndex } from './select';
import type { NewsCollection, WorkCollection } from './types';

export const COMPILED_CONTENT: ContentIndex = {
  work: { en: workEn as WorkCollection, de: workDe as WorkCollection },
  news: { en: newsEn as NewsCollection, de: newsDe as NewsCollection },
};
