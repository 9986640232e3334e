import * as v from 'valibot';
import { cta, pageMeta, text } from '../site/copy-schema';

/**
 * The copy of the solutions page, in content/pages/solutions.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  meta: pageMeta,
  eyebrow: text,
  heading: text,
  lead: text,
  jumpLabel: text,
  labels: v.strictObject({
    gets: text,
    engagement: text,
    stack: text,
  }),
  offerings: v.array(
    v.strictObject({
      id: text,
      eyebrow: text,
      title: text,
      intro: text,
      gets: v.array(text),
      engagement: v.array(text),
      stack: v.array(text),
    }),
  ),
  newsloom: v.strictObject({
    id: text,
    eyebrow: text,
    title: text,
    intro: text,
    aggregates: v.strictObject({
      title: text,
      items: v.array(text),
    }),
    request: v.strictObject({
      title: text,
      label: text,
      code: text,
    }),
    response: v.strictObject({
      title: text,
      label: text,
      code: text,
    }),
    plans: v.strictObject({
      title: text,
      items: v.array(
        v.strictObject({
          name: text,
          price: text,
          period: text,
          audience: text,
          limits: v.array(text),
        }),
      ),
      note: text,
    }),
    key: v.strictObject({
      title: text,
      steps: v.array(text),
      cta: cta,
      mail: v.strictObject({
        text: text,
        email: text,
      }),
    }),
  }),
  closing: v.strictObject({
    id: text,
    title: text,
    text: text,
    cta: cta,
    mail: v.strictObject({
      text: text,
      email: text,
    }),
  }),
});

/** The page's data: its copy but the title and description, which the head states. */
export type SolutionsData = Omit<v.InferOutput<typeof schema>, 'meta'>;
export type Offering = SolutionsData['offerings'][number];
