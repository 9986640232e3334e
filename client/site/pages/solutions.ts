import { COMPANY } from '../company';
import { defineCopy, type Cta, type Widen } from '../copy';

/** One engagement type: what the client gets, how it runs and what we usually build it with. */
export interface Offering {
  /** Stable anchor id; the offers in the JSON-LD catalogue link to these. */
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly gets: readonly string[];
  readonly engagement: readonly string[];
  readonly stack: readonly string[];
}

export interface Plan {
  readonly name: string;
  readonly price: string;
  readonly period: string;
  readonly audience: string;
  readonly limits: readonly string[];
}

const SAMPLE_REQUEST = `curl -G https://api.newsloom.dev/v1/articles \\
  -H "Authorization: Bearer $NEWSLOOM_KEY" \\
  -d q="heat pumps" \\
  -d lang=de,en \\
  -d since=2026-06-01 \\
  -d limit=2`;

const SAMPLE_RESPONSE = `{
  "total": 1843,
  "next": "/v1/articles?cursor=eyJvIjoyfQ",
  "articles": [
    {
      "id": "art_9f2c81d4",
      "title": "Heat pump sales double in Saxony",
      "source": { "name": "Leipziger Tagblatt", "country": "DE" },
      "lang": "de",
      "published_at": "2026-06-03T07:42:00Z",
      "topics": ["energy", "housing"],
      "entities": [{ "type": "place", "name": "Saxony" }],
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

/** Copy of the solutions page. */
export const SOLUTIONS = /* @__PURE__ */ defineCopy(
  () =>
    ({
      eyebrow: 'Solutions',
      heading: 'Software for the way your business actually works',
      lead: 'Three kinds of engagement for your own software, and one product of ours you can start using today. Every project is led by a senior engineer who stays from the first workshop to the last release.',
      jumpLabel: 'On this page',
      labels: { gets: 'What you get', engagement: 'How the engagement works', stack: 'Typical stack' },
      offerings: [
        {
          id: 'custom-saas',
          eyebrow: 'SaaS solutions for businesses',
          title: 'Custom SaaS development',
          intro:
            'We take a SaaS idea from a validated prototype to a product with paying customers, and we design it so that your thousandth customer is as easy to onboard as your first.',
          gets: [
            'A clickable prototype in two weeks and a working beta in six to ten',
            'Tenant isolation, subscription billing, roles and single sign-on',
            'An admin console your support team can use without a developer',
            'Monitoring, backups and an on-call rotation if you want us to run it',
          ],
          engagement: [
            'Discovery workshops fix the first milestone, its scope and its price',
            'Two-week iterations, each ending with a demo of working software',
            'After launch we run and extend the platform, or hand it over in full',
          ],
          stack: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Stripe', 'Cloudflare Workers', 'Terraform'],
        },
        {
          id: 'api-development',
          eyebrow: 'For product and platform teams',
          title: 'Web and API development',
          intro:
            'Public and partner APIs designed contract-first, versioned from day one and documented with examples that run, plus web applications that stay fast on a mid-range phone.',
          gets: [
            'An OpenAPI contract reviewed with your partners before code is written',
            'Client libraries and a sandbox, so integrators can start on day one',
            'Load tests, error budgets and dashboards agreed up front',
            'Web front ends that pass Core Web Vitals on real devices',
          ],
          engagement: [
            'A design sprint for the contract and the security model',
            'Delivery endpoint by endpoint, behind feature flags',
            'A deprecation policy, so version two never breaks version one',
          ],
          stack: ['OpenAPI', 'TypeScript', 'Go', 'Hono', 'PostgreSQL', 'Redis', 'Cloudflare'],
        },
        {
          id: 'custom-software',
          eyebrow: 'For operations, sales and finance',
          title: 'Custom business software',
          intro:
            'Internal tools and line-of-business systems that replace spreadsheets and e-mail chains: order handling, production scheduling, pricing and reporting, connected to the systems you already run.',
          gets: [
            'Software shaped around how your people already work',
            'Integrations with SAP, DATEV, Microsoft Dynamics, HubSpot and others',
            'Role-based access, audit trails and exports your auditors accept',
            'Training for your team and documentation they can extend',
          ],
          engagement: [
            'We spend a day or two beside the people who do the work today',
            'We replace one spreadsheet or process at a time, never all at once',
            'Your own team takes over maintenance whenever you are ready',
          ],
          stack: ['TypeScript', 'React', 'Python', 'PostgreSQL', 'Azure or AWS', 'Docker'],
        },
      ] satisfies readonly Offering[],
      newsloom: {
        id: 'newsloom-api',
        eyebrow: 'Our product',
        title: 'Newsloom API',
        intro:
          'Newsloom aggregates news from more than 40,000 publishers in 28 languages. Every article is deduplicated across sources, classified into 600 topics and tagged with the companies, people and places it mentions, usually within four minutes of publication.',
        aggregates: {
          title: 'What it aggregates',
          items: [
            'National, regional and local newspapers and broadcasters',
            'Trade and industry publications',
            'Press releases and regulatory announcements',
            'Central bank, government and public sector news',
          ],
        },
        request: { title: 'A sample request', label: 'Sample request with curl', code: SAMPLE_REQUEST },
        response: { title: 'The response', label: 'Sample JSON response', code: SAMPLE_RESPONSE },
        plans: {
          title: 'Plans and rate limits',
          items: [
            {
              name: 'Free',
              price: '€0',
              period: 'per month',
              audience: 'For evaluation and side projects',
              limits: ['1,000 requests a day', '1 request a second', 'Articles from the last 30 days'],
            },
            {
              name: 'Team',
              price: '€290',
              period: 'per month',
              audience: 'For products and research teams',
              limits: ['50,000 requests a day', '10 requests a second', 'Two years of archive and full-text search'],
            },
            {
              name: 'Business',
              price: 'from €1,200',
              period: 'per month',
              audience: 'For platforms that resell or stream news',
              limits: ['No daily limit', '100 requests a second', 'Full archive since 2015, streaming and a 99.95% SLA'],
            },
          ] satisfies readonly Plan[],
          note: 'Prices exclude VAT. A request over the limit is answered with status 429 and a Retry-After header; we never bill overage.',
        },
        key: {
          title: 'How to get a key',
          steps: [
            'Tell us your name, company and what you want to build, with the contact form or by e-mail',
            'You receive a Free key within one working day, usually within the hour',
            'Upgrade to Team or Business at any time; your key stays the same',
          ],
          cta: { label: 'Request an API key', href: '/contact?topic=api' } satisfies Cta,
          mail: { text: 'Or write to', email: COMPANY.apiEmail },
        },
      },
      closing: {
        id: 'get-started',
        title: 'Not sure which fits?',
        text: 'Most projects start with a one-hour call in which we listen more than we talk. Afterwards you get a short written summary with our honest view, even when the answer is that you do not need us.',
        cta: { label: 'Send us a message', href: '/contact?topic=project' } satisfies Cta,
        mail: { text: 'Prefer e-mail? Write to', email: COMPANY.email },
      },
    }) as const,
);

export type SolutionsData = Widen<typeof SOLUTIONS>;
