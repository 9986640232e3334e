import { defineCopy, type Cta, type Widen } from '../copy';

/** Copy of the 404 and 500 pages; the message itself comes with the error. */
export const ERROR_PAGE = /* @__PURE__ */ defineCopy(
  () =>
    ({
      eyebrow: 'Error {status}',
      /** The message the worker gives the error (worker/errors.ts); `{path}` is the requested path with its query. */
      messages: {
        404: 'Page not found: {path}',
        500: 'Something went wrong on our side. We have been notified; please try again in a moment.',
      },
      help: {
        404: 'The page may have moved, or the link may have a typo. These are the places most visitors are looking for:',
        500: 'Please try again in a moment. If it keeps happening, write to us and quote the reference below: it lets us find what went wrong. In the meantime:',
      },
      /** A 500 met in the browser (the page failed to render there): the server has no reference for it. */
      helpWithoutReference:
        'Please try again in a moment. If it keeps happening, write to us and tell us which page you were on. In the meantime:',
      /** Before the request id of a 500 (the X-Request-Id header), on the page and in the crawlers' minimal body. */
      reference: 'Reference:',
      links: [
        { label: 'Home', href: '/', text: 'What we do, in one page' },
        { label: 'Solutions', href: '/solutions', text: 'SaaS, APIs, business software and the Newsloom API' },
        { label: 'Company', href: '/company', text: 'Our story, team and way of working' },
        { label: 'Careers', href: '/careers', text: 'Open positions and how we hire' },
      ] satisfies readonly (Cta & { text: string })[],
      search: 'Search the site',
      home: 'Back to the home page',
    }) as const,
);

export type ErrorPageCopy = Widen<typeof ERROR_PAGE>;
