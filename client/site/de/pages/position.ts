/** What every position's page shares, in German: content/pages/position.de.yaml and the names ./careers.ts gives. */
import de from '../../../../dist/content/copy/pages/position.de.json' with { type: 'json' };
import sent from '../../../../dist/content/copy/pages/application-sent.de.json' with { type: 'json' };
import { positionPageCopy, type PositionPageCopy } from '../../pages/position';
import { CAREERS } from './careers';

export const POSITION_PAGE: PositionPageCopy = /* @__PURE__ */ positionPageCopy(de, CAREERS, sent);
