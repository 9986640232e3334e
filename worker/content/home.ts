import type { PageView } from '../../client/app/state';
import type { NewsPost } from '../../client/content/types';
import type { DatedSummary } from '../../client/site/pages/news';
import { publishedEntries, summary } from '../../client/content/select';
import { longDate } from '../../client/format';
import type { Lang } from '../../client/routes';
import { pageData, type AssetFetcher } from '../page-data';
import { SHELL } from '../../client/site/shell';
import { loadContent } from './store';

/**
 * A post as a list shows it: its summary and its date written in the language, here, through the
 * one formatter, so no page's script builds an `Intl` formatter (decision 0183).
 */
export const datedSummary = (post: NewsPost, lang: Lang): DatedSummary => ({ ...summary(post), date: longDate(post.published, lang) });

/** How many of the latest posts the home page shows. */
const LATEST_POSTS = 3;

/**
 * The home page in a language at `now`: its copy, the latest posts published by then, and the path
 * of each published case study by its client's name, for the testimonials to link to.
 */
export async function homeView(assets: AssetFetcher, lang: Lang, now: number): Promise<PageView> {
  const [data, content] = await Promise.all([pageData(assets, lang), loadContent(assets)]);
  // Dated here, through the one formatter, so the home page's script needs no formatting code.
  const latest = publishedEntries(content.news[lang].entries, now)
    .slice(0, LATEST_POSTS)
    .map((e) => datedSummary(e, lang));
  const caseStudies = Object.fromEntries(publishedEntries(content.work[lang].entries, now).map((e) => [e.client, e.url]));
  return { kind: 'page', id: 'home', meta: SHELL[lang].PAGE_META.home, data: { ...data.home, latestPosts: latest, caseStudies } };
}
