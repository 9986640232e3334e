/** The copy of the privacy notice in German: content/pages/privacy.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../../dist/content/copy/pages/privacy.de.json' with { type: 'json' };
import type { PrivacyData } from '../../../pages/privacy.schema';

export const PRIVACY: PrivacyData = de;
