import { defineCopy } from '../../copy';
import type { PrivacyData } from '../../pages/privacy';
import { COMPANY } from '../company';
import { LEGAL } from '../legal';

/**
 * Die Datenschutzerklärung (Art. 13 DSGVO): das Original; die englische Fassung übersetzt sie
 * (decision 0150). Dieselben Fakten wie dort, in der Sprache der Gesetze, auf die sie sich beruft.
 */
export const PRIVACY: PrivacyData = /* @__PURE__ */ defineCopy((): PrivacyData => {
  // Read inside the copy's builder: a top-level read would keep LEGAL in every client bundle.
  const RETENTION = LEGAL.retentionDays.messages;
  const HELD_RETENTION = LEGAL.retentionDays.held;
  return {
    eyebrow: 'Rechtliches',
    heading: 'Datenschutzerklärung',
    lead: `Diese Datenschutzerklärung informiert Sie darüber, welche personenbezogenen Daten die ${COMPANY.legalName} verarbeitet, wenn Sie diese Website besuchen oder uns über sie schreiben: zu welchen Zwecken und auf welcher Rechtsgrundlage, wie lange, wer sie erhält und welche Rechte Sie haben. Wir erheben so wenig wie möglich – keine Cookies, kein Tracking, keine Werbung.`,
    updated: 'Stand: 24. November 2026',
    translationNote:
      'Diese Datenschutzerklärung gibt es auch in englischer Übersetzung („Privacy notice“); maßgeblich ist allein die deutsche Fassung.',
    contents: 'Inhalt',
    sections: [
      {
        id: 'controller',
        title: 'Verantwortlicher',
        paragraphs: [
          `Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die ${COMPANY.legalName}, ${LEGAL.address.street}, ${LEGAL.address.postalCode} ${LEGAL.address.locality}, ${LEGAL.address.country}, vertreten durch die Geschäftsführerin ${LEGAL.managingDirector}.`,
          `Mit allen Fragen zu Ihren Daten und zur Ausübung Ihrer Rechte wenden Sie sich bitte an ${LEGAL.privacyEmail}. Einen Datenschutzbeauftragten haben wir nicht benannt, da wir hierzu nach Art. 37 DSGVO und § 38 BDSG nicht verpflichtet sind.`,
        ],
      },
      {
        id: 'visiting',
        title: 'Aufruf der Website',
        paragraphs: [
          'Um eine Seite auszuliefern, verarbeitet unser Hosting-Anbieter Cloudflare zwangsläufig Ihre IP-Adresse, die Adresse der aufgerufenen Seite, die Kennung Ihres Browsers (User-Agent) und den Zeitpunkt der Anfrage. Unser eigener Code schreibt je Anfrage eine Zeile in das Betriebsprotokoll: Methode, Pfad der Seite ohne Query-Parameter, Statuscode, Dauer, das Cloudflare-Rechenzentrum, eine zufällige Anfrage-ID und die Angabe, ob die Anfrage von einer Suchmaschine stammt. Ihre IP-Adresse wird dabei nie protokolliert. Diese Protokollzeilen speichern wir 7 Tage lang, um Fehler und Missbrauch zu erkennen.',
          'Rechtsgrundlage ist unser berechtigtes Interesse an einer sicheren und funktionsfähigen Website (Art. 6 Abs. 1 lit. f DSGVO).',
        ],
      },
      {
        id: 'measurements',
        title: 'Messung der Ladezeiten',
        paragraphs: [
          'Einige Sekunden nachdem eine Seite geladen ist, übermittelt Ihr Browser uns, wie schnell sie erschienen ist und reagiert hat (Core Web Vitals: Zeiten in Millisekunden und ein Wert für Layoutverschiebungen), den Pfad der Seite, wie sie aufgerufen wurde (geöffnet, neu geladen oder über Vor und Zurück) und die Version der Website. Cloudflare ergänzt das Land, aus dem die Anfrage kam.',
          'Wir speichern zu jedem Wert: um welche Seite es sich handelt (ihren Namen, etwa „careers“, und ihre Sprache – nie ihre Adresse oder deren Zusatz), den Wert selbst und ob er als gut gilt, wie die Seite aufgerufen wurde, das Land und die Version der Website. Keine IP-Adresse, kein Cookie, keine Angaben zum Browser und keine Kennung: Die Werte lassen sich weder Ihnen noch einander zuordnen. Sie liegen in der Workers Analytics Engine von Cloudflare, die sie nach drei Monaten löscht, und dienen dazu, die Website auf allen Geräten schnell zu halten.',
          'Rechtsgrundlage ist unser berechtigtes Interesse an einer schnellen Website (Art. 6 Abs. 1 lit. f DSGVO).',
        ],
      },
      {
        id: 'browser-storage',
        title: 'Cookies und Speicherung in Ihrem Browser',
        paragraphs: [
          'Wir setzen keine Cookies. Wählen Sie eine Farbdarstellung (hell, dunkel oder wie im System eingestellt), speichert Ihr Browser diese Wahl in seinem lokalen Speicher (Local Storage), damit die nächste Seite in derselben Darstellung öffnet; sie verlässt Ihr Gerät nie. Schließen Sie den Hinweis, der Ihnen diese Website in der von Ihrem Browser bevorzugten Sprache anbietet, merkt sich Ihr Browser das im selben Speicher, damit der Hinweis nicht wiederkommt; auch das verlässt Ihr Gerät nie. Diese Speicherung ist für die von Ihnen gewünschte Funktion unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Schriften und Symbole laden wir von unserem eigenen Server: Über sie erfährt kein anderes Unternehmen von Ihrem Besuch.',
        ],
      },
      {
        id: 'messages',
        title: 'Kontaktaufnahme über das Formular',
        paragraphs: [
          'Wenn Sie das Kontaktformular absenden, speichern wir Ihre Eingaben (Name, E-Mail-Adresse, gegebenenfalls Unternehmen, Thema und Nachricht), den Zeitpunkt des Eingangs und das Ergebnis unserer Spam-Prüfung (wie lange das Formular geöffnet war, ein verborgenes Feld, das Menschen leer lassen, und eine kleine Rechenaufgabe, die Ihr Browser bei aktiviertem JavaScript löst). Um massenhafte Zusendungen zu verhindern, zählt Cloudflare eine Minute lang die Nachrichten aus Ihrem Netzwerk (Ihrer IP-Adresse bzw. dem Netzwerkteil einer IPv6-Adresse). Zu jeder Nachricht speichern wir einen mit einem geheimen Schlüssel aus diesem Netzwerk abgeleiteten Code: Damit können wir zählen, wie viel ein Netzwerk an einem Tag gesendet hat, die Adresse aber nicht zurückgewinnen. Die Adresse selbst speichern wir nicht.',
          'Wir verwenden Ihre Nachricht ausschließlich, um sie zu beantworten und auf Ihre Anfrage hin vorvertragliche Maßnahmen durchzuführen. Rechtsgrundlagen sind Ihre Einwilligung, die Sie mit dem Häkchen erteilen und jederzeit mit Wirkung für die Zukunft widerrufen können (Art. 6 Abs. 1 lit. a DSGVO), sowie die Durchführung vorvertraglicher Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO).',
          `Nachrichten werden ${RETENTION} Tage nach ihrem Eingang automatisch gelöscht, auf Ihren Wunsch auch früher. Eine Nachricht, die unsere Spam-Prüfung zurückhält und die wir nach Durchsicht nicht freigeben, löschen wir ${HELD_RETENTION} Tage nach ihrem Eingang. Was Bestandteil eines Vertrags wird, bewahren wir auf, solange handels- und steuerrechtliche Aufbewahrungspflichten es vorschreiben (§ 257 HGB, § 147 AO).`,
        ],
      },
      {
        id: 'applications',
        title: 'Bewerbungen',
        paragraphs: [
          'Wenn Sie sich über die Seite einer Stelle bewerben, speichern wir Ihre Eingaben (Name, E-Mail-Adresse, gegebenenfalls einen Link, Ihre Nachricht), Ihren Lebenslauf als die von Ihnen gewählte PDF-Datei, die Stelle, den Zeitpunkt des Eingangs und das Ergebnis derselben Spam-Prüfung wie bei Nachrichten. Der Lebenslauf wird vertraulich gespeichert: Er wird nie über die Website ausgeliefert, und nur die Personen, die über die Stelle entscheiden, öffnen ihn.',
          'Wir verwenden Ihre Bewerbung ausschließlich, um über sie zu entscheiden und mit Ihnen darüber zu sprechen. Rechtsgrundlagen sind die Anbahnung eines Beschäftigungsverhältnisses (§ 26 BDSG und Art. 6 Abs. 1 lit. b DSGVO) sowie Ihre Einwilligung, die Sie mit dem Häkchen erteilen und jederzeit mit Wirkung für die Zukunft widerrufen können (Art. 6 Abs. 1 lit. a DSGVO).',
          `Bewerbungen und Lebensläufe werden ${RETENTION} Tage nach ihrem Eingang automatisch gelöscht, auf Ihren Wunsch auch früher; eine von unserer Spam-Prüfung zurückgehaltene Bewerbung, die wir nicht freigeben, nach ${HELD_RETENTION} Tagen. Werden Sie eingestellt, wird Ihre Bewerbung Teil Ihrer Personalakte.`,
        ],
      },
      {
        id: 'recipients',
        title: 'Empfänger und Auftragsverarbeiter',
        paragraphs: [
          'Innerhalb unseres Unternehmens lesen Ihre Nachricht nur die Personen, die Ihr Anliegen beantworten, und eine Bewerbung nur die Personen, die über die jeweilige Stelle entscheiden. Außerhalb des Unternehmens verarbeiten ausschließlich die folgenden Dienstleister Daten in unserem Auftrag, jeweils auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO):',
        ],
        list: [
          'Cloudflare, Inc. und Cloudflare Germany GmbH: Hosting und Auslieferung der Website, das Betriebsprotokoll, die Messung der Ladezeiten, die Speicherung von Nachrichten und Bewerbungen in einer Datenbank und von Lebensläufen in einem Dateispeicher (beide mit Standort in der Europäischen Union), deren Zustellung in unser Postfach sowie der Schutz vor Missbrauch. Übermittlungen in die USA sind durch das EU-US Data Privacy Framework (Angemessenheitsbeschluss nach Art. 45 DSGVO) und die Standardvertragsklauseln der EU (Art. 46 Abs. 2 lit. c DSGVO) abgesichert.',
          'Unser E-Mail-Anbieter, auf dessen Server in der Europäischen Union die Nachricht als E-Mail an das Team zugestellt wird, das sie beantwortet.',
        ],
      },
      {
        id: 'rights',
        title: 'Ihre Rechte',
        paragraphs: [
          `Sie haben jederzeit und unentgeltlich das Recht auf Auskunft über die bei uns gespeicherten Daten zu Ihrer Person und auf eine Kopie davon (Art. 15 und 20 DSGVO), auf Berichtigung (Art. 16 DSGVO), auf Löschung (Art. 17 DSGVO) und auf Einschränkung der Verarbeitung (Art. 18 DSGVO) sowie das Recht, einer Verarbeitung, die auf unseren berechtigten Interessen beruht, zu widersprechen (Art. 21 DSGVO). Schreiben Sie uns dazu an ${LEGAL.privacyEmail}; wir antworten innerhalb eines Monats.`,
          `Außerdem haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), etwa bei der für uns zuständigen: ${LEGAL.supervisoryAuthority.name}, ${LEGAL.supervisoryAuthority.address}, ${LEGAL.supervisoryAuthority.url}.`,
        ],
      },
      {
        id: 'no-profiling',
        title: 'Keine automatisierten Entscheidungen',
        paragraphs: [
          'Wir treffen keine automatisierten Entscheidungen über Sie und erstellen keine Profile (Art. 22 DSGVO). Sie sind nicht verpflichtet, uns Daten bereitzustellen; ohne Namen, E-Mail-Adresse und Nachricht können wir Ihnen allerdings nicht antworten.',
        ],
      },
    ],
  };
});
