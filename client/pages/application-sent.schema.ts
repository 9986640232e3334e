import { sentPage } from '../site/copy-schema';

/**
 * The copy of the confirmation page after an application sent without JavaScript, in content/pages/application-sent.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = sentPage;
