/** The footer's copy in German: content/site/footer.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../dist/content/copy/site/footer.de.json' with { type: 'json' };
import { footerIn, type FooterCopy } from '../footer';
import { COMPANY } from './company';

export const FOOTER: FooterCopy = /* @__PURE__ */ footerIn(de, COMPANY);
