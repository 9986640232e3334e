import { defineCopy } from '../../copy';
import type { SolutionsData } from '../../pages/solutions';
import { COMPANY } from '../company';

// The sample asks in German; the API's own names (parameters, fields, topics) stay as the API has them.
const SAMPLE_REQUEST = `curl -G https://api.newsloom.dev/v1/articles \\
  -H "Authorization: Bearer $NEWSLOOM_KEY" \\
  -d q="Wärmepumpen" \\
  -d lang=de,en \\
  -d since=2026-06-01 \\
  -d limit=2`;

const SAMPLE_RESPONSE = `{
  "total": 1843,
  "next": "/v1/articles?cursor=eyJvIjoyfQ",
  "articles": [
    {
      "id": "art_9f2c81d4",
      "title": "Absatz von Wärmepumpen in Sachsen verdoppelt",
      "source": { "name": "Leipziger Tagblatt", "country": "DE" },
      "lang": "de",
      "published_at": "2026-06-03T07:42:00Z",
      "topics": ["energy", "housing"],
      "entities": [{ "type": "place", "name": "Sachsen" }],
      "duplicates": 14
    },
    {
      "id": "art_4b7e0a11",
      "title": "Why installers cannot keep up with heat pump demand",
      "source": { "name": "Energy Trade Weekly", "country": "GB" },
      "lang": "en",
      "published_at": "2026-06-02T16:05:00Z",
      "topics": ["energy", "labour market"],
      "entities": [{ "type": "organization", "name": "EHPA" }],
      "duplicates": 3
    }
  ]
}`;

/** Die Lösungsseite. */
export const SOLUTIONS: SolutionsData = /* @__PURE__ */ defineCopy((): SolutionsData => ({
  eyebrow: 'Lösungen',
  heading: 'Software, die so arbeitet wie Ihr Unternehmen',
  lead: 'Drei Formen der Zusammenarbeit für Ihre eigene Software – und ein eigenes Produkt, das Sie noch heute einsetzen können. Jedes Projekt leitet ein erfahrenes Mitglied unseres Entwicklungsteams, das vom ersten Workshop bis zum letzten Release dabeibleibt.',
  jumpLabel: 'Auf dieser Seite',
  labels: { gets: 'Was Sie bekommen', engagement: 'So läuft die Zusammenarbeit', stack: 'Typische Technologien' },
  offerings: [
    {
      id: 'custom-saas',
      eyebrow: 'SaaS-Lösungen für Unternehmen',
      title: 'Individuelle SaaS-Entwicklung',
      intro:
        'Wir bringen Ihre SaaS-Idee vom validierten Prototyp zum Produkt mit zahlenden Kunden – und legen es so an, dass sich Ihr tausendster Kunde so leicht einrichten lässt wie der erste.',
      gets: [
        'Einen klickbaren Prototyp in zwei Wochen und eine lauffähige Beta in sechs bis zehn Wochen',
        'Mandantentrennung, Abo-Abrechnung, Rollen und Single Sign-on',
        'Eine Admin-Konsole, mit der Ihr Support ohne Entwickler auskommt',
        'Monitoring, Backups und Rufbereitschaft, wenn wir den Betrieb übernehmen sollen',
      ],
      engagement: [
        'Discovery-Workshops legen den ersten Meilenstein fest, mit Umfang und Preis',
        'Zweiwöchige Iterationen, jede mit einer Demo lauffähiger Software',
        'Nach dem Start betreiben und erweitern wir die Plattform oder übergeben sie vollständig',
      ],
      stack: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Stripe', 'Cloudflare Workers', 'Terraform'],
    },
    {
      id: 'api-development',
      eyebrow: 'Für Produkt- und Plattformteams',
      title: 'Web- und API-Entwicklung',
      intro:
        'Öffentliche und Partner-APIs, vom Schnittstellenvertrag aus entworfen, vom ersten Tag an versioniert und mit Beispielen dokumentiert, die wirklich laufen – dazu Webanwendungen, die auch auf einem Mittelklasse-Smartphone schnell bleiben.',
      gets: [
        'Einen OpenAPI-Vertrag, abgestimmt mit Ihren Partnern, bevor Code entsteht',
        'Client-Bibliotheken und eine Sandbox, damit Integratoren am ersten Tag loslegen',
        'Lasttests, Fehlerbudgets und Dashboards, vorab vereinbart',
        'Web-Frontends, die die Core Web Vitals auf echten Geräten bestehen',
      ],
      engagement: [
        'Ein Design-Sprint für den Schnittstellenvertrag und das Sicherheitsmodell',
        'Lieferung Endpunkt für Endpunkt, hinter Feature-Flags',
        'Klare Regeln für das Abkündigen alter Versionen, damit Version zwei nie Version eins bricht',
      ],
      stack: ['OpenAPI', 'TypeScript', 'Go', 'Hono', 'PostgreSQL', 'Redis', 'Cloudflare'],
    },
    {
      id: 'custom-software',
      eyebrow: 'Für Betrieb, Vertrieb und Finanzen',
      title: 'Unternehmenssoftware nach Maß',
      intro:
        'Interne Werkzeuge und Fachanwendungen, die Excel-Listen und E-Mail-Ketten ablösen: Auftragsabwicklung, Produktionsplanung, Preisfindung und Reporting – angebunden an die Systeme, die Sie bereits im Einsatz haben.',
      gets: [
        'Software, die sich nach der Arbeitsweise Ihrer Leute richtet',
        'Schnittstellen zu SAP, DATEV, Microsoft Dynamics, HubSpot und weiteren Systemen',
        'Rollen und Rechte, Audit-Trails und Exporte, die Ihre Wirtschaftsprüfer akzeptieren',
        'Schulungen für Ihr Team und eine Dokumentation, die es selbst fortschreiben kann',
      ],
      engagement: [
        'Wir verbringen ein, zwei Tage bei den Menschen, die die Arbeit heute erledigen',
        'Wir lösen eine Tabelle oder einen Prozess nach dem anderen ab, nie alles auf einmal',
        'Ihr eigenes Team übernimmt die Wartung, sobald es dafür bereit ist',
      ],
      stack: ['TypeScript', 'React', 'Python', 'PostgreSQL', 'Azure oder AWS', 'Docker'],
    },
  ],
  newsloom: {
    id: 'newsloom-api',
    eyebrow: 'Unser Produkt',
    title: 'Newsloom API',
    intro:
      'Newsloom bündelt Nachrichten aus mehr als 40.000 Quellen in 28 Sprachen. Jeder Artikel wird quellenübergreifend dedupliziert, einem von 600 Themen zugeordnet und mit den Unternehmen, Personen und Orten verschlagwortet, die er nennt – meist innerhalb von vier Minuten nach der Veröffentlichung.',
    aggregates: {
      title: 'Was Newsloom bündelt',
      items: [
        'Überregionale, regionale und lokale Zeitungen, Radio- und Fernsehsender',
        'Fach- und Branchenpresse',
        'Pressemitteilungen und regulatorische Bekanntmachungen',
        'Meldungen von Zentralbanken, Regierungen und Behörden',
      ],
    },
    request: { title: 'Eine Beispielanfrage', label: 'Beispielanfrage mit curl', code: SAMPLE_REQUEST },
    response: { title: 'Die Antwort', label: 'Beispielantwort im JSON-Format', code: SAMPLE_RESPONSE },
    plans: {
      title: 'Tarife und Limits',
      items: [
        {
          name: 'Free',
          price: '0 €',
          period: 'pro Monat',
          audience: 'Zum Testen und für Nebenprojekte',
          limits: ['1.000 Anfragen pro Tag', '1 Anfrage pro Sekunde', 'Artikel der letzten 30 Tage'],
        },
        {
          name: 'Team',
          price: '290 €',
          period: 'pro Monat',
          audience: 'Für Produkt- und Rechercheteams',
          limits: ['50.000 Anfragen pro Tag', '10 Anfragen pro Sekunde', 'Zwei Jahre Archiv mit Volltextsuche'],
        },
        {
          name: 'Business',
          price: 'ab 1.200 €',
          period: 'pro Monat',
          audience: 'Für Plattformen, die Nachrichten weiterverkaufen oder streamen',
          limits: ['Kein Tageslimit', '100 Anfragen pro Sekunde', 'Vollständiges Archiv seit 2015, Streaming und ein SLA von 99,95 %'],
        },
      ],
      note: 'Alle Preise zzgl. USt. Eine Anfrage über dem Limit beantworten wir mit dem Status 429 und einem Retry-After-Header; Mehrverbrauch stellen wir nie in Rechnung.',
    },
    key: {
      title: 'So erhalten Sie einen Schlüssel',
      steps: [
        'Nennen Sie uns Ihren Namen, Ihr Unternehmen und Ihr Vorhaben – über das Kontaktformular oder per E-Mail',
        'Innerhalb eines Werktags erhalten Sie einen Free-Schlüssel, meist schon innerhalb einer Stunde',
        'Wechseln Sie jederzeit zu Team oder Business; Ihr Schlüssel bleibt derselbe',
      ],
      cta: { label: 'API-Schlüssel anfordern', href: '/de/kontakt?topic=api' },
      mail: { text: 'Oder schreiben Sie an', email: COMPANY.apiEmail },
    },
  },
  closing: {
    id: 'get-started',
    title: 'Sie sind unsicher, was passt?',
    text: 'Die meisten Projekte beginnen mit einem einstündigen Gespräch, in dem wir mehr zuhören als reden. Danach erhalten Sie eine kurze schriftliche Zusammenfassung mit unserer ehrlichen Einschätzung – auch wenn sie lautet, dass Sie uns nicht brauchen.',
    cta: { label: 'Schreiben Sie uns', href: '/de/kontakt?topic=project' },
    mail: { text: 'Lieber per E-Mail? Schreiben Sie an', email: COMPANY.email },
  },
}));
