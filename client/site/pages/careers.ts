import { COMPANY } from '../company';

export interface Position {
  readonly id: string;
  readonly title: string;
  readonly team: 'Engineering' | 'Design' | 'Product';
  readonly location: string;
  readonly type: 'Full-time' | 'Part-time';
  readonly summary: string;
}

/** Copy of the careers page, with the open positions. */
export const CAREERS = {
  heading: 'Work with us',
  lead: `We are ${COMPANY.employees.min} to ${COMPANY.employees.max} people who like building things that last. We hire slowly, pay fairly and give everyone the time to do careful work.`,
  applyEmail: COMPANY.careersEmail,
  positions: [
    {
      id: 'senior-backend-engineer',
      title: 'Senior Backend Engineer (TypeScript)',
      team: 'Engineering',
      location: 'Remote (EU) or Leipzig',
      type: 'Full-time',
      summary: 'Design and run the APIs behind Newsloom and our client platforms: Node.js and Cloudflare Workers, PostgreSQL, queues and a lot of careful testing.',
    },
    {
      id: 'frontend-engineer',
      title: 'Frontend Engineer (React)',
      team: 'Engineering',
      location: 'Remote (EU)',
      type: 'Full-time',
      summary: 'Build fast, accessible web applications for our clients with React, TypeScript and server rendering, and care about every millisecond on a cheap phone.',
    },
    {
      id: 'product-designer',
      title: 'Product Designer',
      team: 'Design',
      location: 'Leipzig (hybrid)',
      type: 'Full-time',
      summary: 'Run workshops with client teams, turn messy processes into clear interfaces and keep our design system consistent across products.',
    },
  ] satisfies readonly Position[],
  benefits: ['30 days of paid holiday', 'A yearly learning budget of 2,000 euros', 'Four-day week possible after probation', 'Equipment of your choice'],
} as const;

export type CareersData = typeof CAREERS;
