/** The copy of the privacy notice in English: content/pages/privacy.en.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import en from '../../../dist/content/copy/pages/privacy.en.json' with { type: 'json' };
import type { PrivacyData } from '../../pages/privacy.schema';

export type { PrivacyData, PrivacySection } from '../../pages/privacy.schema';

export const PRIVACY: PrivacyData = en;
