import * as v from 'valibot';
import { text } from './copy-schema';

/**
 * The copy the rich-text renderer needs (client/components/rich-text.tsx), in content/site/rich-text.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  /** A heading's anchor link, for screen readers: "Link to this section: {heading}". */
  anchor: text,
  /** The label of a code sample's scrolling box: `{lang}` is the sample's language. */
  code: text,
});

export type RichTextCopy = v.InferOutput<typeof schema>;
