import { defineCopy } from '../../copy';
import type { CompanyPageData } from '../../pages/company';
import { COMPANY } from '../company';

/** Die Unternehmensseite. */
export const COMPANY_PAGE: CompanyPageData = /* @__PURE__ */ defineCopy((): CompanyPageData => ({
  eyebrow: 'Unternehmen',
  heading: 'Ein kleines Unternehmen, das liefert',
  lead: `${COMPANY.name} wurde ${COMPANY.foundingYear} von einer Entwicklerin und zwei Entwicklern gegründet, die Software so bauen wollten, wie sie sie sich selbst wünschen würden: in kleinen Schritten, in klaren Worten und auf lange Sicht.`,
  story: {
    id: 'story',
    title: 'Unsere Geschichte',
    paragraphs: [
      `Angefangen haben wir ${COMPANY.foundingYear} in einer Bürogemeinschaft in Leipzig, mit einem Kunden und einem gemieteten Server. Heute sind wir ein Team von ${COMPANY.employees.min} bis ${COMPANY.employees.max} Menschen in Deutschland, Polen und Portugal, und unser eigenes Produkt, die Newsloom API, nutzen Kunden auf vier Kontinenten.`,
      'Wir sind bewusst klein geblieben. Jeder Kunde arbeitet direkt mit den Menschen, die seine Software entwickeln, nicht mit einem Account-Manager. Und in jedem Projekt bleibt ein erfahrenes Mitglied unseres Entwicklungsteams vom ersten Workshop bis zum letzten Release an Bord.',
    ],
    milestones: [
      { year: '2019', text: 'Gründung in Leipzig – mit einem Kunden, einem gemieteten Server und einem geliehenen Besprechungsraum.' },
      { year: '2020', text: 'Unsere erste SaaS-Plattform geht live: Terminbuchung für 300 Arztpraxen.' },
      { year: '2021', text: 'Newsloom entsteht als internes Werkzeug für einen Kunden und wird noch im selben Jahr zum eigenen Produkt.' },
      { year: '2023', text: 'In Lissabon eröffnet ein zweites Studio; die Hälfte des Teams arbeitet inzwischen remote.' },
      { year: '2025', text: 'Mehr als 120 Kundenprojekte umgesetzt; Newsloom erfasst 40.000 Quellen.' },
    ],
  },
  mission: {
    id: 'mission',
    title: 'Unsere Mission',
    text: 'Software zu bauen, auf die sich Unternehmen ein Jahrzehnt lang verlassen können: einfach zu bedienen, ehrlich, was ihre Grenzen angeht, und leicht zu ändern für das Team, das nach uns kommt.',
  },
  values: {
    id: 'values',
    title: 'Was uns wichtig ist',
    items: [
      {
        title: 'Kleine Schritte',
        text: 'Wir liefern alle zwei Wochen etwas Nützliches und lassen die Praxis entscheiden, was als Nächstes kommt.',
      },
      {
        title: 'Klare Worte',
        text: 'Schätzungen, Risiken und schlechte Nachrichten sprechen wir früh an – schriftlich und ohne Fachchinesisch.',
      },
      {
        title: 'Auf Veränderung ausgelegt',
        text: 'Tests, Dokumentation und bewährte, unspektakuläre Technik, damit auch Ihr nächstes Team schnell vorankommt.',
      },
      {
        title: 'Ein gesundes Tempo',
        text: 'Bei uns arbeitet niemand am Wochenende, um eine Deadline zu retten. Wir planen so, dass das niemand muss.',
      },
    ],
  },
  process: {
    id: 'how-we-work',
    title: 'So arbeiten wir',
    lead: 'Jede Zusammenarbeit folgt denselben vier Schritten – ob sie sechs Wochen dauert oder sechs Jahre.',
    steps: [
      {
        title: 'Zuhören',
        text: 'Ein kostenloses Erstgespräch und ein, zwei Workshops mit den Menschen, die die Software nutzen werden. Wir halten schriftlich fest, woran wir den Erfolg messen.',
      },
      {
        title: 'Gestalten',
        text: 'Ein fester erster Meilenstein mit klarem Umfang und Preis, ein klickbarer Prototyp und die Risiken, die wir sehen – schriftlich.',
      },
      {
        title: 'Bauen',
        text: 'Zweiwöchige Iterationen, jede mit lauffähiger Software, die Sie selbst ausprobieren können. Bei jeder Demo können Sie Prioritäten neu setzen.',
      },
      {
        title: 'Betreiben',
        text: 'Wir betreiben, überwachen und verbessern, was wir gebaut haben – oder übergeben es Ihrem Team mit einer Dokumentation, mit der es wirklich arbeiten kann.',
      },
    ],
  },
  figures: {
    id: 'figures',
    title: 'Larchfield in Zahlen',
    items: [
      { value: String(COMPANY.foundingYear), label: 'das Jahr, in dem alles begann' },
      { value: `${COMPANY.employees.min}–${COMPANY.employees.max}`, label: 'Menschen im Team' },
      { value: '120+', label: 'umgesetzte Kundenprojekte' },
      { value: '4,6 Jahre', label: 'bleiben Mitarbeitende im Schnitt bei uns' },
    ],
  },
  team: {
    id: 'team',
    title: 'Führungsteam',
    lead: 'Diese Menschen lernen Sie in Ihren ersten Gesprächen kennen. Statt Stockfotos zeigen wir hier ihre Initialen.',
    people: [
      {
        initials: 'MH',
        name: 'Marta Hübner',
        role: 'Mitgründerin, Geschäftsführerin',
        bio: 'Hat zehn Jahre lang Produktteams für Logistiksoftware geleitet. Kümmert sich um Kunden, Verträge und die Frage, was wir besser nicht bauen.',
      },
      {
        initials: 'FB',
        name: 'Felix Brandt',
        role: 'Mitgründer, CTO',
        bio: 'Backend-Entwickler, der seit 2008 Zahlungs- und Buchungssysteme am Laufen hält. Prüft jede Architektur, die wir vorschlagen.',
      },
      {
        initials: 'JW',
        name: 'Jakob Wendt',
        role: 'Mitgründer, Leiter Newsloom',
        bio: 'Früher Datenjournalist. Hat die erste Version von Newsloom in einem langen Winter gebaut und beantwortet Support-Anfragen bis heute selbst.',
      },
      {
        initials: 'IC',
        name: 'Inês Carvalho',
        role: 'Leiterin Design',
        bio: 'Leitet Nutzerforschung und Interface-Design von Lissabon aus. Ist überzeugt, dass jedes Formular auf die Hälfte seiner Felder verzichten kann.',
      },
      {
        initials: 'PZ',
        name: 'Piotr Zieliński',
        role: 'Leiter Softwareentwicklung',
        bio: 'Begleitet unsere Entwicklerinnen und Entwickler, verantwortet unsere Rufbereitschaft und sorgt dafür, dass wir ehrlich und verlässlich liefern.',
      },
      {
        initials: 'LS',
        name: 'Leonie Schuster',
        role: 'Personal und Organisation',
        bio: 'Verantwortet Recruiting, Onboarding und alles, was ein verteiltes Team gut zusammenarbeiten lässt.',
      },
    ],
  },
  locations: {
    id: 'where-we-work',
    title: 'Wo wir arbeiten',
    lead: 'Die meisten von uns sehen sich jede Woche persönlich, manche viermal im Jahr. Beides funktioniert.',
    places: [
      {
        name: 'Leipzig',
        text: 'Unser Hauptsitz in einer umgebauten Baumwollspinnerei in Plagwitz, fünfzehn Straßenbahnminuten vom Hauptbahnhof, mit zwei Workshopräumen für Kundenbesuche.',
      },
      {
        name: 'Lissabon',
        text: 'Ein Gemeinschaftsstudio in Arroios für die Kolleginnen und Kollegen in Portugal, mit einem Workshopraum, den auch unsere Kunden buchen können.',
      },
      {
        name: 'Ortsunabhängig',
        text: 'Wer in einer europäischen Zeitzone lebt, kann vollständig remote arbeiten. Das ganze Team trifft sich viermal im Jahr persönlich.',
      },
    ],
    image: {
      src: '/images/leipzig-office.svg',
      width: 640,
      height: 400,
      alt: 'Illustration: ein rotes Backsteingebäude einer alten Spinnerei mit hohen Fenstern, davor Lärchen und eine Straßenbahnhaltestelle',
    },
  },
}));
