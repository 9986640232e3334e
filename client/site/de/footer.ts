import { defineCopy } from '../copy';
import { footerLinks, type FooterCopy } from '../footer';
import { COMPANY } from './company';

const link = /* @__PURE__ */ footerLinks('de');

/** Die Fußzeile: nur der Worker rendert sie (client/app/footer.tsx). */
export const FOOTER: FooterCopy = /* @__PURE__ */ defineCopy((): FooterCopy => ({
  label: 'Fußzeile',
  blurb: `${COMPANY.tagline}. Gegründet ${COMPANY.foundingYear}, unabhängig und von den Menschen geführt, die hier arbeiten.`,
  columns: [
    {
      title: 'Lösungen',
      links: [
        link('Individuelle SaaS-Entwicklung', 'solutions', 'custom-saas'),
        link('Web- und API-Entwicklung', 'solutions', 'api-development'),
        link('Unternehmenssoftware nach Maß', 'solutions', 'custom-software'),
        link('Newsloom API', 'solutions', 'newsloom-api'),
        link('Referenzen', 'work'),
      ],
    },
    {
      title: 'Unternehmen',
      links: [
        link('Unsere Geschichte', 'company', 'story'),
        link('So arbeiten wir', 'company', 'how-we-work'),
        link('Führungsteam', 'company', 'team'),
        link('Wo wir arbeiten', 'company', 'where-we-work'),
        link('Aktuelles', 'news'),
      ],
    },
    {
      title: 'Karriere',
      links: [
        link('Offene Stellen', 'careers', 'open-positions'),
        link('Was wir bieten', 'careers', 'benefits'),
        link('Unser Bewerbungsprozess', 'careers', 'hiring-process'),
        { label: COMPANY.careersEmail, href: `mailto:${COMPANY.careersEmail}` },
      ],
    },
    {
      title: 'Kontakt',
      links: [link('Schreiben Sie uns', 'contact'), link('Datenschutzerklärung', 'privacy'), link('Impressum', 'imprint')],
    },
  ],
  social: 'Folgen Sie uns',
  rights: 'Alle Rechte vorbehalten.',
}));
