import { defineCopy } from '../copy';
import type { PageMeta } from '../meta';
import type { Position } from '../positions';
import { PAGE_META as EN_PAGE_META } from '../meta';
import { COMPANY } from './company';

/** Titel und Beschreibung jeder Seite (im Dokumentkopf, im Zustand der Seite und in der Suche). */
export const PAGE_META: typeof EN_PAGE_META = /* @__PURE__ */ defineCopy(() => ({
  home: {
    title: 'SaaS, APIs und Unternehmenssoftware nach Maß',
    description: `${COMPANY.name} entwickelt SaaS-Lösungen für Unternehmen: individuelle SaaS-Plattformen, Web- und API-Entwicklung, Unternehmenssoftware nach Maß und die Nachrichten-API Newsloom.`,
  },
  solutions: {
    title: 'Lösungen',
    description:
      'Individuelle SaaS-Entwicklung, Web- und API-Entwicklung, Unternehmenssoftware nach Maß und die Newsloom API für Nachrichtenaggregation: was Sie bekommen und wie wir arbeiten.',
  },
  company: {
    title: 'Unternehmen',
    description: `Wer wir sind: ein Softwareunternehmen, gegründet ${COMPANY.foundingYear} – unsere Geschichte, unsere Werte, unser Team und wie wir mit Kunden zusammenarbeiten.`,
  },
  careers: {
    title: 'Karriere',
    description: `Offene Stellen bei ${COMPANY.name}: Entwicklung und Design, mit viel Raum für Remote-Arbeit und einem klaren Bewerbungsprozess.`,
  },
  'application-sent': {
    title: 'Bewerbung gesendet',
    description: `Ihre Bewerbung ist bei ${COMPANY.name} eingegangen. Sie hören innerhalb von fünf Werktagen von uns.`,
  },
  contact: {
    title: 'Kontakt',
    description: `Schreiben Sie ${COMPANY.name} zu einem Projekt, einem Schlüssel für die Newsloom API oder einem anderen Anliegen. Jede Nachricht beantwortet ein erfahrenes Mitglied unseres Entwicklungsteams – innerhalb von zwei Werktagen.`,
  },
  'contact-sent': {
    title: 'Nachricht gesendet',
    description: `Ihre Nachricht ist bei ${COMPANY.name} eingegangen. Ein erfahrenes Mitglied unseres Entwicklungsteams antwortet Ihnen innerhalb von zwei Werktagen.`,
  },
  privacy: {
    title: 'Datenschutzerklärung',
    description: `Welche personenbezogenen Daten die Website von ${COMPANY.name} verarbeitet und warum, wie lange sie gespeichert werden, wer sie erhält und welche Rechte Sie nach der DSGVO haben.`,
  },
  imprint: {
    title: 'Impressum',
    description: `Anbieterkennzeichnung der ${COMPANY.legalName}: Anschrift, Geschäftsführerin, Handelsregistereintrag, Umsatzsteuer-Identifikationsnummer und Kontaktwege.`,
  },
}));

/** Die Seite einer Stelle: ihr Titel mit dem Ort, ihre Zusammenfassung als Beschreibung. */
export function positionMeta(position: Pick<Position, 'title' | 'location' | 'summary'>): PageMeta {
  return { title: `${position.title}, ${position.location}`, description: position.summary };
}
