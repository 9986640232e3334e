import { defineCopy } from '../../copy';
import type { ContactPageData, ContactSentData } from '../../pages/contact';
import { COMPANY } from '../company';

/** Die Kontaktseite: Beschriftungen, Hinweise und Fehlermeldungen des Formulars und die Bestätigung. */
export const CONTACT: ContactPageData = /* @__PURE__ */ defineCopy((): ContactPageData => ({
  eyebrow: 'Kontakt',
  heading: 'Erzählen Sie uns, woran Sie arbeiten',
  lead: 'Jede Nachricht liest ein erfahrenes Mitglied unseres Entwicklungsteams und antwortet innerhalb von zwei Werktagen. Das erste Gespräch ist immer kostenlos, und auf einer Mailingliste landen Sie bei uns nie.',
  form: {
    title: 'Schreiben Sie uns',
    required: 'Alle Felder sind Pflichtfelder, sofern sie nicht als optional gekennzeichnet sind.',
    name: { label: 'Ihr Name' },
    email: { label: 'E-Mail-Adresse', hint: 'An diese Adresse antworten wir – und nutzen sie für nichts anderes.' },
    company: { label: 'Unternehmen', optional: '(optional)' },
    topic: {
      legend: 'Worum geht es?',
      options: {
        project: { label: 'Ein Projekt', hint: 'Eine SaaS-Plattform, eine API oder Software für Ihr Unternehmen' },
        api: { label: 'Die Newsloom API', hint: 'Ein kostenloser Schlüssel, ein Tarif oder eine technische Frage' },
        other: { label: 'Etwas anderes', hint: 'Presse, Partnerschaften oder alles, was hier nicht aufgeführt ist' },
      },
    },
    message: { label: 'Ihre Nachricht', hint: 'Was möchten Sie bauen oder lösen, und bis wann? Ein paar Sätze genügen.' },
    consent: {
      before: `Ich bin einverstanden, dass ${COMPANY.name} meine Angaben aus diesem Formular speichert und liest, um mir zu antworten, wie in der `,
      link: { label: 'Datenschutzerklärung', href: '/de/datenschutz' },
      after: ' beschrieben.',
    },
    honeypot: 'Dieses Feld bitte leer lassen',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet …',
    summary: 'Ihre Nachricht wurde noch nicht gesendet. Bitte prüfen Sie:',
    errors: {
      nameRequired: 'Bitte geben Sie Ihren Namen ein',
      nameTooLong: 'Ihr Name darf höchstens {max} Zeichen lang sein',
      singleLine: 'Bitte nur eine Zeile reinen Text eingeben – ohne Zeilenumbrüche, Steuerzeichen oder Schreibrichtungszeichen',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com',
      emailTooLong: 'Ihre E-Mail-Adresse darf höchstens {max} Zeichen lang sein',
      companyTooLong: 'Der Name des Unternehmens darf höchstens {max} Zeichen lang sein',
      topicRequired: 'Bitte wählen Sie aus, worum es in Ihrer Nachricht geht',
      messageRequired: 'Bitte geben Sie Ihre Nachricht ein',
      messageTooShort: 'Erzählen Sie uns etwas mehr: mindestens {min} Zeichen',
      messageTooLong: 'Ihre Nachricht darf höchstens {max} Zeichen lang sein',
      messageInvalid: 'Ihre Nachricht ließ sich nicht als Text lesen. Bitte tippen Sie sie neu oder fügen Sie sie als reinen Text ein',
      consentRequired: 'Bitte setzen Sie das Häkchen, damit wir Ihre Angaben für unsere Antwort verwenden dürfen',
    },
    problems: {
      rateLimited:
        'Sie haben in kurzer Zeit mehrere Nachrichten gesendet, daher wurde diese nicht angenommen. Bitte warten Sie eine Minute und senden Sie sie dann erneut.',
      expired:
        'Dieses Formular war länger als einen Tag geöffnet, daher konnten wir es so nicht annehmen. Ihre Nachricht ist noch da – bitte senden Sie sie erneut.',
      dailyLimit:
        'Aus Ihrem Netzwerk haben uns heute bereits so viele Nachrichten erreicht, wie wir an einem Tag annehmen. Diese wurde daher nicht gesendet. Bitte schreiben Sie uns stattdessen eine E-Mail – Ihre Nachricht ist noch da.',
      unavailable:
        'Wir konnten Ihre Nachricht gerade nicht speichern, sie wurde also nicht gesendet. Bitte versuchen Sie es in einer Minute noch einmal – Ihre Nachricht bleibt erhalten.',
      offline:
        'Unser Server ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und senden Sie dann erneut – Ihre Nachricht bleibt erhalten.',
      tooLarge: 'Ihre Nachricht ist zu lang, um sie in einem Stück zu senden. Bitte kürzen Sie sie und senden Sie sie erneut.',
      rejected:
        'Diese Nachricht konnte von hier aus nicht gesendet werden. Bitte laden Sie die Seite neu und senden Sie sie noch einmal, oder schreiben Sie uns eine E-Mail.',
    },
  },
  mail: {
    title: 'Lieber per E-Mail?',
    text: 'Schreiben Sie uns direkt – beide Wege landen bei denselben Menschen.',
    addresses: [
      { label: 'Projekte und alles andere', email: COMPANY.email },
      { label: 'Schlüssel und Tarife für die Newsloom API', email: COMPANY.apiEmail },
      { label: 'Bewerbungen', email: COMPANY.careersEmail },
    ],
  },
  sent: {
    eyebrow: 'Nachricht gesendet',
    title: 'Vielen Dank – Ihre Nachricht ist bei uns angekommen',
    text: 'Wir haben sie sicher gespeichert. Ein erfahrenes Mitglied unseres Entwicklungsteams antwortet Ihnen innerhalb von zwei Werktagen an die Adresse, die Sie angegeben haben. Ist es dringend, schreiben Sie uns das einfach in Ihrer Antwort auf unsere E-Mail.',
    next: 'Während Sie warten:',
    links: [
      { label: 'So arbeiten wir', href: '/de/unternehmen#how-we-work' },
      { label: 'Unsere Lösungen', href: '/de/loesungen' },
      { label: 'Zurück zur Startseite', href: '/de' },
    ],
  },
}));

/** Die Bestätigungsseite (`/de/kontakt/gesendet`, nach einer Nachricht ohne JavaScript). */
export const CONTACT_SENT: ContactSentData = /* @__PURE__ */ defineCopy(() => CONTACT.sent);
