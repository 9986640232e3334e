/**
 * The positions we hire for, open and closed, with everything a position's page says and its
 * JobPosting block states (client/app/job-posting.ts). One source: /careers lists the open ones,
 * each has its page at /careers/<id>, the sitemap and the command palette name them. Closing a
 * position is setting its `status` to 'closed' (and a deploy): it leaves the list, the sitemap,
 * the palette and the markup, and its URL answers 404 with the error page's links to the open
 * positions (decision 0130).
 */
import type { Lang } from '../routes';
import { COMPANY } from './company';
import { LEGAL } from './legal';
import { defineCopy } from './copy';

export type Team = 'Engineering' | 'Design' | 'Product' | 'Operations';

/** Where the work is done: on site, partly at home (hybrid), or anywhere in a region (remote). */
export type Workplace = 'on-site' | 'hybrid' | 'remote';

/** An office, as the position page shows it and JobPosting's PostalAddress states it. */
export interface Office {
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly locality: string;
  readonly region: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly countryName: string;
}

export const OFFICES = /* @__PURE__ */ (() => ({
  leipzig: { name: 'Leipzig office', street: LEGAL.address.street, postalCode: LEGAL.address.postalCode, locality: LEGAL.address.locality, region: LEGAL.address.region, country: 'DE', countryName: LEGAL.address.country },
  lisbon: { name: 'Lisbon studio', street: 'Rua Pascoal de Melo 84', postalCode: '1000-235', locality: 'Lisboa', region: 'Lisboa', country: 'PT', countryName: 'Portugal' },
}) as const satisfies Record<string, Office>)();

export interface Salary {
  /** Yearly, in euros, for a full-time position (40 hours a week). */
  readonly min: number;
  readonly max: number;
  /** Part-time: the hours a week, and the band paid pro rata for them. */
  readonly proRata?: { readonly hours: string; readonly min: number; readonly max: number };
}

export interface Position {
  /** Stable id: the URL /careers/<id>, the anchor on /careers, JobPosting's identifier. */
  readonly id: string;
  readonly status: 'open' | 'closed';
  readonly title: string;
  readonly team: Team;
  readonly type: 'Full-time' | 'Part-time';
  /** How /careers and the page's facts say where the job is. */
  readonly location: string;
  readonly workplace: Workplace;
  /** The offices one works from (on-site and hybrid, or as an option for remote). */
  readonly offices: readonly (keyof typeof OFFICES)[];
  /** Where a remote applicant may live (JobPosting's applicantLocationRequirements). */
  readonly remoteRegion?: { readonly name: string };
  /** The rules of working from home or elsewhere, in a sentence. */
  readonly remoteRules: string;
  readonly summary: string;
  /** What the role is about. */
  readonly about: readonly string[];
  /** What you would do. */
  readonly tasks: readonly string[];
  /** What we look for. */
  readonly requirements: readonly string[];
  /** What would help but is not needed. */
  readonly niceToHave: readonly string[];
  readonly salary: Salary;
  /** ISO dates: published, valid until (JobPosting), last changed (the sitemap's lastmod). */
  readonly datePosted: string;
  readonly validThrough: string;
  readonly updated: string;
}

/** Where a remote position's applicants may live. */
const EU = { name: 'European Union' } as const;

const REMOTE_EU = `Fully remote from anywhere in the European Union, within two hours of Leipzig time. The whole team meets in person four times a year; travel and hotel are on us.`;

export const POSITIONS: readonly Position[] = /* @__PURE__ */ defineCopy((): readonly Position[] => [
  {
    id: 'senior-backend-engineer',
    status: 'open',
    title: 'Senior Backend Engineer (TypeScript)',
    team: 'Engineering',
    type: 'Full-time',
    location: 'Remote (EU) or Leipzig',
    workplace: 'remote',
    offices: ['leipzig'],
    remoteRegion: EU,
    remoteRules: `${REMOTE_EU} If you prefer an office, you have a desk in Leipzig.`,
    summary: 'Design and run the APIs behind Newsloom and our client platforms: Node.js and Cloudflare Workers, PostgreSQL, queues and a lot of careful testing. Salary band €72,000–€88,000.',
    about: [
      'Newsloom answers about four million API requests a day, and our client platforms run payroll, bookings and logistics for businesses that cannot afford a bad morning. You would own a part of that backend: how it is designed, how it is tested, and how it behaves at three in the morning.',
      'You join a team of six backend engineers who review each other’s work, write down their decisions and keep on-call quiet by fixing causes, not symptoms.',
    ],
    tasks: [
      'Design and build HTTP APIs and background jobs in TypeScript, on Node.js and Cloudflare Workers',
      'Model data in PostgreSQL and keep queries fast as tables grow into the billions of rows',
      'Write the tests, the documentation and the runbook together with the code',
      'Review pull requests and help colleagues find the simpler design',
      'Take part in the on-call rotation, one week in six, paid whether or not you are woken',
    ],
    requirements: [
      'Five or more years of building and running backend services in production',
      'Solid TypeScript or JavaScript on the server, and a second language you are comfortable in',
      'Working knowledge of SQL databases: schemas, indexes, transactions and migrations',
      'The habit of writing tests and of explaining your decisions in writing',
      'Good written English; German or Portuguese are welcome, not required',
    ],
    niceToHave: ['Experience with queues and idempotent processing', 'Operating services on Cloudflare, AWS or similar platforms', 'Search engines such as OpenSearch'],
    salary: { min: 72000, max: 88000 },
    datePosted: '2026-10-05',
    validThrough: '2027-01-31',
    updated: '2026-11-24',
  },
  {
    id: 'frontend-engineer',
    status: 'open',
    title: 'Frontend Engineer (React)',
    team: 'Engineering',
    type: 'Full-time',
    location: 'Remote (EU)',
    workplace: 'remote',
    offices: [],
    remoteRegion: EU,
    remoteRules: REMOTE_EU,
    summary: 'Build fast, accessible web applications for our clients with React, TypeScript and server rendering, and care about every millisecond on a cheap phone. Salary band €58,000–€72,000.',
    about: [
      'Our clients’ customers use what we build on four-year-old phones and on office PCs with screen readers. You would make sure it works for all of them: server-rendered React, small bundles, forms that forgive mistakes, and interfaces a keyboard can drive.',
      'You work with a designer and a backend engineer from the first sketch, and you ship to production every week.',
    ],
    tasks: [
      'Build user interfaces in React and TypeScript, rendered on the server and hydrated in the browser',
      'Keep pages fast: measure, budget and remove what the first screen does not need',
      'Make every screen accessible and test it with a keyboard and a screen reader',
      'Turn designs into components our design system can reuse',
      'Write component and end-to-end tests that catch real breakage',
    ],
    requirements: [
      'Three or more years of building production web applications with React',
      'Good command of HTML and CSS, not only of components',
      'Experience with accessibility (WCAG) in practice, not only in audits',
      'Care for performance on slow devices and networks',
      'Good written English',
    ],
    niceToHave: ['Server rendering and streaming with React 19', 'Tailwind CSS', 'Experience with Playwright or a similar browser test tool'],
    salary: { min: 58000, max: 72000 },
    datePosted: '2026-10-12',
    validThrough: '2027-01-31',
    updated: '2026-11-24',
  },
  {
    id: 'site-reliability-engineer',
    status: 'open',
    title: 'Site Reliability Engineer, Newsloom',
    team: 'Engineering',
    type: 'Full-time',
    location: 'Leipzig or Lisbon (hybrid)',
    workplace: 'hybrid',
    offices: ['leipzig', 'lisbon'],
    remoteRules: 'Hybrid: at least two days a week in the Leipzig office or the Lisbon studio, the other days wherever you like.',
    summary: 'Keep 40,000 feeds flowing: crawlers, queues and search clusters, with an on-call rotation of one week in six that is paid and rarely woken. Salary band €68,000–€84,000.',
    about: [
      'Newsloom reads more than 40,000 publishers around the clock and has kept 99.98 % uptime over the last twelve months. You would keep it that way while it grows: the crawlers, the queues between them and the search clusters at the end.',
      'You sit between our engineers and our infrastructure, and your work is measured by how rarely anybody has to think about either.',
    ],
    tasks: [
      'Run and improve the crawler fleet, the queues and the OpenSearch clusters behind Newsloom',
      'Define service level objectives with the team and build the alerts that protect them',
      'Automate what we still do by hand: deployments, capacity, certificates, restores',
      'Lead the review after an incident and see the follow-ups through',
      'Take part in the on-call rotation, one week in six, paid whether or not you are woken',
    ],
    requirements: [
      'Three or more years of operating production systems on Linux',
      'Experience with infrastructure as code (Terraform or similar) and with containers',
      'Monitoring and alerting that you designed yourself, and opinions about it',
      'Calm in an incident and clear in writing afterwards',
      'Good written English',
    ],
    niceToHave: ['OpenSearch or Elasticsearch in production', 'Queues such as RabbitMQ, Kafka or Cloudflare Queues', 'A programming language beyond shell'],
    salary: { min: 68000, max: 84000 },
    datePosted: '2026-09-28',
    validThrough: '2027-01-31',
    updated: '2026-11-24',
  },
  {
    id: 'product-designer',
    status: 'open',
    title: 'Product Designer',
    team: 'Design',
    type: 'Full-time',
    location: 'Leipzig (hybrid)',
    workplace: 'hybrid',
    offices: ['leipzig'],
    remoteRules: 'Hybrid: workshops with clients and two days a week in the Leipzig office, the rest from home.',
    summary: 'Run workshops with client teams, turn messy processes into clear interfaces and keep our design system consistent across products. Salary band €56,000–€70,000.',
    about: [
      'Most of our clients come to us with a process that lives in spreadsheets and e-mails. You would sit with the people who do that work, understand what they really need, and design software that makes their day shorter.',
      'You lead design on one or two client projects at a time and share the design system with the two other designers.',
    ],
    tasks: [
      'Plan and run workshops and interviews with client teams',
      'Turn what you learn into flows, prototypes and finished interfaces',
      'Keep our design system in Figma and in code consistent, together with the frontend engineers',
      'Test designs with real users before and after they ship',
      'Present and defend design decisions to clients in plain words',
    ],
    requirements: [
      'Three or more years of designing software products, with a portfolio that shows your process',
      'Experience running workshops or interviews with users',
      'Interaction design and visual design at a professional level',
      'Knowledge of accessible design and of how interfaces are built on the web',
      'Good written and spoken English; German helps with some clients',
    ],
    niceToHave: ['Experience with business software rather than only consumer apps', 'Design systems shared between design and code', 'Workshops facilitated in German'],
    salary: { min: 56000, max: 70000 },
    datePosted: '2026-10-19',
    validThrough: '2027-01-31',
    updated: '2026-11-24',
  },
  {
    id: 'ux-researcher',
    status: 'open',
    title: 'UX Researcher',
    team: 'Design',
    type: 'Part-time',
    location: 'Remote (EU)',
    workplace: 'remote',
    offices: [],
    remoteRegion: EU,
    remoteRules: `${REMOTE_EU} Field visits to clients are planned with you and paid as working time.`,
    summary: 'Twenty to thirty hours a week of interviews, usability tests and field visits with the people who use what we build. Salary band pro rata €54,000–€66,000.',
    about: [
      'We build software for warehouses, clinics and newsrooms, and we only build it well when we have watched people work. You would plan and run that research across our projects and make sure what we learn reaches every decision.',
      'This is a part-time position of twenty to thirty hours a week, on a schedule you choose with the team.',
    ],
    tasks: [
      'Plan research with project teams: what we need to learn, from whom, and by when',
      'Run interviews, usability tests and field visits, on site and remote',
      'Turn findings into short, clear reports that teams act on',
      'Build a library of what we have learned so that no project starts from zero',
      'Coach designers and engineers in running their own small tests',
    ],
    requirements: [
      'Three or more years of user research in product or service design',
      'Experience with both qualitative methods and simple quantitative ones',
      'Writing that people read to the end',
      'Comfort in front of clients and in unfamiliar workplaces',
      'Good written English',
    ],
    niceToHave: ['Research with people who use business software at work', 'Accessibility research with disabled participants', 'German or Portuguese'],
    salary: { min: 54000, max: 66000, proRata: { hours: '20–30', min: 27000, max: 49500 } },
    datePosted: '2026-10-26',
    validThrough: '2027-01-31',
    updated: '2026-11-24',
  },
  {
    id: 'product-manager-newsloom',
    status: 'open',
    title: 'Product Manager, Newsloom',
    team: 'Product',
    type: 'Full-time',
    location: 'Leipzig or remote (EU)',
    workplace: 'remote',
    offices: ['leipzig'],
    remoteRegion: EU,
    remoteRules: `${REMOTE_EU} If you live near Leipzig, the Newsloom team works from the office on Tuesdays.`,
    summary: 'Talk to the analysts and developers who use Newsloom every day, decide what we build next and say no to the rest, in writing. Salary band €66,000–€80,000.',
    about: [
      'Newsloom is used by media monitoring teams, analysts and researchers on four continents, and every one of them has an idea for what it should do next. You would decide which ideas we build, explain why, and make sure what we ship solves the problem it was meant to.',
      'You work with Jakob Wendt, who built the first version, and a team of five engineers.',
    ],
    tasks: [
      'Talk to customers every week, from free-plan developers to enterprise analysts',
      'Keep a short, public roadmap and write the reasoning behind it',
      'Write the problem and the success measure for everything the team builds',
      'Watch how features are used after they ship, and remove what does not earn its keep',
      'Work with sales and support so that what customers hear matches what we build',
    ],
    requirements: [
      'Three or more years as a product manager for a technical product, ideally an API',
      'Enough technical depth to read API documentation and discuss trade-offs with engineers',
      'Clear, short writing, and the habit of deciding in writing',
      'Experience talking with customers without a script',
      'Good written and spoken English',
    ],
    niceToHave: ['Background in journalism, media monitoring or data analysis', 'Pricing and packaging of a usage-based product', 'SQL for your own analyses'],
    salary: { min: 66000, max: 80000 },
    datePosted: '2026-11-02',
    validThrough: '2027-02-28',
    updated: '2026-11-24',
  },
  {
    id: 'developer-relations-working-student',
    status: 'closed',
    title: 'Working Student, Developer Relations',
    team: 'Product',
    type: 'Part-time',
    location: 'Leipzig (hybrid)',
    workplace: 'hybrid',
    offices: ['leipzig'],
    remoteRules: 'Hybrid: two days a week in the Leipzig office.',
    summary: 'Write guides and examples for the Newsloom API and answer developers’ questions, twenty hours a week during your studies.',
    about: ['This position has been filled.'],
    tasks: ['Write guides and code examples for the Newsloom API'],
    requirements: ['Enrolled at a university in Germany'],
    niceToHave: [],
    salary: { min: 34000, max: 34000, proRata: { hours: '20', min: 17000, max: 17000 } },
    datePosted: '2026-06-01',
    validThrough: '2026-08-31',
    updated: '2026-09-15',
  },
]);

/** Every position in each language (the same ids, facts and order; the text in that language). */
const POSITIONS_IN: { readonly [L in Lang]: readonly Position[] } = { en: POSITIONS, de: POSITIONS };

/** The positions open today, in the order /careers lists them, in a language. */
export function openPositions(lang: Lang = 'en'): readonly Position[] {
  return POSITIONS_IN[lang].filter((p) => p.status === 'open');
}

/** An open position by id, in a language; undefined for a closed one or any other id. */
export function findOpenPosition(id: string, lang: Lang = 'en'): Position | undefined {
  return openPositions(lang).find((p) => p.id === id);
}

/** Where applications go, as the page says it (the inbox itself is a deployment var). */
export const APPLICATIONS_EMAIL = COMPANY.careersEmail;
