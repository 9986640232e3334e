/**
 * The copy of /de/referenzen and of each case study's page in German (content/pages/work.de.yaml), and
 * of the rich-text renderer (content/site/rich-text.de.yaml), checked and compiled at build (scripts/content/copy.mjs).
 */
import de from '../../../../dist/content/copy/pages/work.de.json' with { type: 'json' };
import richText from '../../../../dist/content/copy/site/rich-text.de.json' with { type: 'json' };
import type { WorkPageCopy } from '../../../pages/work.schema';
import type { RichTextCopy } from '../../rich-text.schema';

export const WORK_PAGE: WorkPageCopy = de;
export const RICH_TEXT: RichTextCopy = richText;
