/**
 * The legal facts in German. German is the original language of the imprint and the privacy
 * notice (decision 0150): the English module's facts, with the place names as a German address
 * writes them.
 */
import { LEGAL as EN_LEGAL, type LegalFacts } from '../legal';

export const LEGAL: LegalFacts = {
  ...EN_LEGAL,
  address: { ...EN_LEGAL.address, region: 'Sachsen', country: 'Deutschland' },
  supervisoryAuthority: { ...EN_LEGAL.supervisoryAuthority, address: 'Devrientstraße 5, 01067 Dresden' },
};
