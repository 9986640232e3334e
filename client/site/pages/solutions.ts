/** Copy of the solutions page. */
export const SOLUTIONS = {
  heading: 'Solutions',
  lead: 'Four ways we help: three kinds of engagement for your own software, and one product of ours that you can use today.',
  sections: [
    {
      id: 'custom-saas',
      title: 'Custom SaaS development',
      text: 'We take a SaaS idea from a validated prototype to a product with paying customers: tenant isolation, subscription billing, roles and permissions, single sign-on, audit trails and the admin tools your support team needs.',
      points: ['A working prototype in four to six weeks', 'Fixed-scope milestones with a demo every two weeks', 'Operations and on-call after launch if you want them'],
    },
    {
      id: 'api-development',
      title: 'Web and API development',
      text: 'Public and partner APIs designed contract-first with OpenAPI, versioned from day one, documented with examples that run, and web applications that stay fast on a mid-range phone.',
      points: ['OpenAPI contracts reviewed before code is written', 'Load tests and error budgets agreed up front', 'Edge deployment on Cloudflare or your own cloud'],
    },
    {
      id: 'custom-software',
      title: 'Custom business software',
      text: 'Internal tools and line-of-business systems that replace spreadsheets and e-mail chains: order handling, scheduling, pricing and reporting, integrated with the systems you already run.',
      points: ['Workshops with the people who will use it', 'Integrations with ERP, CRM and accounting systems', 'Handover with documentation your own team can extend'],
    },
    {
      id: 'newsloom-api',
      title: 'Newsloom API',
      text: 'Newsloom aggregates news from more than 40,000 publishers in 28 languages. Every article is deduplicated, classified by topic and tagged with the companies, people and places it mentions. Search it, filter it, or subscribe to a stream.',
      points: ['Free plan: 1,000 requests a day for evaluation', 'Business plan: 100 requests a second with full-text search', 'Keys issued in minutes after signing up by e-mail'],
    },
  ],
} as const;

export type SolutionsData = typeof SOLUTIONS;
