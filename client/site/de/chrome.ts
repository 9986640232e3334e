import { defineCopy } from '../copy';
import type { Chrome } from '../chrome';
import { COMPANY } from './company';

/** Die Texte rund um jede Seite: Sprunglink, Kopfzeile, Ladebalken und Fußzeile. */
export const CHROME: Chrome = /* @__PURE__ */ defineCopy((): Chrome => ({
  skipLink: 'Zum Inhalt springen',
  homeLink: `${COMPANY.name}, Startseite`,
  navLabel: 'Hauptnavigation',
  menuButton: 'Menü',
  search: {
    button: 'Suche',
    mobileButton: 'Website durchsuchen',
    shortcut: 'Strg K',
    appleShortcut: '⌘ K',
    loading: 'Suche wird geladen …',
  },
  progress: 'Seite wird geladen',
  footer: {
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
  },
}));
