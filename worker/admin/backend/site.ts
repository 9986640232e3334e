/**
 * The whole site as the worker's check of a proposed change sees it (./check.ts): the page registry,
 * the copy's schemas, the figures copy may name, the picture limits, and what the deployed build
 * found that links may name (dist/content/links.json). The local studio server bundles the same
 * module, with the working tree's links.json read fresh instead.
 */
import type { GenericSchema } from 'valibot';
import * as routes from '../../../client/routes';
import { parseService } from '../../../client/content/select';
import { CONTACT_TOPICS } from '../../../client/forms/contact';
import { PICTURE_LIMITS } from '../../../client/site/picture-limits';
import { RETENTION_DAYS } from '../../../client/site/retention';
import linkFacts from '../../../dist/content/links.json' with { type: 'json' };
import type { LinkFactsJson, StudioSite } from './check';
import { schema as pageApplicationSent } from '../../../client/pages/application-sent.schema';
import { schema as pageCareers } from '../../../client/pages/careers.schema';
import { schema as pageCompany } from '../../../client/pages/company.schema';
import { schema as pageContact } from '../../../client/pages/contact.schema';
import { schema as pageContactSent } from '../../../client/pages/contact-sent.schema';
import { schema as pageError } from '../../../client/pages/error.schema';
import { schema as pageHome } from '../../../client/pages/home.schema';
import { schema as pageImprint } from '../../../client/pages/imprint.schema';
import { schema as pageNews } from '../../../client/pages/news.schema';
import { schema as pagePosition } from '../../../client/pages/position.schema';
import { schema as pagePrivacy } from '../../../client/pages/privacy.schema';
import { schema as pageSolutions } from '../../../client/pages/solutions.schema';
import { schema as pageWork } from '../../../client/pages/work.schema';
import { schema as siteChrome } from '../../../client/site/chrome.schema';
import { schema as siteCompany } from '../../../client/site/company.schema';
import { schema as siteFooter } from '../../../client/site/footer.schema';
import { schema as sitePalette } from '../../../client/site/palette.schema';
import { schema as siteRichText } from '../../../client/site/rich-text.schema';
import { schema as siteUi } from '../../../client/site/ui.schema';
import { schema as facts } from '../../../client/site/facts.schema';

/**
 * Each block of copy's schema, by the folder and name of its files (content/pages/<name>.<lang>.yaml:
 * `pages/<name>`), and the facts' schema. scripts/lib/studio-server.test.mjs checks that it names
 * every schema the build reads (client/pages/*.schema.ts, client/site/*.schema.ts).
 * @public read by that test too.
 */
export const COPY_SCHEMAS: Readonly<Record<string, GenericSchema<unknown, unknown>>> = {
  'pages/application-sent': pageApplicationSent,
  'pages/careers': pageCareers,
  'pages/company': pageCompany,
  'pages/contact': pageContact,
  'pages/contact-sent': pageContactSent,
  'pages/error': pageError,
  'pages/home': pageHome,
  'pages/imprint': pageImprint,
  'pages/news': pageNews,
  'pages/position': pagePosition,
  'pages/privacy': pagePrivacy,
  'pages/solutions': pageSolutions,
  'pages/work': pageWork,
  'site/chrome': siteChrome,
  'site/company': siteCompany,
  'site/footer': siteFooter,
  'site/palette': sitePalette,
  'site/rich-text': siteRichText,
  'site/ui': siteUi,
  facts,
};

/** The site with the link facts of a build: the deployed one's by default. */
export function studioSite(facts: LinkFactsJson = linkFacts as LinkFactsJson): StudioSite {
  return {
    modules: {
      routes,
      isService: (value) => parseService(value) !== undefined,
      isTopic: (value) => (CONTACT_TOPICS as readonly string[]).includes(value),
    },
    facts,
    figures: { retention: RETENTION_DAYS },
    copySchemas: COPY_SCHEMAS,
    pictureLimits: PICTURE_LIMITS,
  };
}
