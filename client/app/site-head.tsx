import { LANGS, absoluteUrl, type Lang } from '../routes';
import { SHELL } from '../site/shell';

/** Open Graph's locale of each language. */
export const OG_LOCALES: { readonly [L in Lang]: string } = { en: 'en_US', de: 'de_DE' };

/**
 * The head tags that are the same on every page of a language: keywords, author, theme colour,
 * colour scheme, icons and the social card's fixed parts with its locale. Rendered by the worker
 * only (worker/render.tsx passes them to the App as `siteTags`); the client never renders them and
 * React 19 keeps them in place through hydration and every navigation (a change of language is a
 * full load), so their copy never ships in JavaScript (decision 0096).
 */
export function SiteHeadTags({
  origin,
  lang,
  siteCard,
  feeds,
}: {
  origin: string;
  lang: Lang;
  siteCard: boolean;
  feeds: readonly { type: string; href: string }[];
}) {
  const { COMPANY, SITE_HEAD, NEWS_PAGE } = SHELL[lang];
  const image = absoluteUrl(origin, SITE_HEAD.socialImage.path);
  return (
    <>
      <meta name="keywords" content={SITE_HEAD.keywords.join(', ')} />
      <meta name="author" content={SITE_HEAD.author} />
      <meta name="theme-color" content={SITE_HEAD.themeColor} />
      <meta name="color-scheme" content="light dark" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {LANGS.filter((l) => l !== lang).map((l) => (
        <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} />
      ))}
      <meta property="og:site_name" content={COMPANY.name} />
      {/* The site's card, unless the page has a picture of its own (a case study, a post: its Head). */}
      {siteCard && (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(SITE_HEAD.socialImage.width)} />
          <meta property="og:image:height" content={String(SITE_HEAD.socialImage.height)} />
          <meta property="og:image:alt" content={SITE_HEAD.socialImage.alt} />
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={SITE_HEAD.socialImage.alt} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      {/* The language's news feeds, on every page (worker/routes/content.ts serves them). */}
      {feeds.map((f) => (
        <link key={f.type} rel="alternate" type={f.type} title={NEWS_PAGE.title} href={f.href} />
      ))}
    </>
  );
}
