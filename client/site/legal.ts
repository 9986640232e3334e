import type { Widen } from './copy';

/**
 * The legal facts the imprint (§ 5 DDG, § 18 MStV) and the privacy notice (GDPR Art. 13) state.
 * A module of its own: the copy that reads it (imprint, privacy, the position pages) reaches the
 * browser only in the command palette's search index, a lazy chunk; kept in company.ts it would
 * ride in the shared chunk of every first load.
 */
export const LEGAL = {
  address: { street: 'Naumburger Straße 44', postalCode: '04229', locality: 'Leipzig', region: 'Saxony', country: 'Germany' },
  /** Geschäftsführerin: the managing director named in the commercial register. */
  managingDirector: 'Marta Hübner',
  register: { court: 'Amtsgericht Leipzig', number: 'HRB 36412' },
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG). */
  vatId: 'DE318274905',
  phone: '+49 341 2290 4470',
  /**
   * How long what a visitor sends is kept, in days from its arrival: the scheduled handler deletes
   * older rows (worker/forms/retention.ts), and /privacy states the same numbers. `held`: what our
   * spam checks held back (not mailed, not put back by the team) goes sooner (decision 0171).
   */
  retentionDays: { messages: 180, held: 14 },
  /** Where data-protection questions and requests (GDPR Art. 15–21) go. */
  privacyEmail: 'privacy@larchfield.dev',
  /** The supervisory authority for a company seated in Saxony (GDPR Art. 77). */
  supervisoryAuthority: {
    name: 'Sächsische Datenschutz- und Transparenzbeauftragte',
    address: 'Devrientstraße 5, 01067 Dresden, Germany',
    url: 'https://www.datenschutz.sachsen.de',
  },
} as const;

/** The legal facts with their literals widened: the German module's LEGAL is checked against it. */
export type LegalFacts = Widen<typeof LEGAL>;
