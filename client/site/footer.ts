import { COMPANY } from './company';
import { defineCopy, type Cta, type Widen } from './copy';

export interface FooterColumn {
  readonly title: string;
  readonly links: readonly Cta[];
}

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
    }) as const,
);

export type FooterCopy = Widen<typeof FOOTER>;
