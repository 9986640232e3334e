import { COMPANY } from '../company';
import { defineCopy, type Picture, type Widen } from '../copy';

export interface Person {
  readonly initials: string;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
}

/** Copy of the company page. */
export const COMPANY_PAGE = /* @__PURE__ */ defineCopy(
  () =>
    ({
      eyebrow: 'Company',
      heading: 'A small company that ships',
      lead: `${COMPANY.name} was founded in ${COMPANY.foundingYear} by three engineers who wanted to build software the way they would want it built for themselves: in small steps, in plain words, and for the long run.`,
      story: {
        id: 'story',
        title: 'Our story',
        paragraphs: [
          `We started in ${COMPANY.foundingYear} in a shared office in Leipzig with one client and a rented server. Today we are a team of ${COMPANY.employees.min} to ${COMPANY.employees.max} people across Germany, Poland and Portugal, and our own product, the Newsloom API, serves customers on four continents.`,
          'We have stayed small on purpose. Every client works with the engineers who build their software, not with an account manager, and every project has a senior engineer who stays from the first workshop to the last release.',
        ],
        milestones: [
          { year: '2019', text: 'Founded in Leipzig with one client, a rented server and a borrowed meeting room.' },
          { year: '2020', text: 'Our first SaaS platform goes live: appointment booking for 300 medical practices.' },
          { year: '2021', text: 'Newsloom starts as an internal tool for a client and becomes a product the same year.' },
          { year: '2023', text: 'A second studio opens in Lisbon; half of the team now works remotely.' },
          { year: '2025', text: 'More than 120 client projects shipped; Newsloom indexes 40,000 publishers.' },
        ],
      },
      mission: {
        id: 'mission',
        title: 'Our mission',
        text: 'To build software that businesses can depend on for a decade: simple to use, honest about its limits, and easy for the next team to change.',
      },
      values: {
        id: 'values',
        title: 'What we value',
        items: [
          { title: 'Small steps', text: 'We ship something useful every two weeks and let real use decide what comes next.' },
          { title: 'Plain words', text: 'Estimates, risks and bad news are said early, in writing, and without jargon.' },
          { title: 'Built to be changed', text: 'Tests, documentation and boring technology, so that your next team can move fast too.' },
          { title: 'Sustainable pace', text: 'Nobody here works weekends to rescue a deadline. We plan so that nobody has to.' },
        ],
      },
      process: {
        id: 'how-we-work',
        title: 'How we work',
        lead: 'Every engagement follows the same four steps, whether it lasts six weeks or six years.',
        steps: [
          {
            title: 'Listen',
            text: 'A free first call and one or two workshops with the people who will use the software. We write down what success looks like.',
          },
          {
            title: 'Shape',
            text: 'A fixed first milestone with a clear scope and price, a clickable prototype, and the risks we see, in writing.',
          },
          {
            title: 'Build',
            text: 'Two-week iterations, each ending with working software you can try yourself. Priorities can change at every demo.',
          },
          {
            title: 'Run',
            text: 'We operate, monitor and improve what we built, or hand it over to your team with documentation they can use.',
          },
        ],
      },
      figures: {
        id: 'figures',
        title: 'Larchfield in figures',
        items: [
          { value: String(COMPANY.foundingYear), label: 'the year we started' },
          { value: `${COMPANY.employees.min}–${COMPANY.employees.max}`, label: 'people on the team' },
          { value: '120+', label: 'client projects shipped' },
          { value: '4.6 years', label: 'average time people stay with us' },
        ],
      },
      team: {
        id: 'team',
        title: 'Leadership',
        lead: 'You will meet these people in your first calls. We show initials here rather than stock photos.',
        people: [
          {
            initials: 'MH',
            name: 'Marta Hübner',
            role: 'Co-founder, Managing Director',
            bio: 'Ran product teams in logistics software for ten years. Looks after clients, contracts and the question of what we should not build.',
          },
          {
            initials: 'FB',
            name: 'Felix Brandt',
            role: 'Co-founder, CTO',
            bio: 'Backend engineer who has kept payment and booking systems running since 2008. Reviews every architecture we propose.',
          },
          {
            initials: 'JW',
            name: 'Jakob Wendt',
            role: 'Co-founder, Head of Newsloom',
            bio: 'Former data journalist. Built the first version of Newsloom over a long winter and still answers support e-mails himself.',
          },
          {
            initials: 'IC',
            name: 'Inês Carvalho',
            role: 'Head of Design',
            bio: 'Leads research and interface design from Lisbon. Believes every form can lose half of its fields.',
          },
          {
            initials: 'PZ',
            name: 'Piotr Zieliński',
            role: 'Head of Engineering',
            bio: 'Coaches our engineers, owns our on-call practice and keeps our delivery honest and predictable.',
          },
          {
            initials: 'LS',
            name: 'Leonie Schuster',
            role: 'People and Operations',
            bio: 'Runs hiring, onboarding and everything that keeps a distributed team working well together.',
          },
        ] satisfies readonly Person[],
      },
      locations: {
        id: 'where-we-work',
        title: 'Where we work',
        lead: 'Most of us meet in person every week, some of us four times a year. Both work.',
        places: [
          {
            name: 'Leipzig',
            text: 'Our main office in a converted cotton mill in Plagwitz, fifteen minutes from the main station by tram, with two workshop rooms for client visits.',
          },
          { name: 'Lisbon', text: 'A shared studio in Arroios for the colleagues in Portugal, with a workshop room our clients can book.' },
          {
            name: 'Remote',
            text: 'Anyone in a European time zone can work fully remote. The whole team meets in person four times a year.',
          },
        ],
        image: {
          src: '/images/leipzig-office.svg',
          width: 640,
          height: 400,
          alt: 'Illustration: a red-brick mill building with tall windows, larch trees and a tram stop in front',
        } satisfies Picture,
      },
    }) as const,
);

export type CompanyPageData = Widen<typeof COMPANY_PAGE>;
