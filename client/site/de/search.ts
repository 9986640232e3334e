import { ROUTES, type PageId } from '../../route-table';
import { defineCopy } from '../copy';
import { openPositions } from '../positions';
import type { PaletteCopy, SearchEntry } from '../search';
import { CAREERS } from './pages/careers';
import { COMPANY_PAGE } from './pages/company';
import { HOME } from './pages/home';
import { PRIVACY } from './pages/privacy';
import { SOLUTIONS } from './pages/solutions';
import { PAGE_META } from './meta';
import { UI } from './ui';

/**
 * The German path of each page (issue 30's URL table). Here only until the page registry knows
 * every route's path per language; then the index asks it, as the English one asks ROUTES.
 */
const PATHS: Record<Exclude<PageId, 'position'>, string> = {
  home: '/de',
  solutions: '/de/loesungen',
  company: '/de/unternehmen',
  careers: '/de/karriere',
  'application-sent': '/de/karriere/beworben',
  contact: '/de/kontakt',
  'contact-sent': '/de/kontakt/gesendet',
  privacy: '/de/datenschutz',
  imprint: '/de/impressum',
};

interface Outline {
  readonly id: string;
  readonly title: string;
  readonly text?: string;
}

function sections(page: Exclude<PageId, 'position'>, outline: readonly Outline[]): SearchEntry[] {
  return outline.map((s) => ({ group: 'sections', title: s.title, context: UI.routeLabels[page], href: `${PATHS[page]}#${s.id}`, keywords: s.text ?? '' }));
}

/** Alles, was die Suche findet, in der Reihenfolge der Anzeige: dieselbe Gliederung wie das englische Verzeichnis. */
export const SEARCH_INDEX: readonly SearchEntry[] = /* @__PURE__ */ defineCopy(() => [
  ...ROUTES.filter((r) => !('noindex' in r)).map((r): SearchEntry => ({ group: 'pages', title: UI.routeLabels[r.id], context: PAGE_META[r.id].description, href: PATHS[r.id], keywords: PAGE_META[r.id].title })),
  ...sections('home', [
    { id: HOME.offerings.id, title: HOME.offerings.title, text: HOME.offerings.items.map((o) => o.title).join(' ') },
    { id: HOME.product.id, title: HOME.product.title, text: HOME.product.text },
    { id: HOME.testimonials.id, title: HOME.testimonials.title, text: HOME.testimonials.items.map((t) => t.company).join(' ') },
    { id: HOME.figures.id, title: HOME.figures.title },
    { id: HOME.closing.id, title: HOME.closing.title, text: 'Kontakt E-Mail Anfrage' },
  ]),
  ...sections('solutions', [
    ...SOLUTIONS.offerings.map((o) => ({ id: o.id, title: o.title, text: `${o.eyebrow} ${o.intro} ${o.stack.join(' ')}` })),
    { id: SOLUTIONS.newsloom.id, title: SOLUTIONS.newsloom.title, text: `${SOLUTIONS.newsloom.intro} ${SOLUTIONS.newsloom.plans.title} ${SOLUTIONS.newsloom.key.title}` },
    { id: SOLUTIONS.closing.id, title: SOLUTIONS.closing.title, text: SOLUTIONS.closing.text },
  ]),
  ...sections('company', [
    { id: COMPANY_PAGE.story.id, title: COMPANY_PAGE.story.title, text: COMPANY_PAGE.story.paragraphs.join(' ') },
    { id: COMPANY_PAGE.mission.id, title: COMPANY_PAGE.mission.title, text: COMPANY_PAGE.mission.text },
    { id: COMPANY_PAGE.values.id, title: COMPANY_PAGE.values.title, text: COMPANY_PAGE.values.items.map((v) => v.title).join(' ') },
    { id: COMPANY_PAGE.process.id, title: COMPANY_PAGE.process.title, text: COMPANY_PAGE.process.lead },
    { id: COMPANY_PAGE.figures.id, title: COMPANY_PAGE.figures.title },
    { id: COMPANY_PAGE.team.id, title: COMPANY_PAGE.team.title, text: COMPANY_PAGE.team.people.map((p) => `${p.name} ${p.role}`).join(' ') },
    { id: COMPANY_PAGE.locations.id, title: COMPANY_PAGE.locations.title, text: COMPANY_PAGE.locations.places.map((p) => p.name).join(' ') },
  ]),
  ...sections('careers', [
    { id: CAREERS.positions.id, title: CAREERS.positions.title, text: 'Jobs Stellenangebote Stellenanzeigen' },
    { id: CAREERS.benefits.id, title: CAREERS.benefits.title, text: CAREERS.benefits.items.map((b) => b.title).join(' ') },
    { id: CAREERS.process.id, title: CAREERS.process.title, text: CAREERS.process.lead },
    { id: CAREERS.closing.id, title: CAREERS.closing.title, text: CAREERS.closing.text },
  ]),
  ...sections('privacy', PRIVACY.sections.map((s) => ({ id: s.id, title: s.title, text: s.paragraphs.join(' ') }))),
  // The positions' own text comes from the positions (one file per position and language, written elsewhere).
  ...openPositions().map((p): SearchEntry => ({ group: 'positions', title: p.title, context: `${CAREERS.positions.teamNames[p.team]} · ${p.location} · ${p.type}`, href: `${PATHS.careers}/${p.id}`, keywords: `${p.summary} ${p.tasks.join(' ')}` })),
]);

/** Die Befehlspalette. */
export const PALETTE: PaletteCopy = /* @__PURE__ */ defineCopy(
  (): PaletteCopy => ({
    title: 'Website durchsuchen',
    placeholder: 'Seiten, Abschnitte und Stellen durchsuchen',
    groups: { pages: 'Seiten', sections: 'Abschnitte', positions: 'Offene Stellen' },
    empty: 'Keine Treffer für „{query}“. Versuchen Sie es mit einem kürzeren Wort, oder schreiben Sie uns.',
    close: 'Schließen',
    hints: ['↑ ↓ zum Auswählen', 'Enter zum Öffnen', 'Esc zum Schließen'],
  }),
);
