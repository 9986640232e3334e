import { COMPANY } from './company';
import { defineCopy, type Cta, type Widen } from './copy';

export interface FooterColumn {
  readonly title: string;
  readonly links: readonly Cta[];
}

/** Copy of the layout around every page: skip link, header controls, progress bar and footer. */
export const CHROME = /* @__PURE__ */ defineCopy(
  () =>
    ({
      skipLink: 'Skip to content',
      homeLink: `${COMPANY.name}, home`,
      navLabel: 'Main',
      menuButton: 'Menu',
      search: { button: 'Search', mobileButton: 'Search the site', shortcut: 'Ctrl K', appleShortcut: '⌘ K', loading: 'Loading search…' },
      progress: 'Loading page',
      footer: {
        label: 'Footer',
        blurb: `${COMPANY.tagline}. Founded in ${COMPANY.foundingYear}, independent and employee-run.`,
        columns: [
          {
            title: 'Solutions',
            links: [
              { label: 'Custom SaaS development', href: '/solutions#custom-saas' },
              { label: 'Web and API development', href: '/solutions#api-development' },
              { label: 'Custom business software', href: '/solutions#custom-software' },
              { label: 'Newsloom API', href: '/solutions#newsloom-api' },
            ],
          },
          {
            title: 'Company',
            links: [
              { label: 'Our story', href: '/company#story' },
              { label: 'How we work', href: '/company#how-we-work' },
              { label: 'Leadership', href: '/company#team' },
              { label: 'Where we work', href: '/company#where-we-work' },
            ],
          },
          {
            title: 'Careers',
            links: [
              { label: 'Open positions', href: '/careers#open-positions' },
              { label: 'Benefits', href: '/careers#benefits' },
              { label: 'How we hire', href: '/careers#hiring-process' },
              { label: COMPANY.careersEmail, href: `mailto:${COMPANY.careersEmail}` },
            ],
          },
          {
            title: 'Contact',
            links: [
              { label: 'Write to us', href: '/contact' },
              { label: 'Privacy notice', href: '/privacy' },
              { label: 'Imprint', href: '/imprint' },
            ],
          },
        ] satisfies readonly FooterColumn[],
        social: 'Follow us',
        rights: 'All rights reserved.',
      },
    }) as const,
);

export type Chrome = Widen<typeof CHROME>;
