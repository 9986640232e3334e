/**
 * The pieces the copy's schemas are made of (valibot, as the forms and the content build use): each
 * file of copy in content/ is checked against its block's schema at build (scripts/content/copy.mjs),
 * and the TypeScript type the code reads is the schema's output.
 */
import * as v from 'valibot';

/** A text a visitor reads: never empty (a space at its end may join it to what follows, as in a sentence around a link). */
export const text = v.pipe(
  v.string('must be text'),
  v.check((s) => s.trim() !== '', 'must not be empty'),
);

/** A point of a list that has a heading of its own: a benefit, a value, a step of a process. */
export const titledText = v.strictObject({ title: text, text });

/** A link with its label: `href` names a page (`page:<id>…`, resolved per language at build) or another site. */
export const cta = v.strictObject({ label: text, href: text });

/** A picture from assets/, with its intrinsic size so its box is reserved, and what it shows. */
export const picture = v.strictObject({
  src: text,
  width: v.pipe(v.number('must be a number of pixels'), v.integer(), v.minValue(1)),
  height: v.pipe(v.number('must be a number of pixels'), v.integer(), v.minValue(1)),
  alt: text,
});

/**
 * A page's title (the document's is the title template's) and its meta description: each page's copy
 * file starts with it. `label`: a shorter name where the page is listed (the command palette), when
 * the title is long and the header does not list the page.
 */
export const pageMeta = v.strictObject({ title: text, description: text, label: v.optional(text) });

/** A confirmation page after a form sent without JavaScript: what arrived, and where to go next. */
export const sentPage = v.strictObject({ meta: pageMeta, eyebrow: text, title: text, text, next: text, links: v.array(cta) });

/** A confirmation page's data: its copy but the title and description. */
export type SentCopy = Omit<v.InferOutput<typeof sentPage>, 'meta'>;

/** A form's consent box: the sentence around its link to the privacy notice. */
export const consent = v.strictObject({ before: text, link: cta, after: text });

/** What a form says when the site cannot take what was sent (the forms' `problems`, by kind). */
export const formProblems = v.strictObject({
  rateLimited: text,
  expired: text,
  dailyLimit: text,
  unavailable: text,
  offline: text,
  tooLarge: text,
  rejected: text,
});
