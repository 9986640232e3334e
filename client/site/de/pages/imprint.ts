import { defineCopy } from '../../copy';
import type { ImprintData } from '../../pages/imprint';
import { COMPANY } from '../company';
import { LEGAL } from '../legal';

/** Das Impressum (§ 5 DDG, § 18 Abs. 2 MStV): das Original; die englische Fassung übersetzt es (decision 0150). */
export const IMPRINT: ImprintData = /* @__PURE__ */ defineCopy((): ImprintData => ({
  eyebrow: 'Rechtliches',
  heading: 'Impressum',
  lead: `Angaben gemäß § 5 DDG über die ${COMPANY.legalName}, die Anbieterin dieser Website.`,
  translationNote:
    'Dieses Impressum gibt es auch in englischer Übersetzung („Imprint“); rechtlich maßgeblich ist allein die deutsche Fassung.',
  entries: [
    {
      term: 'Anbieterin',
      lines: [COMPANY.legalName, LEGAL.address.street, `${LEGAL.address.postalCode} ${LEGAL.address.locality}`, LEGAL.address.country],
    },
    { term: 'Vertreten durch die Geschäftsführerin', lines: [LEGAL.managingDirector] },
    { term: 'Handelsregister', lines: [`Registergericht: ${LEGAL.register.court}, Registernummer: ${LEGAL.register.number}`] },
    { term: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG', lines: [LEGAL.vatId] },
    { term: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV', lines: [`${LEGAL.managingDirector}, Anschrift wie oben`] },
  ],
  contact: {
    title: 'Kontakt',
    phone: { label: 'Telefon', value: LEGAL.phone },
    email: { label: 'E-Mail', value: COMPANY.email },
    form: { label: 'Kontaktformular', text: 'Schreiben Sie uns über diese Website', href: '/de/kontakt' },
  },
  disputes: {
    title: 'Verbraucherstreitbeilegung',
    text: 'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Unsere Leistungen richten sich ausschließlich an Unternehmen.',
  },
}));
