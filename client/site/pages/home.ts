import { COMPANY } from '../company';
import { defineCopy, type Cta, type Picture, type Widen } from '../copy';

export interface Testimonial {
  readonly quote: string;
  readonly name: string;
  readonly initials: string;
  readonly role: string;
  readonly company: string;
  /** The outcome, one line, shown above the quote. */
  readonly result: string;
}

/** Copy of the home page. */
export const HOME = /* @__PURE__ */ defineCopy(
  () =>
    ({
      hero: {
        eyebrow: `Software studio in Leipzig since ${COMPANY.foundingYear}`,
        heading: 'We design, build and run the software your business depends on.',
        lead: 'Larchfield turns ideas into SaaS products, APIs and business software that people use every day. You work directly with the senior engineers and designers who write it, from the first workshop to years of quiet operation.',
        primaryCta: { label: 'Explore our solutions', href: '/solutions' } satisfies Cta,
        secondaryCta: { label: 'See open positions', href: '/careers' } satisfies Cta,
        highlights: ['A senior engineer on every project', 'A working demo every two weeks', 'Hosted in the EU, privacy by design'],
        clientsLabel: 'Trusted by teams at',
        clients: ['Fahrwerk Mobility', 'Baltic Freight Exchange', 'Serra Ceramics', 'Nordvik Capital', 'Hadad Tax Advisors'],
      },
      offerings: {
        id: 'what-we-do',
        eyebrow: 'What we do',
        title: 'Three ways we help your business',
        lead: 'Whether you sell software to your customers or need better tools for your own people, the team that plans your project is the team that builds it.',
        items: [
          {
            id: 'custom-saas',
            title: 'SaaS solutions for businesses',
            text: 'From the first clickable prototype to a multi-tenant platform with billing, single sign-on and audit logs: SaaS products your customers pay for and your team can keep changing.',
            points: [
              'Multi-tenant architecture and subscription billing',
              'Roles, single sign-on and audit trails',
              'Operated by us, or handed over to you',
            ],
            cta: { label: 'How we build SaaS', href: '/solutions#custom-saas' } satisfies Cta,
          },
          {
            id: 'api-development',
            title: 'Web and API development',
            text: 'Fast web applications and well-documented APIs, designed contract-first and tested end to end, so partners integrate in an afternoon instead of a quarter.',
            points: [
              'OpenAPI contracts agreed before code',
              'Load tests and error budgets up front',
              'Documentation with examples that run',
            ],
            cta: { label: 'How we build APIs', href: '/solutions#api-development' } satisfies Cta,
          },
          {
            id: 'custom-software',
            title: 'Custom business software',
            text: 'Order handling, scheduling, pricing and internal tools shaped around how your people already work, connected to the ERP and accounting systems you already pay for.',
            points: [
              'Workshops with the people who use it',
              'Integrations with ERP, CRM and accounting',
              'Handover your own team can extend',
            ],
            cta: { label: 'How we replace spreadsheets', href: '/solutions#custom-software' } satisfies Cta,
          },
        ],
      },
      product: {
        id: 'newsloom',
        eyebrow: 'Our own product',
        title: 'Newsloom API: the world’s news through one endpoint',
        text: 'Newsloom collects articles from more than 40,000 publishers in 28 languages, removes duplicates, tags topics, companies and places, and makes everything searchable within minutes of publication. Media monitoring teams, analysts and researchers build on it every day.',
        stats: [
          { value: '40,000+', label: 'publishers' },
          { value: '28', label: 'languages' },
          { value: '< 4 min', label: 'from publication to search' },
        ],
        image: {
          src: '/images/newsloom-feed.svg',
          width: 560,
          height: 420,
          alt: 'Illustration: articles from many news sources woven into one structured JSON feed',
        } satisfies Picture,
        cta: { label: 'Read the API overview', href: '/solutions#newsloom-api' } satisfies Cta,
        secondaryCta: { label: 'Request a free key', href: '/contact?topic=api' } satisfies Cta,
      },
      testimonials: {
        id: 'clients',
        eyebrow: 'Clients',
        title: 'What our clients say',
        lead: 'A few of the companies we have built software with, in their own words.',
        labels: {
          region: 'Client testimonials',
          previous: 'Previous testimonial',
          next: 'Next testimonial',
          play: 'Start rotation',
          pause: 'Pause rotation',
          slide: '{n} of {total}',
          goTo: 'Show testimonial {n}',
        },
        /** Around each quote. */
        quoteMarks: { open: '“', close: '”' },
        /** The link from a quote to its client's case study. */
        caseStudy: 'Read the case study',
        items: [
          {
            quote:
              'Larchfield rebuilt our booking platform in five months without a single day of downtime. Support tickets dropped by a third in the first quarter after launch, and our own developers still enjoy working in the code.',
            name: 'Katrin Vogel',
            initials: 'KV',
            role: 'Head of Product',
            company: 'Fahrwerk Mobility',
            result: 'Booking platform rebuilt in five months',
          },
          {
            quote:
              'We needed a partner API that forty logistics firms could integrate without calling us. Larchfield wrote the OpenAPI contract with us in two workshops, and the first partner went live nine days after release.',
            name: 'Tomasz Nowak',
            initials: 'TN',
            role: 'CTO',
            company: 'Baltic Freight Exchange',
            result: 'First partner live in nine days',
          },
          {
            quote:
              'Their scheduling tool replaced eleven spreadsheets and two whiteboards across our three plants. The planners sat in the workshops from day one, and you can tell: nobody asked for training.',
            name: 'Ana Ribeiro',
            initials: 'AR',
            role: 'Operations Director',
            company: 'Serra Ceramics',
            result: 'Eleven spreadsheets retired',
          },
          {
            quote:
              'We follow the coverage of two thousand listed companies with Newsloom. Deduplication alone saves our analysts an hour every morning, and in three years the API has simply never been the problem.',
            name: 'Jonas Lindqvist',
            initials: 'JL',
            role: 'Head of Research',
            company: 'Nordvik Capital',
            result: 'An hour saved every morning',
          },
          {
            quote:
              'Honest estimates, a demo every second Friday and no surprises on the invoice. Our client portal went from idea to 1,200 active clients in a single tax season.',
            name: 'Miriam Hadad',
            initials: 'MH',
            role: 'Managing Partner',
            company: 'Hadad Tax Advisors',
            result: '1,200 clients on the new portal',
          },
        ] satisfies readonly Testimonial[],
      },
      /** The three latest posts (the worker adds them as they are published). */
      latest: {
        id: 'news',
        eyebrow: 'News',
        title: 'Latest from the team',
        lead: 'Releases, notes from our engineers and what happens at the company.',
        more: { label: 'All news', href: '/news' } satisfies Cta,
        readingTime: '{minutes} min read',
      },
      figures: {
        id: 'in-numbers',
        eyebrow: 'In numbers',
        title: 'A small company with a long record',
        items: [
          { value: String(COMPANY.foundingYear), label: 'founded in Leipzig by three engineers' },
          { value: `${COMPANY.employees.min}–${COMPANY.employees.max}`, label: 'people, all employed by us, no subcontractors' },
          { value: '120+', label: 'projects shipped for clients in nine countries' },
          { value: '99.98%', label: 'Newsloom API uptime over the last twelve months' },
        ],
      },
      closing: {
        id: 'contact',
        title: 'Have a project in mind?',
        text: 'Tell us what you are trying to build and where it hurts today. A senior engineer answers every enquiry within two working days, and the first conversation is always free.',
        cta: { label: 'Tell us about your project', href: '/contact?topic=project' } satisfies Cta,
        secondaryCta: { label: 'Learn how we work', href: '/company#how-we-work' } satisfies Cta,
        mail: { text: 'Prefer e-mail? Write to', email: COMPANY.email },
      },
    }) as const,
);

export type HomeData = Widen<typeof HOME>;
