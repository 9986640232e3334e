import { defineCopy } from '../copy';
import type { FooterCopy } from '../footer';
import { COMPANY } from './company';

/** Die Fußzeile: nur der Worker rendert sie (client/app/footer.tsx). */
export const FOOTER: FooterCopy = /* @__PURE__ */ defineCopy((): FooterCopy => ({
  label: 'Fußzeile',
  blurb: `${COMPANY.tagline}. Gegründet ${COMPANY.foundingYear}, unabhängig und von den Menschen geführt, die hier arbeiten.`,
  columns: [
    {
      title: 'Lösungen',
      links: [
        { label: 'Individuelle SaaS-Entwicklung', href: '/de/loesungen#custom-saas' },
        { label: 'Web- und API-Entwicklung', href: '/de/loesungen#api-development' },
        { label: 'Unternehmenssoftware nach Maß', href: '/de/loesungen#custom-software' },
        { label: 'Newsloom API', href: '/de/loesungen#newsloom-api' },
      ],
    },
    {
      title: 'Unternehmen',
      links: [
        { label: 'Unsere Geschichte', href: '/de/unternehmen#story' },
        { label: 'So arbeiten wir', href: '/de/unternehmen#how-we-work' },
        { label: 'Führungsteam', href: '/de/unternehmen#team' },
        { label: 'Wo wir arbeiten', href: '/de/unternehmen#where-we-work' },
      ],
    },
    {
      title: 'Karriere',
      links: [
        { label: 'Offene Stellen', href: '/de/karriere#open-positions' },
        { label: 'Was wir bieten', href: '/de/karriere#benefits' },
        { label: 'Unser Bewerbungsprozess', href: '/de/karriere#hiring-process' },
        { label: COMPANY.careersEmail, href: `mailto:${COMPANY.careersEmail}` },
      ],
    },
    {
      title: 'Kontakt',
      links: [
        { label: 'Schreiben Sie uns', href: '/de/kontakt' },
        { label: 'Datenschutzerklärung', href: '/de/datenschutz' },
        { label: 'Impressum', href: '/de/impressum' },
      ],
    },
  ],
  social: 'Folgen Sie uns',
  rights: 'Alle Rechte vorbehalten.',
}));
