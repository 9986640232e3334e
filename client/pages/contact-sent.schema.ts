import { sentPage } from '../site/copy-schema';

/**
 * The copy of the confirmation page after a message sent without JavaScript, in content/pages/contact-sent.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = sentPage;
