/**
 * The legal facts in German. German is the original language of the imprint and the privacy notice
 * (decision 0150): the same facts, with the place names as a German address writes them
 * (content/site/company.de.yaml).
 */
import de from '../../../dist/content/copy/site/company.de.json' with { type: 'json' };
import { legalIn, type LegalFacts } from '../legal';

export const LEGAL: LegalFacts = /* @__PURE__ */ legalIn(de);
