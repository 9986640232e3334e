import { pagePath, type Lang, type PageId } from '../routes';
import { COMPANY } from './company';
import { defineCopy, type Cta, type Widen } from './copy';

export interface FooterColumn {
  readonly title: string;
  readonly links: readonly Cta[];
}

/**
 * The links of one language's footer to the site's own pages: each names a page of the registry
 * (and a section's anchor on it), never a path, so a page's path is written once (client/routes.ts).
 */
export function footerLinks(lang: Lang) {
  return (label: string, id: PageId, section?: string): Cta => ({
    label,
    href: section ? `${pagePath(id, lang)}#${section}` : pagePath(id, lang),
  });
}

const link = /* @__PURE__ */ footerLinks('en');

/**
 * Copy of the footer: rendered by the worker alone (client/app/footer.tsx), the browser keeps its
 * markup as it came (decision 0096), so none of it is in the client copy.
 */
export const FOOTER = /* @__PURE__ */ defineCopy(
  () =>
    ({
      label: 'Footer',
      blurb: `${COMPANY.tagline}. Founded in ${COMPANY.foundingYear}, independent and employee-run.`,
      columns: [
        {
          title: 'Solutions',
          links: [
            link('Custom SaaS development', 'solutions', 'custom-saas'),
            link('Web and API development', 'solutions', 'api-development'),
            link('Custom business software', 'solutions', 'custom-software'),
            link('Newsloom API', 'solutions', 'newsloom-api'),
            // The record a studio is hired on, from every page, by the palette's name for it (PALETTE.pageLabels).
            link('Case studies', 'work'),
          ],
        },
        {
          title: 'Company',
          links: [
            link('Our story', 'company', 'story'),
            link('How we work', 'company', 'how-we-work'),
            link('Leadership', 'company', 'team'),
            link('Where we work', 'company', 'where-we-work'),
            link('News', 'news'),
          ],
        },
        {
          title: 'Careers',
          links: [
            link('Open positions', 'careers', 'open-positions'),
            link('Benefits', 'careers', 'benefits'),
            link('How we hire', 'careers', 'hiring-process'),
            { label: COMPANY.careersEmail, href: `mailto:${COMPANY.careersEmail}` },
          ],
        },
        {
          title: 'Contact',
          links: [link('Write to us', 'contact'), link('Privacy notice', 'privacy'), link('Imprint', 'imprint')],
        },
      ] satisfies readonly FooterColumn[],
      social: 'Follow us',
      rights: 'All rights reserved.',
    }) as const,
);

export type FooterCopy = Widen<typeof FOOTER>;
