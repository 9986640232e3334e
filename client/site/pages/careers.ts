import { COMPANY } from '../company';
import { defineCopy, type Cta, type Widen } from '../copy';
import { openPositions, type Team, type Position } from '../positions';

/** Teams we hire for; the careers filter lists them all, including teams with no opening. */
export const TEAMS = ['Engineering', 'Design', 'Product', 'Operations'] as const satisfies readonly Team[];

/** Copy of the careers page, with the open positions. */
export const CAREERS = /* @__PURE__ */ defineCopy(
  () =>
    ({
      eyebrow: 'Careers',
      heading: 'Work with us',
      lead: `We are ${COMPANY.employees.min} to ${COMPANY.employees.max} people who like building things that last. We hire slowly, pay fairly, publish our salary bands and give everyone the time to do careful work.`,
      facts: ['Leipzig, Lisbon or remote within the EU', 'A salary band on every position', 'About three weeks from application to offer'],
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
        /** How the filter, the list and the empty state name each team (the values stay the ids above). */
        teamNames: { Engineering: 'Engineering', Design: 'Design', Product: 'Product', Operations: 'Operations' } satisfies Record<
          Team,
          string
        >,
        /** How each kind of contract is named (the values stay the positions' ids). */
        typeNames: { 'Full-time': 'Full-time', 'Part-time': 'Part-time' } satisfies Record<Position['type'], string>,
        /** The open positions (client/site/positions.ts): what the list shows of each. */
        items: openPositions().map(({ id, title, team, location, type, summary }) => ({ id, title, team, location, type, summary })),
        more: { label: 'Read more and apply', href: '/careers/{id}' },
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
        duration: 'About three weeks from your application to our offer or a clear answer.',
        steps: [
          {
            title: 'Application',
            text: 'Your CV and a short note, sent on the position’s page. No cover-letter template and no account to create; we answer within five working days.',
          },
          {
            title: 'Introduction call',
            text: 'Thirty minutes with the person you would work for, about the role, the team and your questions.',
          },
          { title: 'Work sample', text: 'A small task we pay 300 euros for, or a walk through work you have already done. Your choice.' },
          {
            title: 'Meet the team',
            text: 'Two conversations with future colleagues, then an offer or a clear reason within five working days.',
          },
        ],
      },
      closing: {
        id: 'open-application',
        title: 'Nothing that fits?',
        text: 'Send us an open application anyway. Tell us what you are good at and what you would like to learn; we answer every one of them.',
        cta: {
          label: `Write to ${COMPANY.careersEmail}`,
          href: `mailto:${COMPANY.careersEmail}?subject=${encodeURIComponent('Open application')}`,
        } satisfies Cta,
      },
    }) as const,
);

export type CareersData = Widen<typeof CAREERS>;
