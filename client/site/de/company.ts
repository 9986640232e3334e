/**
 * The company in German: content/site/company.de.yaml's words over the facts every language shares
 * (content/facts.yaml), laid as the English module lays the English ones.
 */
import de from '../../../dist/content/copy/site/company.de.json' with { type: 'json' };
import { companyIn, organizationIn, siteHeadIn, type Company, type Organization, type SiteHead } from '../company';

export const COMPANY: Company = /* @__PURE__ */ companyIn(de);
export const SITE_HEAD: SiteHead = /* @__PURE__ */ siteHeadIn(de);
export const ORGANIZATION: Organization = /* @__PURE__ */ organizationIn(de);
