import { defineCopy } from '../../copy';
import { TEAMS, type CareersData } from '../../pages/careers';
import { openPositions } from '../../positions';
import { COMPANY } from '../company';

export { TEAMS };

/** Die Karriereseite mit den offenen Stellen. */
export const CAREERS: CareersData = /* @__PURE__ */ defineCopy((): CareersData => ({
  eyebrow: 'Karriere',
  heading: 'Arbeiten Sie mit uns',
  lead: `Wir sind ${COMPANY.employees.min} bis ${COMPANY.employees.max} Menschen, die gern Dinge bauen, die Bestand haben. Wir stellen mit Bedacht ein, bezahlen fair, veröffentlichen unsere Gehaltsspannen und geben allen die Zeit für sorgfältige Arbeit.`,
  facts: [
    'Leipzig, Lissabon oder remote innerhalb der EU',
    'Eine Gehaltsspanne in jeder Stellenanzeige',
    'Rund drei Wochen von der Bewerbung bis zum Angebot',
  ],
  positions: {
    id: 'open-positions',
    title: 'Offene Stellen',
    filter: {
      label: 'Team',
      all: 'Alle Teams',
      count: '{shown} von {total} offenen Stellen',
      emptyTitle: 'Derzeit keine offenen Stellen im Bereich {team}',
      emptyText:
        'Wir lesen trotzdem jede Initiativbewerbung und melden uns, sobald eine passende Stelle frei wird. Erzählen Sie uns, woran Sie gern arbeiten würden.',
    },
    teams: TEAMS,
    teamNames: { Engineering: 'Entwicklung', Design: 'Design', Product: 'Produkt', Operations: 'Organisation' },
    typeNames: { 'Full-time': 'Vollzeit', 'Part-time': 'Teilzeit' },
    // The open positions in German (content/positions/<id>.de.md, compiled at build into the positions
    // module): what the list shows of each.
    items: openPositions('de').map(({ id, title, team, location, type, summary }) => ({ id, title, team, location, type, summary })),
    more: { label: 'Mehr erfahren und bewerben', href: '/de/karriere/{id}' },
  },
  benefits: {
    id: 'benefits',
    title: 'Was Sie erwarten können',
    items: [
      {
        title: '30 Tage Urlaub',
        text: 'Dazu frei am 24. und 31. Dezember. Niemand zählt Ihre Tage – wir achten aber darauf, dass Sie sie auch nehmen.',
      },
      {
        title: 'Vier-Tage-Woche',
        text: 'Nach der Probezeit für alle möglich, bei 80 % des Gehalts und ohne dass Sie es begründen müssen.',
      },
      { title: 'Weiterbildungsbudget', text: '2.000 € und fünf Tage im Jahr für Kurse, Bücher und Konferenzen Ihrer Wahl.' },
      { title: 'Ihre Ausstattung', text: 'Laptop, Bildschirm und Stuhl nach Ihrer Wahl und ein Homeoffice-Zuschuss von 50 € im Monat.' },
      {
        title: 'Offene Gehaltsspannen',
        text: 'Jede Stelle nennt ihre Spanne, und das ganze Team weiß, wie über Gehaltserhöhungen entschieden wird.',
      },
      {
        title: 'Zeit für Qualität',
        text: 'Unsere Schätzungen enthalten Tests und Dokumentation. Niemand wird gebeten, sie wegzulassen, um einen Termin zu halten.',
      },
    ],
  },
  process: {
    id: 'hiring-process',
    title: 'Unser Bewerbungsprozess',
    lead: 'Vier Schritte, meist innerhalb von drei Wochen. Sie wissen jederzeit, wo Sie stehen und was als Nächstes kommt.',
    duration: 'Rund drei Wochen von Ihrer Bewerbung bis zu unserem Angebot oder einer klaren Antwort.',
    steps: [
      {
        title: 'Bewerbung',
        text: 'Ihr Lebenslauf und ein paar Zeilen, gesendet über die Seite der Stelle. Kein Anschreiben nach Schema F und kein Konto, das Sie anlegen müssen; wir antworten innerhalb von fünf Werktagen.',
      },
      {
        title: 'Kennenlerngespräch',
        text: 'Dreißig Minuten mit der Person, für die Sie arbeiten würden: über die Rolle, das Team und Ihre Fragen.',
      },
      {
        title: 'Arbeitsprobe',
        text: 'Eine kleine Aufgabe, die wir mit 300 € vergüten, oder ein gemeinsamer Blick auf eine Arbeit, die Sie schon gemacht haben. Sie haben die Wahl.',
      },
      {
        title: 'Das Team kennenlernen',
        text: 'Zwei Gespräche mit künftigen Kolleginnen und Kollegen, danach innerhalb von fünf Werktagen ein Angebot oder eine klare Begründung.',
      },
    ],
  },
  closing: {
    id: 'open-application',
    title: 'Nichts Passendes dabei?',
    text: 'Schicken Sie uns trotzdem eine Initiativbewerbung. Erzählen Sie uns, was Sie gut können und was Sie lernen möchten – wir beantworten jede einzelne.',
    cta: {
      label: `Schreiben Sie an ${COMPANY.careersEmail}`,
      href: `mailto:${COMPANY.careersEmail}?subject=${encodeURIComponent('Initiativbewerbung')}`,
    },
  },
}));
