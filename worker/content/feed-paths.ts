import { pagePath, type Lang } from '../../client/routes';

/** The feeds of each language's news, beside its list: /news/rss.xml, /de/aktuelles/feed.json… */
export const FEEDS = {
  rss: { file: 'rss.xml', type: 'application/rss+xml; charset=utf-8' },
  atom: { file: 'atom.xml', type: 'application/atom+xml; charset=utf-8' },
  json: { file: 'feed.json', type: 'application/feed+json; charset=utf-8' },
} as const;

/** Where a language's feed of a kind is. */
export const feedPath = (lang: Lang, kind: keyof typeof FEEDS) => `${pagePath('news', lang)}/${FEEDS[kind].file}`;
