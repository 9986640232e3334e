import type { Article, BlogPosting, BreadcrumbList, Graph } from 'schema-dts';
import { jsonForScript } from '../../client/app/state';
import type { CaseStudy, NewsPost } from '../../client/content/types';
import { absoluteUrl, pagePath, type Lang } from '../../client/routes';
import { SHELL } from '../../client/site/shell';

/**
 * A case study's or post's JSON-LD (schema.org, as search engines read articles): an `Article`
 * (a case study, `about` its client) or a `BlogPosting` (a post, its author a `Person` from
 * /company), with its headline, description, times with their offset, picture, language and the
 * Organization block's `@id` as publisher; and the page's `BreadcrumbList` (home, the list, the
 * entry). Built by the worker only: the page carries the finished text.
 */
export function articleJsonLd(origin: string, entry: CaseStudy | NewsPost, lang: Lang, listTitle: string, picturePath: string): Graph {
  const url = absoluteUrl(origin, entry.url);
  const organization = { '@id': `${absoluteUrl(origin, '/')}#organization` };
  const common = {
    '@id': `${url}#article`,
    headline: entry.title,
    description: entry.description,
    datePublished: entry.published,
    dateModified: entry.updated ?? entry.published,
    inLanguage: lang,
    url,
    mainEntityOfPage: url,
    image: { '@type': 'ImageObject' as const, url: absoluteUrl(origin, picturePath), width: '1200', height: '630' },
    publisher: organization,
  };
  const article: Article | BlogPosting =
    'client' in entry
      ? {
          '@type': 'Article',
          ...common,
          author: organization,
          about: { '@type': 'Organization', name: entry.client },
          keywords: entry.technologies.join(', '),
        }
      : {
          '@type': 'BlogPosting',
          ...common,
          author: { '@type': 'Person', name: entry.author.name, worksFor: organization },
          keywords: entry.tags.map((t) => t.label).join(', '),
        };
  const list = 'client' in entry ? pagePath('work', lang) : pagePath('news', lang);
  const crumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: SHELL[lang].UI.routeLabels.home, item: absoluteUrl(origin, pagePath('home', lang)) },
      { '@type': 'ListItem', position: 2, name: listTitle, item: absoluteUrl(origin, list) },
      { '@type': 'ListItem', position: 3, name: entry.title, item: url },
    ],
  };
  return { '@context': 'https://schema.org', '@graph': [article, crumbs] };
}

/** The block as script text, safe against `</script>` in any string. */
export function articleJsonLdScript(...args: Parameters<typeof articleJsonLd>): string {
  return jsonForScript(articleJsonLd(...args));
}
