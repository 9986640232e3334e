import * as v from 'valibot';
import { cta, pageMeta, picture, text } from '../site/copy-schema';

/**
 * The copy of the home page, in content/pages/home.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  meta: pageMeta,
  hero: v.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    primaryCta: cta,
    secondaryCta: cta,
    highlights: v.array(text),
    clientsLabel: text,
    clients: v.array(text),
  }),
  offerings: v.strictObject({
    id: text,
    eyebrow: text,
    title: text,
    lead: text,
    items: v.array(
      v.strictObject({
        id: text,
        title: text,
        text: text,
        points: v.array(text),
        cta: cta,
      }),
    ),
  }),
  product: v.strictObject({
    id: text,
    eyebrow: text,
    title: text,
    text: text,
    stats: v.array(
      v.strictObject({
        value: text,
        label: text,
      }),
    ),
    image: picture,
    cta: cta,
    secondaryCta: cta,
  }),
  testimonials: v.strictObject({
    id: text,
    eyebrow: text,
    title: text,
    lead: text,
    labels: v.strictObject({
      region: text,
      previous: text,
      next: text,
      play: text,
      pause: text,
      slide: text,
      goTo: text,
    }),
    quoteMarks: v.strictObject({
      open: text,
      close: text,
    }),
    caseStudy: text,
    /**
     * The copy writes each as `quote: work:<key>` and its `result`: the build fills in the quote, the
     * person's name, initials and role, and the client from that case study's front matter in the
     * page's language (scripts/content/copy-rules.mjs, quoteCaseStudies), so a quote has one source.
     */
    items: v.array(
      v.strictObject({
        quote: text,
        name: text,
        initials: text,
        role: text,
        company: text,
        result: text,
      }),
    ),
  }),
  latest: v.strictObject({
    id: text,
    eyebrow: text,
    title: text,
    lead: text,
    more: cta,
    readingTime: text,
  }),
  figures: v.strictObject({
    id: text,
    eyebrow: text,
    title: text,
    items: v.array(
      v.strictObject({
        value: text,
        label: text,
      }),
    ),
  }),
  closing: v.strictObject({
    id: text,
    title: text,
    text: text,
    cta: cta,
    secondaryCta: cta,
    mail: v.strictObject({
      text: text,
      email: text,
    }),
  }),
});

/** The page's data: its copy but the title and description, which the head states. */
export type HomeData = Omit<v.InferOutput<typeof schema>, 'meta'>;
export type Testimonial = HomeData['testimonials']['items'][number];
