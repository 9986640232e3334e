import { defineCopy } from '../../copy';
import type { NewsPageCopy } from '../../pages/news';

/** Aktuelles (/de/aktuelles: Listen, Themen, ältere Seiten) und die Seite jedes Beitrags. */
export const NEWS_PAGE: NewsPageCopy = /* @__PURE__ */ defineCopy((): NewsPageCopy => ({
  meta: {
    title: 'Aktuelles',
    description:
      'Neue Newsloom-Versionen, Notizen aus der Entwicklung, offene Stellen und Neuigkeiten von Larchfield Software aus Leipzig.',
  },
  eyebrow: 'Aktuelles',
  title: 'Neues von Larchfield',
  lead: 'Neue Versionen von Newsloom, Notizen aus der Entwicklung, offene Stellen und was im Unternehmen passiert – geschrieben von den Menschen, die die Arbeit gemacht haben.',
  tagTitle: 'Beiträge zum Thema „{tag}“',
  tagLead: 'Alle Beiträge zu {tag}, die neuesten zuerst.',
  allTags: 'Alle Themen',
  empty: 'Hier gibt es noch keine Beiträge.',
  pagination: { label: 'Weitere Beiträge', newer: 'Neuere Beiträge', older: 'Ältere Beiträge', page: 'Seite {page} von {pages}' },
  byline: 'Von {author}',
  readingTime: '{minutes} Min. Lesezeit',
  published: 'Veröffentlicht',
  updated: 'Aktualisiert am {date}',
  tags: 'Themen',
  more: 'Beitrag lesen',
  back: { label: 'Alle Beiträge', href: '/de/aktuelles' },
  og: { kind: 'Aktuelles' },
  dateLocale: 'de-DE',
}));
