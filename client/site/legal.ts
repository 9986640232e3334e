/**
 * The legal facts the imprint (§ 5 DDG, § 18 MStV) and the privacy notice (GDPR Art. 13) state, as
 * one language writes them: content/facts.yaml's facts, with the names of the seat's region and
 * country and the supervisory authority's address in that language's words
 * (content/site/company.<lang>.yaml), and the retention periods the deletion job keeps (./retention.ts).
 * The pages' copy names these facts itself (`{legal.vatId}`…); the worker's mails, the deletion job
 * and the offices of the positions read this object.
 */
import facts from '../../dist/content/copy/facts.json' with { type: 'json' };
import en from '../../dist/content/copy/site/company.en.json' with { type: 'json' };
import type { CompanyCopy } from './company.schema';
import type { Facts } from './facts.schema';
import { RETENTION_DAYS } from './retention';

/** The compiled facts, checked against their schema's type. */
const FACTS: Facts = facts;

/** The legal facts in one language: every language's LEGAL is one. */
export interface LegalFacts {
  readonly address: {
    readonly street: string;
    readonly postalCode: string;
    readonly locality: string;
    readonly region: string;
    readonly country: string;
  };
  /** Geschäftsführerin: the managing director named in the commercial register. */
  readonly managingDirector: string;
  readonly register: { readonly court: string; readonly number: string };
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG). */
  readonly vatId: string;
  readonly phone: string;
  /** How long what a visitor sends is kept, in days (./retention.ts). */
  readonly retentionDays: { readonly messages: number; readonly held: number };
  /** Where data-protection questions and requests (GDPR Art. 15–21) go. */
  readonly privacyEmail: string;
  /** The supervisory authority for a company seated in Saxony (GDPR Art. 77). */
  readonly supervisoryAuthority: { readonly name: string; readonly address: string; readonly url: string };
}

/** One language's LEGAL; called as pure, so the bundler drops it where nothing reads it. */
export function legalIn(words: CompanyCopy): LegalFacts {
  const { address, managingDirector, register, vatId, phone, privacyEmail, supervisoryAuthority } = FACTS.legal;
  return {
    address: { street: address.street, postalCode: address.postalCode, locality: address.locality, ...words.address },
    managingDirector,
    register,
    vatId,
    phone,
    retentionDays: RETENTION_DAYS,
    privacyEmail,
    supervisoryAuthority: { name: supervisoryAuthority.name, address: words.supervisoryAuthority.address, url: supervisoryAuthority.url },
  };
}

export const LEGAL: LegalFacts = /* @__PURE__ */ legalIn(en);
