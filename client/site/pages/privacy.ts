import { COMPANY } from '../company';
import { LEGAL } from '../legal';
import { defineCopy, type Widen } from '../copy';

export interface PrivacySection {
  /** Stable anchor id. */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

/** Copy of the privacy notice (GDPR Art. 13): what the site processes, why, how long, who receives it, the visitor's rights. */
export const PRIVACY = /* @__PURE__ */ defineCopy(() => {
  // Read inside the copy's builder: a top-level read would keep LEGAL in every client bundle.
  const RETENTION = LEGAL.retentionDays.messages;
  const HELD_RETENTION = LEGAL.retentionDays.held;
  return {
    eyebrow: 'Legal',
    heading: 'Privacy notice',
    lead: `This notice explains what personal data ${COMPANY.legalName} processes when you visit this website or write to us through it, why, for how long, who receives it, and what rights you have. We collect as little as we can: no cookies, no tracking, no advertising.`,
    updated: 'Last updated 24 November 2026',
    translationNote: 'This notice is a translation of our German Datenschutzerklärung; where the two differ, the German original prevails.',
    contents: 'Contents',
    sections: [
      {
        id: 'controller',
        title: 'Who is responsible',
        paragraphs: [
          `The controller under the GDPR is ${COMPANY.legalName}, ${LEGAL.address.street}, ${LEGAL.address.postalCode} ${LEGAL.address.locality}, ${LEGAL.address.country}, represented by its managing director ${LEGAL.managingDirector}.`,
          `For every question about your data, and to exercise your rights, write to ${LEGAL.privacyEmail}. We have not appointed a data protection officer, as a company of our size need not.`,
        ],
      },
      {
        id: 'visiting',
        title: 'When you visit the website',
        paragraphs: [
          'To deliver a page, our hosting provider Cloudflare necessarily processes your IP address, the address of the page, your browser’s user agent and the time of the request. Our own code writes one line per request to the operational log: method, page path without query, status, duration, the Cloudflare data centre, a random request id and whether the visitor is a search engine. It never records your IP address. These lines are kept for 7 days to find faults and abuse.',
          'Legal basis: our legitimate interest in a secure, working website (Art. 6 (1) (f) GDPR).',
        ],
      },
      {
        id: 'measurements',
        title: 'Performance measurements',
        paragraphs: [
          'A few seconds after a page has loaded, your browser sends us how fast it appeared and reacted (Core Web Vitals: timings in milliseconds and a layout-shift score), the page path, how the page was reached (opened, reloaded, or back and forward) and the version of the site. Cloudflare adds the country the request came from.',
          'We keep, for each figure: which page it was (its name, such as “careers”, and its language, never its address or anything after it), the figure and whether it counts as good, how the page was reached, the country and the version of the site. No IP address, no cookie, no browser details and no identifier: these figures cannot be linked to you or to each other. They are stored in Cloudflare’s Workers Analytics Engine, which deletes them after three months, and serve to keep the site fast on every device.',
          'Legal basis: our legitimate interest in a fast website (Art. 6 (1) (f) GDPR).',
        ],
      },
      {
        id: 'browser-storage',
        title: 'Cookies and storage in your browser',
        paragraphs: [
          'We set no cookies. If you choose a colour mode (light, dark or system), your browser keeps that choice in its local storage so that the next page opens in the same mode; it never leaves your device. If you close the hint that offers this site in the language your browser prefers, your browser keeps a note of that in the same storage, so that the hint does not come back; it never leaves your device either. This storage is strictly necessary for the function you asked for (§ 25 (2) no. 2 TDDDG). Fonts and icons come from our own server: no other company learns of your visit through them.',
        ],
      },
      {
        id: 'messages',
        title: 'When you write to us',
        paragraphs: [
          'When you send the contact form we store what you enter (name, e-mail address, company if given, topic and message), the time it arrived, and the result of our spam checks (how long the form was open, a hidden field that people leave empty, and a small computation your browser solves when JavaScript is on). To stop floods, Cloudflare counts the messages sent from your network (your IP address, or the network part of an IPv6 address) for one minute, and with each message we store a code derived from that network with a secret key, which lets us count how much one network sent in a day but not recover the address; we do not store the address itself.',
          'We use your message only to answer it and to take the steps you ask for before a possible contract. Legal basis: your consent, which you give with the checkbox and may withdraw at any time for the future (Art. 6 (1) (a) GDPR), and the steps prior to a contract (Art. 6 (1) (b) GDPR).',
          `Messages are deleted automatically ${RETENTION} days after they arrive, or earlier when you ask us to. A message our spam checks hold back, and that we do not release after looking at it, is deleted ${HELD_RETENTION} days after it arrives. What becomes part of a contract is kept as commercial and tax law requires.`,
        ],
      },
      {
        id: 'applications',
        title: 'When you apply for a position',
        paragraphs: [
          'When you apply on a position’s page we store what you enter (name, e-mail address, a link if given, your message), your CV as the PDF you chose, the position, the time the application arrived, and the result of the same spam checks as for messages. The CV is kept privately: it is never served on the website, and only the people who decide about the position open it.',
          'We use your application only to decide about it and to talk to you about it. Legal basis: the steps prior to an employment contract (§ 26 BDSG and Art. 6 (1) (b) GDPR), and your consent, which you give with the checkbox and may withdraw at any time for the future (Art. 6 (1) (a) GDPR).',
          `Applications and their CVs are deleted automatically ${RETENTION} days after they arrive, or earlier when you ask us to; one our spam checks hold back, and that we do not release, ${HELD_RETENTION} days after it arrives. If you are hired, what you sent becomes part of your personnel file.`,
        ],
      },
      {
        id: 'recipients',
        title: 'Who receives your data',
        paragraphs: [
          'Inside the company, only the people who answer your topic read your message, and only the people who decide about a position read an application for it. Outside it, only these service providers process data on our behalf, bound by a data processing agreement (Art. 28 GDPR):',
        ],
        list: [
          'Cloudflare, Inc. and Cloudflare Germany GmbH: hosting and delivery of the website, the operational log, the performance measurements, storage of messages and applications in a database and CVs in a file store, both located in the European Union, their delivery to our inbox, and protection against abuse. Transfers to the United States are covered by the EU–US Data Privacy Framework and the EU standard contractual clauses.',
          'Our e-mail provider, to whose servers in the European Union the message is delivered as an e-mail to the team that answers it.',
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        paragraphs: [
          `You may ask us at any time, free of charge, what data we hold about you and for a copy of it (Art. 15 and 20 GDPR), have it corrected (Art. 16), deleted (Art. 17) or its processing restricted (Art. 18), and object to processing based on our legitimate interests (Art. 21). Write to ${LEGAL.privacyEmail}; we answer within one month.`,
          `You also have the right to complain to a supervisory authority (Art. 77 GDPR), for example ours: ${LEGAL.supervisoryAuthority.name}, ${LEGAL.supervisoryAuthority.address}, ${LEGAL.supervisoryAuthority.url}.`,
        ],
      },
      {
        id: 'no-profiling',
        title: 'No profiling',
        paragraphs: [
          'We make no automated decisions about you and build no profiles. You are not obliged to give us any data; without a name, an e-mail address and a message we simply cannot answer you.',
        ],
      },
    ] satisfies readonly PrivacySection[],
  } as const;
});

export type PrivacyData = Widen<typeof PRIVACY>;
