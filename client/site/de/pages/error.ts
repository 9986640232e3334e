import { defineCopy } from '../../copy';
import type { ErrorPageCopy } from '../../pages/error';

/** Die Seiten für 404 und 500; die Meldung selbst kommt mit dem Fehler. */
export const ERROR_PAGE: ErrorPageCopy = /* @__PURE__ */ defineCopy((): ErrorPageCopy => ({
  eyebrow: 'Fehler {status}',
  messages: {
    404: 'Seite nicht gefunden: {path}',
    500: 'Bei uns ist etwas schiefgelaufen. Wir wurden bereits benachrichtigt; bitte versuchen Sie es in einem Moment noch einmal.',
  },
  help: {
    404: 'Vielleicht ist die Seite umgezogen, oder der Link enthält einen Tippfehler. Hier finden die meisten, was sie suchen:',
    500: 'Bitte versuchen Sie es in einem Moment noch einmal. Tritt der Fehler weiter auf, schreiben Sie uns und nennen Sie die Referenz unten – damit finden wir heraus, was schiefgelaufen ist. Bis dahin:',
  },
  helpWithoutReference:
    'Bitte versuchen Sie es in einem Moment noch einmal. Tritt der Fehler weiter auf, schreiben Sie uns und nennen Sie die Seite, auf der Sie waren. Bis dahin:',
  reference: 'Referenz:',
  links: [
    { label: 'Startseite', href: '/de', text: 'Was wir tun – auf einer Seite' },
    { label: 'Lösungen', href: '/de/loesungen', text: 'SaaS, APIs, Unternehmenssoftware und die Newsloom API' },
    { label: 'Unternehmen', href: '/de/unternehmen', text: 'Unsere Geschichte, unser Team und wie wir arbeiten' },
    { label: 'Karriere', href: '/de/karriere', text: 'Offene Stellen und unser Bewerbungsprozess' },
  ],
  search: 'Website durchsuchen',
  home: 'Zurück zur Startseite',
}));
