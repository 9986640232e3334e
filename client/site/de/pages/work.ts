import { defineCopy } from '../../copy';
import type { RichTextCopy, WorkPageCopy } from '../../pages/work';

/** Die Referenzen (/de/referenzen) und die Seite jeder Fallstudie. */
export const WORK_PAGE: WorkPageCopy = /* @__PURE__ */ defineCopy((): WorkPageCopy => ({
  meta: {
    title: 'Referenzen',
    description:
      'Was Larchfield gebaut hat, für wen und was sich verändert hat: Fallstudien mit Ausgangslage, Umsetzung, Ergebnissen in Zahlen und dem Kunden im O-Ton.',
  },
  eyebrow: 'Referenzen',
  title: 'Fallstudien',
  lead: 'Was wir gebaut haben, für wen und was sich für unsere Kunden verändert hat: die Ausgangslage, unsere Arbeit und die Ergebnisse in Zahlen – erzählt gemeinsam mit den Menschen, mit denen wir gebaut haben.',
  filter: {
    label: 'Fallstudien zeigen für',
    all: 'Alle Leistungen',
    count: '{shown} von {total} Fallstudien',
    empty: 'Zu dieser Leistung gibt es noch keine Fallstudie.',
  },
  services: {
    'custom-saas': 'Individuelle SaaS-Entwicklung',
    'api-development': 'Web- und API-Entwicklung',
    'custom-software': 'Individualsoftware',
    'newsloom-api': 'Newsloom API',
  },
  more: 'Fallstudie lesen',
  facts: { client: 'Kunde', industry: 'Branche', services: 'Leistungen', duration: 'Dauer', team: 'Team', published: 'Veröffentlicht' },
  sections: { results: 'Ergebnisse', quote: 'Das sagt unser Kunde', technologies: 'Technologien', story: 'Das Projekt' },
  back: { label: 'Alle Fallstudien', href: '/de/referenzen' },
  readingTime: '{minutes} Min. Lesezeit',
  quoteMarks: { open: '„', close: '“' },
  og: { kind: 'Fallstudie' },
  dateLocale: 'de-DE',
}));

/** Was die Darstellung der Texte braucht. */
export const RICH_TEXT: RichTextCopy = /* @__PURE__ */ defineCopy((): RichTextCopy => ({
  anchor: 'Link zu diesem Abschnitt: {heading}',
  code: 'Codebeispiel ({lang})',
}));
