import { COMPANY } from '../company';
import { LEGAL } from '../legal';
import { defineCopy, type Widen } from '../copy';

/** Copy of the imprint (legal notice under § 5 DDG and § 18 (2) MStV), built from the legal facts. */
export const IMPRINT = /* @__PURE__ */ defineCopy(
  () =>
    ({
      eyebrow: 'Legal',
      heading: 'Imprint',
      lead: `Legal information about ${COMPANY.legalName}, the company behind this website, as German law requires it (§ 5 DDG).`,
      translationNote: 'This is a translation of our German imprint (Impressum); only the German original is legally binding.',
      entries: [
        {
          term: 'Company',
          lines: [COMPANY.legalName, LEGAL.address.street, `${LEGAL.address.postalCode} ${LEGAL.address.locality}`, LEGAL.address.country],
        },
        { term: 'Managing director', lines: [LEGAL.managingDirector] },
        { term: 'Commercial register', lines: [`${LEGAL.register.court}, ${LEGAL.register.number}`] },
        { term: 'VAT identification number', lines: [`${LEGAL.vatId} (§ 27a UStG)`] },
        { term: 'Responsible for the content (§ 18 (2) MStV)', lines: [`${LEGAL.managingDirector}, address as above`] },
      ],
      contact: {
        title: 'Contact',
        phone: { label: 'Telephone', value: LEGAL.phone },
        email: { label: 'E-mail', value: COMPANY.email },
        form: { label: 'Contact form', text: 'Write to us on this website', href: '/contact' },
      },
      disputes: {
        title: 'Consumer dispute resolution',
        text: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG). Our services are offered to businesses only.',
      },
    }) as const,
);

export type ImprintData = Widen<typeof IMPRINT>;
