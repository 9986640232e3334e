import { COMPANY } from '../company';
import { defineCopy, type Cta } from '../copy';

/** Teams we hire for; the careers filter lists them all, including teams with no opening. */
export const TEAMS = ['Engineering', 'Design', 'Product', 'Operations'] as const;
export type Team = (typeof TEAMS)[number];

export interface Position {
  /** Stable anchor id on /careers. */
  readonly id: string;
  readonly title: string;
  readonly team: Team;
  readonly location: string;
  readonly type: 'Full-time' | 'Part-time';
  readonly summary: string;
}

/** Copy of the careers page, with the open positions. */
export const CAREERS = /* @__PURE__ */ defineCopy(
  () =>
    ({
      eyebrow: 'Careers',
      heading: 'Work with us',
      lead: `We are ${COMPANY.employees.min} to ${COMPANY.employees.max} people who like building things that last. We hire slowly, pay fairly, publish our salary bands and give everyone the time to do careful work.`,
      facts: ['Leipzig, Lisbon or remote within the EU', 'A salary band on every position', 'About three weeks from application to offer'],
      applyEmail: COMPANY.careersEmail,
      positions: {
        id: 'open-positions',
        title: 'Open positions',
        filter: {
          label: 'Team',
          all: 'All teams',
          count: '{shown} of {total} open positions',
          emptyTitle: 'No open positions in {team} right now',
          emptyText: 'We still read every open application and keep in touch when a role opens. Tell us what you would like to work on.',
        },
        teams: TEAMS,
        apply: { label: 'Apply by e-mail', subject: 'Application: {title}' },
        items: [
          {
            id: 'senior-backend-engineer',
            title: 'Senior Backend Engineer (TypeScript)',
            team: 'Engineering',
            location: 'Remote (EU) or Leipzig',
            type: 'Full-time',
            summary: 'Design and run the APIs behind Newsloom and our client platforms: Node.js and Cloudflare Workers, PostgreSQL, queues and a lot of careful testing. Salary band €72,000–€88,000.',
          },
          {
            id: 'frontend-engineer',
            title: 'Frontend Engineer (React)',
            team: 'Engineering',
            location: 'Remote (EU)',
            type: 'Full-time',
            summary: 'Build fast, accessible web applications for our clients with React, TypeScript and server rendering, and care about every millisecond on a cheap phone. Salary band €58,000–€72,000.',
          },
          {
            id: 'site-reliability-engineer',
            title: 'Site Reliability Engineer, Newsloom',
            team: 'Engineering',
            location: 'Leipzig or Lisbon (hybrid)',
            type: 'Full-time',
            summary: 'Keep 40,000 feeds flowing: crawlers, queues and search clusters, with an on-call rotation of one week in six that is paid and rarely woken. Salary band €68,000–€84,000.',
          },
          {
            id: 'product-designer',
            title: 'Product Designer',
            team: 'Design',
            location: 'Leipzig (hybrid)',
            type: 'Full-time',
            summary: 'Run workshops with client teams, turn messy processes into clear interfaces and keep our design system consistent across products. Salary band €56,000–€70,000.',
          },
          {
            id: 'ux-researcher',
            title: 'UX Researcher',
            team: 'Design',
            location: 'Remote (EU)',
            type: 'Part-time',
            summary: 'Twenty to thirty hours a week of interviews, usability tests and field visits with the people who use what we build. Salary band pro rata €54,000–€66,000.',
          },
          {
            id: 'product-manager-newsloom',
            title: 'Product Manager, Newsloom',
            team: 'Product',
            location: 'Leipzig or remote (EU)',
            type: 'Full-time',
            summary: 'Talk to the analysts and developers who use Newsloom every day, decide what we build next and say no to the rest, in writing. Salary band €66,000–€80,000.',
          },
        ] satisfies readonly Position[],
      },
      benefits: {
        id: 'benefits',
        title: 'What you can expect',
        items: [
          { title: '30 days of holiday', text: 'Plus 24 and 31 December. Nobody counts your days, but we do check that you take them.' },
          { title: 'A four-day week', text: 'Possible for everyone after probation, at 80% of the salary, without having to explain why.' },
          { title: 'Learning budget', text: '2,000 euros and five days a year for courses, books and conferences of your choice.' },
          { title: 'Your equipment', text: 'The laptop, screen and chair you want, and a home-office allowance of 50 euros a month.' },
          { title: 'Published salary bands', text: 'Every position shows its band, and the whole team knows how raises are decided.' },
          { title: 'Time for quality', text: 'Estimates include tests and documentation. Nobody is asked to skip them to hit a date.' },
        ],
      },
      process: {
        id: 'hiring-process',
        title: 'How we hire',
        lead: 'Four steps, usually within three weeks. You will always know where you stand and what comes next.',
        steps: [
          { title: 'Application', text: 'A short note and your CV or portfolio by e-mail. No cover-letter template and no online forms.' },
          { title: 'Introduction call', text: 'Thirty minutes with the person you would work for, about the role, the team and your questions.' },
          { title: 'Work sample', text: 'A small task we pay 300 euros for, or a walk through work you have already done. Your choice.' },
          { title: 'Meet the team', text: 'Two conversations with future colleagues, then an offer or a clear reason within five working days.' },
        ],
      },
      closing: {
        id: 'open-application',
        title: 'Nothing that fits?',
        text: 'Send us an open application anyway. Tell us what you are good at and what you would like to learn; we answer every one of them.',
        cta: { label: `Write to ${COMPANY.careersEmail}`, href: `mailto:${COMPANY.careersEmail}?subject=${encodeURIComponent('Open application')}` } satisfies Cta,
      },
    }) as const,
);

export type CareersData = typeof CAREERS;
