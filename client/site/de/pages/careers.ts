/** The careers page in German: content/pages/careers.de.yaml with the open positions in German (../../pages/careers.ts). */
import de from '../../../../dist/content/copy/pages/careers.de.json' with { type: 'json' };
import { TEAMS, careersPage, type CareersData } from '../../pages/careers';

export { TEAMS };

export const CAREERS: CareersData = /* @__PURE__ */ careersPage(de, 'de');
