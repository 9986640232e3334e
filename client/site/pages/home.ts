import { COMPANY } from '../company';

/** Copy of the home page. */
export const HOME = {
  hero: {
    eyebrow: 'Software studio since 2019',
    heading: 'We build the software your business runs on.',
    lead: 'Larchfield designs, builds and operates SaaS platforms, web applications, APIs and custom business software for companies that have outgrown spreadsheets and off-the-shelf tools.',
    primaryCta: { label: 'Explore our solutions', href: '/solutions' },
    secondaryCta: { label: 'Join the team', href: '/careers' },
  },
  offeringsHeading: 'What we do',
  offerings: [
    {
      title: 'SaaS solutions for businesses',
      text: 'From the first clickable prototype to a multi-tenant platform with billing, single sign-on and audit logs. We build SaaS products that your customers pay for and your team can keep changing.',
      href: '/solutions#custom-saas',
    },
    {
      title: 'Web and API development',
      text: 'Fast web applications and well-documented APIs, designed contract-first, tested end to end and deployed to the edge, so partners integrate in an afternoon instead of a quarter.',
      href: '/solutions#api-development',
    },
    {
      title: 'Custom business software',
      text: 'Order management, scheduling, pricing engines and internal tools shaped around how your people already work, connected to the ERP and accounting systems you already pay for.',
      href: '/solutions#custom-software',
    },
  ],
  product: {
    name: 'Newsloom API',
    heading: 'Newsloom: the news of the world through one API',
    text: 'Our own product. Newsloom collects articles from more than 40,000 publishers in 28 languages, removes duplicates, tags topics, companies and places, and makes it all searchable within minutes of publication.',
    cta: { label: 'See the API', href: '/solutions#newsloom-api' },
  },
  figures: [
    { value: String(COMPANY.foundingYear), label: 'founded in Leipzig' },
    { value: `${COMPANY.employees.min}–${COMPANY.employees.max}`, label: 'engineers, designers and product people' },
    { value: '120+', label: 'projects shipped for clients' },
    { value: '99.98%', label: 'Newsloom API uptime over the last 12 months' },
  ],
  closing: {
    heading: 'Have a project in mind?',
    text: 'Tell us what you are trying to build. A senior engineer answers every enquiry within two working days, and the first conversation is free.',
    cta: { label: `Write to ${COMPANY.email}`, href: `mailto:${COMPANY.email}` },
  },
} as const;

export type HomeData = typeof HOME;
