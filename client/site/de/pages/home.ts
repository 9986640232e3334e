import { defineCopy } from '../../copy';
import type { HomeData } from '../../pages/home';
import { COMPANY } from '../company';

/** Die Startseite. */
export const HOME: HomeData = /* @__PURE__ */ defineCopy((): HomeData => ({
  hero: {
    eyebrow: `Softwarehaus in Leipzig seit ${COMPANY.foundingYear}`,
    heading: 'Wir konzipieren, entwickeln und betreiben die Software, auf die Ihr Unternehmen baut.',
    lead: 'Larchfield macht aus Ideen SaaS-Produkte, APIs und Unternehmenssoftware, mit denen Menschen jeden Tag arbeiten. Sie arbeiten direkt mit den erfahrenen Fachleuten aus Entwicklung und Design zusammen, die Ihre Software bauen – vom ersten Workshop bis zu Jahren ruhigen, störungsfreien Betriebs.',
    primaryCta: { label: 'Unsere Lösungen entdecken', href: '/de/loesungen' },
    secondaryCta: { label: 'Offene Stellen ansehen', href: '/de/karriere' },
    highlights: ['Jedes Projekt senior besetzt', 'Alle zwei Wochen eine lauffähige Demo', 'Hosting in der EU, Datenschutz von Anfang an'],
    clientsLabel: 'Teams dieser Unternehmen vertrauen uns',
    clients: ['Fahrwerk Mobility', 'Baltic Freight Exchange', 'Serra Ceramics', 'Nordvik Capital', 'Hadad Tax Advisors'],
  },
  offerings: {
    id: 'what-we-do',
    eyebrow: 'Leistungen',
    title: 'Drei Wege, wie wir Ihr Unternehmen voranbringen',
    lead: 'Ob Sie Software an Ihre Kunden verkaufen oder bessere Werkzeuge für Ihre eigenen Leute brauchen: Das Team, das Ihr Projekt plant, setzt es auch um.',
    items: [
      {
        id: 'custom-saas',
        title: 'SaaS-Lösungen für Unternehmen',
        text: 'Vom ersten klickbaren Prototyp bis zur mandantenfähigen Plattform mit Abrechnung, Single Sign-on und Audit-Logs: SaaS-Produkte, für die Ihre Kunden bezahlen und die Ihr Team laufend weiterentwickeln kann.',
        points: [
          'Mandantenfähige Architektur und Abo-Abrechnung',
          'Rollen, Single Sign-on und Audit-Trails',
          'Betrieb durch uns oder Übergabe an Sie',
        ],
        cta: { label: 'So entwickeln wir SaaS', href: '/de/loesungen#custom-saas' },
      },
      {
        id: 'api-development',
        title: 'Web- und API-Entwicklung',
        text: 'Schnelle Webanwendungen und gut dokumentierte APIs, vom Schnittstellenvertrag aus entworfen und durchgängig getestet – damit Partner sich an einem Nachmittag anbinden statt in einem Quartal.',
        points: [
          'OpenAPI-Verträge, abgestimmt vor der ersten Zeile Code',
          'Lasttests und Fehlerbudgets von Anfang an',
          'Dokumentation mit Beispielen, die wirklich laufen',
        ],
        cta: { label: 'So entwickeln wir APIs', href: '/de/loesungen#api-development' },
      },
      {
        id: 'custom-software',
        title: 'Unternehmenssoftware nach Maß',
        text: 'Auftragsabwicklung, Einsatzplanung, Preisfindung und interne Werkzeuge – zugeschnitten auf die Arbeitsweise Ihrer Leute und angebunden an die ERP- und Buchhaltungssysteme, die Sie ohnehin schon bezahlen.',
        points: [
          'Workshops mit den Menschen, die damit arbeiten',
          'Anbindung an ERP, CRM und Buchhaltung',
          'Eine Übergabe, auf der Ihr Team aufbauen kann',
        ],
        cta: { label: 'So lösen wir Excel-Listen ab', href: '/de/loesungen#custom-software' },
      },
    ],
  },
  product: {
    id: 'newsloom',
    eyebrow: 'Unser eigenes Produkt',
    title: 'Newsloom API: die Nachrichten der Welt über einen einzigen Endpunkt',
    text: 'Newsloom sammelt Artikel aus mehr als 40.000 Nachrichtenquellen in 28 Sprachen, entfernt Dubletten, ordnet Themen, Unternehmen und Orte zu und macht alles wenige Minuten nach der Veröffentlichung durchsuchbar. Teams aus Medienbeobachtung, Analyse und Forschung bauen jeden Tag darauf auf.',
    stats: [
      { value: '40.000+', label: 'Quellen' },
      { value: '28', label: 'Sprachen' },
      { value: '< 4 Min.', label: 'von der Veröffentlichung bis zur Suche' },
    ],
    image: {
      src: '/images/newsloom-feed.svg',
      width: 560,
      height: 420,
      alt: 'Illustration: Artikel aus vielen Nachrichtenquellen, zu einem einzigen strukturierten JSON-Feed verwoben',
    },
    cta: { label: 'Zur API-Übersicht', href: '/de/loesungen#newsloom-api' },
    secondaryCta: { label: 'Kostenlosen Schlüssel anfordern', href: '/de/kontakt?topic=api' },
  },
  testimonials: {
    id: 'clients',
    eyebrow: 'Kunden',
    title: 'Was unsere Kunden sagen',
    lead: 'Einige der Unternehmen, mit denen wir Software entwickelt haben – in ihren eigenen Worten.',
    labels: {
      region: 'Kundenstimmen',
      previous: 'Vorherige Kundenstimme',
      next: 'Nächste Kundenstimme',
      play: 'Automatischen Wechsel starten',
      pause: 'Automatischen Wechsel anhalten',
      slide: '{n} von {total}',
      goTo: 'Kundenstimme {n} anzeigen',
    },
    quoteMarks: { open: '„', close: '“' },
    caseStudy: 'Zur Fallstudie',
    items: [
      {
        quote:
          'Larchfield hat unsere Buchungsplattform in fünf Monaten neu gebaut – ohne einen einzigen Tag Ausfall. Im ersten Quartal nach dem Start sind die Supportanfragen um ein Drittel zurückgegangen, und unsere eigenen Entwickler arbeiten bis heute gern in diesem Code.',
        name: 'Katrin Vogel',
        initials: 'KV',
        role: 'Leiterin Produktmanagement',
        company: 'Fahrwerk Mobility',
        result: 'Buchungsplattform in fünf Monaten neu gebaut',
      },
      {
        quote:
          'Wir brauchten eine Partner-API, die vierzig Logistikunternehmen anbinden können, ohne uns anrufen zu müssen. Larchfield hat den OpenAPI-Vertrag in zwei Workshops mit uns erarbeitet, und neun Tage nach dem Release war der erste Partner live.',
        name: 'Tomasz Nowak',
        initials: 'TN',
        role: 'CTO',
        company: 'Baltic Freight Exchange',
        result: 'Erster Partner nach neun Tagen live',
      },
      {
        quote:
          'Ihr Planungstool hat in unseren drei Werken elf Excel-Tabellen und zwei Whiteboards abgelöst. Unsere Planerinnen und Planer saßen vom ersten Tag an mit in den Workshops, und das merkt man: Niemand hat nach einer Schulung gefragt.',
        name: 'Ana Ribeiro',
        initials: 'AR',
        role: 'Leiterin Produktion',
        company: 'Serra Ceramics',
        result: 'Elf Excel-Tabellen abgelöst',
      },
      {
        quote:
          'Mit Newsloom verfolgen wir die Berichterstattung über zweitausend börsennotierte Unternehmen. Allein die Deduplizierung spart unseren Analysten jeden Morgen eine Stunde, und in drei Jahren war die API schlicht nie das Problem.',
        name: 'Jonas Lindqvist',
        initials: 'JL',
        role: 'Leiter Research',
        company: 'Nordvik Capital',
        result: 'Jeden Morgen eine Stunde gespart',
      },
      {
        quote:
          'Ehrliche Schätzungen, jeden zweiten Freitag eine Demo und keine Überraschungen auf der Rechnung. Unser Mandantenportal kam in einer einzigen Steuersaison von der Idee auf 1.200 aktive Mandanten.',
        name: 'Miriam Hadad',
        initials: 'MH',
        role: 'Geschäftsführende Partnerin',
        company: 'Hadad Tax Advisors',
        result: '1.200 Mandanten im neuen Portal',
      },
    ],
  },
  latest: {
    id: 'news',
    eyebrow: 'Aktuelles',
    title: 'Neues aus dem Team',
    lead: 'Neue Versionen, Notizen aus der Entwicklung und was im Unternehmen passiert.',
    more: { label: 'Alle Beiträge', href: '/de/aktuelles' },
    readingTime: '{minutes} Min. Lesezeit',
  },
  figures: {
    id: 'in-numbers',
    eyebrow: 'In Zahlen',
    title: 'Ein kleines Unternehmen mit langer Erfolgsbilanz',
    items: [
      { value: String(COMPANY.foundingYear), label: 'in Leipzig gegründet, von einer Entwicklerin und zwei Entwicklern' },
      { value: `${COMPANY.employees.min}–${COMPANY.employees.max}`, label: 'Menschen, alle fest bei uns angestellt, keine Subunternehmer' },
      { value: '120+', label: 'Kundenprojekte in neun Ländern umgesetzt' },
      { value: '99,98 %', label: 'Verfügbarkeit der Newsloom API in den letzten zwölf Monaten' },
    ],
  },
  closing: {
    id: 'contact',
    title: 'Sie haben ein Projekt im Sinn?',
    text: 'Erzählen Sie uns, was Sie vorhaben und wo es heute hakt. Jede Anfrage beantwortet ein erfahrenes Mitglied unseres Entwicklungsteams innerhalb von zwei Werktagen, und das erste Gespräch ist immer kostenlos.',
    cta: { label: 'Erzählen Sie uns von Ihrem Projekt', href: '/de/kontakt?topic=project' },
    secondaryCta: { label: 'So arbeiten wir', href: '/de/unternehmen#how-we-work' },
    mail: { text: 'Lieber per E-Mail? Schreiben Sie an', email: COMPANY.email },
  },
}));
