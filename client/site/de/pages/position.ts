import { defineCopy } from '../../copy';
import type { ApplicationSentData, PositionPageCopy } from '../../pages/position';
import { COMPANY } from '../company';
import { LEGAL } from '../legal';
import { CAREERS } from './careers';

/** Was alle Stellenseiten gemeinsam haben: Abschnittstitel, Bezeichnungen der Eckdaten und das Bewerbungsformular. */
export const POSITION_PAGE: PositionPageCopy = /* @__PURE__ */ defineCopy((): PositionPageCopy => ({
  eyebrow: 'Offene Stelle',
  back: { label: 'Alle offenen Stellen', href: '/de/karriere#open-positions' },
  teamNames: CAREERS.positions.teamNames,
  typeNames: CAREERS.positions.typeNames,
  facts: {
    team: 'Team',
    type: 'Arbeitszeit',
    location: 'Standort',
    salary: 'Gehaltsspanne',
    workplace: 'Arbeitsort',
    offices: 'Büro',
    posted: 'Veröffentlicht am',
    validThrough: 'Bewerbung bis',
  },
  officeNames: { leipzig: 'Büro Leipzig', lisbon: 'Studio Lissabon' },
  countryNames: { DE: 'Deutschland', PT: 'Portugal' },
  salary: {
    fullTime: '{min} bis {max} brutto im Jahr',
    partTime: '{min} bis {max} brutto im Jahr bei {hours} Stunden pro Woche (anteilig von {fullMin} bis {fullMax} bei 40 Stunden)',
    note: 'Wo Sie innerhalb der Spanne liegen, hängt von Ihrer Erfahrung ab – im Angebot erklären wir Ihnen, warum.',
  },
  sections: {
    about: 'Über die Rolle',
    tasks: 'Ihre Aufgaben',
    requirements: 'Was Sie mitbringen',
    niceToHave: 'Schön, aber kein Muss',
    hiring: 'Unser Bewerbungsprozess',
  },
  form: {
    id: 'apply',
    title: 'Bewerben Sie sich auf diese Stelle',
    lead: 'Ihr Lebenslauf und ein paar Zeilen über Sie genügen. Wir beantworten jede Bewerbung innerhalb von fünf Werktagen.',
    required: 'Alle Felder sind Pflichtfelder, sofern sie nicht als optional gekennzeichnet sind.',
    name: { label: 'Ihr Name' },
    email: { label: 'E-Mail-Adresse', hint: 'Unter dieser Adresse schreiben wir Ihnen zu Ihrer Bewerbung – und zu nichts anderem.' },
    link: { label: 'Portfolio, GitHub oder LinkedIn', optional: '(optional)', hint: 'Ein Link, der mit https:// beginnt' },
    message: {
      label: 'Ein paar Zeilen über Sie',
      hint: 'Warum diese Stelle, und was sollten wir über Sie wissen? Ein klassisches Anschreiben brauchen Sie nicht.',
    },
    cv: {
      label: 'Ihr Lebenslauf',
      hint: 'Als PDF, höchstens 10 MB.',
      again: 'Ihr Lebenslauf wurde nicht mitgesendet: Bitte wählen Sie ihn noch einmal aus.',
    },
    consent: {
      before: `Ich bin einverstanden, dass ${COMPANY.name} meine Bewerbung einschließlich Lebenslauf speichert und liest, um mich für diese Stelle zu berücksichtigen, wie in der `,
      link: { label: 'Datenschutzerklärung', href: '/de/datenschutz#applications' },
      after: ` beschrieben. Sie wird ${LEGAL.retentionDays.messages} Tage nach Eingang gelöscht.`,
    },
    honeypot: 'Dieses Feld bitte leer lassen',
    submit: 'Bewerbung senden',
    sending: 'Wird gesendet …',
    summary: 'Ihre Bewerbung wurde noch nicht gesendet. Bitte prüfen Sie:',
    errors: {
      nameRequired: 'Bitte geben Sie Ihren Namen ein',
      nameTooLong: 'Ihr Name darf höchstens {max} Zeichen lang sein',
      singleLine: 'Bitte nur eine Zeile reinen Text eingeben – ohne Zeilenumbrüche, Steuerzeichen oder Schreibrichtungszeichen',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com',
      emailTooLong: 'Ihre E-Mail-Adresse darf höchstens {max} Zeichen lang sein',
      linkInvalid: 'Bitte geben Sie einen Link ein, der mit https:// beginnt, z. B. https://github.com/ihrname',
      linkTooLong: 'Der Link darf höchstens {max} Zeichen lang sein',
      messageRequired: 'Bitte schreiben Sie ein paar Zeilen über sich',
      messageTooShort: 'Erzählen Sie uns etwas mehr: mindestens {min} Zeichen',
      messageTooLong: 'Ihre Nachricht darf höchstens {max} Zeichen lang sein',
      messageInvalid: 'Ihre Nachricht ließ sich nicht als Text lesen. Bitte tippen Sie sie neu oder fügen Sie sie als reinen Text ein',
      cvRequired: 'Bitte wählen Sie Ihren Lebenslauf als PDF aus',
      cvNotPdf: 'Ihr Lebenslauf muss eine PDF-Datei sein',
      cvTooLarge: 'Ihr Lebenslauf darf höchstens 10 MB groß sein',
      consentRequired: 'Bitte setzen Sie das Häkchen, damit wir Ihre Bewerbung berücksichtigen dürfen',
    },
    problems: {
      rateLimited:
        'Sie haben in kurzer Zeit mehrere Bewerbungen gesendet, daher wurde diese nicht angenommen. Bitte warten Sie eine Minute und senden Sie sie dann erneut.',
      expired:
        'Dieses Formular war länger als einen Tag geöffnet, daher konnten wir es so nicht annehmen. Ihre Angaben sind noch da – bitte wählen Sie Ihren Lebenslauf noch einmal aus und senden Sie die Bewerbung ab.',
      dailyLimit:
        'Aus Ihrem Netzwerk haben uns heute bereits so viele Bewerbungen erreicht, wie wir an einem Tag annehmen. Diese wurde daher nicht gesendet. Bitte versuchen Sie es morgen noch einmal oder schreiben Sie uns eine E-Mail.',
      unavailable:
        'Wir konnten Ihre Bewerbung gerade nicht speichern, sie wurde also nicht gesendet. Bitte versuchen Sie es in einer Minute noch einmal – Ihre Angaben bleiben erhalten (den Lebenslauf wählen Sie bitte noch einmal aus).',
      offline:
        'Unser Server ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und senden Sie dann erneut – Ihre Bewerbung bleibt erhalten.',
      tooLarge: 'Ihre Bewerbung ist größer als 10 MB. Bitte senden Sie eine kleinere PDF-Datei.',
      rejected:
        'Diese Bewerbung konnte von hier aus nicht gesendet werden. Bitte laden Sie die Seite neu und senden Sie sie noch einmal, oder schreiben Sie uns eine E-Mail.',
    },
  },
  sent: {
    eyebrow: 'Bewerbung gesendet',
    title: 'Vielen Dank – Ihre Bewerbung ist bei uns angekommen',
    text: 'Wir haben sie sicher gespeichert, und die Person, für die Sie arbeiten würden, wird sie lesen. Innerhalb von fünf Werktagen hören Sie von uns, unter der Adresse, die Sie angegeben haben.',
    next: 'In der Zwischenzeit:',
    links: [
      { label: 'Unser Bewerbungsprozess', href: '/de/karriere#hiring-process' },
      { label: 'Unsere Geschichte', href: '/de/unternehmen#story' },
      { label: 'Alle offenen Stellen', href: '/de/karriere' },
    ],
  },
}));

/** Die Bestätigungsseite nach einer Bewerbung ohne JavaScript (`/de/karriere/beworben`). */
export const APPLICATION_SENT: ApplicationSentData = /* @__PURE__ */ defineCopy(() => POSITION_PAGE.sent);
