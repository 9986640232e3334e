import { COMPANY } from '../company';

/** Copy of the company page. */
export const COMPANY_PAGE = {
  heading: 'A small company that ships',
  lead: `${COMPANY.name} was founded in ${COMPANY.foundingYear} by three engineers who wanted to build software the way they would want it built for themselves: in small steps, in the open, and for the long run.`,
  story: [
    `We started in ${COMPANY.foundingYear} in a shared office in Leipzig with one client and a rented server. Today we are a team of ${COMPANY.employees.min} to ${COMPANY.employees.max} people across Germany, Poland and Portugal, and our own product, the Newsloom API, serves customers on four continents.`,
    'We have stayed deliberately small. Every client works with the engineers who build their software, not with an account manager, and every project has a senior engineer who stays from the first workshop to the last release.',
  ],
  values: [
    { title: 'Small steps', text: 'We ship something useful every two weeks and let real use decide what comes next.' },
    { title: 'Plain words', text: 'Estimates, risks and bad news are said early and in writing.' },
    { title: 'Built to be changed', text: 'Tests, documentation and boring technology, so that your next team can move fast too.' },
  ],
} as const;

export type CompanyPageData = typeof COMPANY_PAGE;
