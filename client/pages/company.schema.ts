import * as v from 'valibot';
import { pageMeta, picture, text, titledText } from '../site/copy-schema';

/**
 * The copy of the company page, in content/pages/company.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  meta: pageMeta,
  eyebrow: text,
  heading: text,
  lead: text,
  story: v.strictObject({
    id: text,
    title: text,
    paragraphs: v.array(text),
    milestones: v.array(
      v.strictObject({
        year: text,
        text: text,
      }),
    ),
  }),
  mission: v.strictObject({
    id: text,
    title: text,
    text: text,
  }),
  values: v.strictObject({
    id: text,
    title: text,
    items: v.array(titledText),
  }),
  process: v.strictObject({
    id: text,
    title: text,
    lead: text,
    steps: v.array(titledText),
  }),
  figures: v.strictObject({
    id: text,
    title: text,
    items: v.array(
      v.strictObject({
        value: text,
        label: text,
      }),
    ),
  }),
  team: v.strictObject({
    id: text,
    title: text,
    lead: text,
    people: v.array(
      v.strictObject({
        initials: text,
        name: text,
        role: text,
        bio: text,
      }),
    ),
  }),
  locations: v.strictObject({
    id: text,
    title: text,
    lead: text,
    places: v.array(
      v.strictObject({
        name: text,
        text: text,
      }),
    ),
    image: picture,
  }),
});

/** The page's data: its copy but the title and description, which the head states. */
export type CompanyPageData = Omit<v.InferOutput<typeof schema>, 'meta'>;
