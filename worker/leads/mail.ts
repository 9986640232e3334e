import { COMPANY, CONTACT, LEGAL } from '../../client/site';
import { REFERENCE_HEADER, languageLine, mailReference, oneLine, quoted, shortReference, subjectName } from '../mail/layout';
import type { Config } from '../config';
import type { LeadRow } from './store';

/** The team inbox for each topic (wrangler.toml vars: staging sends all of them to a test inbox). */
function inboxFor(config: Pick<Config, 'SALES_INBOX' | 'API_INBOX'>, topic: LeadRow['topic']): string {
  return topic === 'api' ? config.API_INBOX : config.SALES_INBOX;
}

/**
 * The e-mail that tells the team about a contact message (layout: worker/mail/layout.ts). Plain
 * text only: nothing the visitor wrote can become markup in a mail client. Our lines come first;
 * everything the visitor typed follows as a quote. Reply-To is the visitor's address, which the
 * schema checked; every single-line field is free of line breaks, so no header can be smuggled in.
 */
export function leadMail(config: Pick<Config, 'SALES_INBOX' | 'API_INBOX' | 'MAIL_FROM' | 'SITE_URL'>, lead: LeadRow): EmailMessageBuilder {
  const topic = CONTACT.form.topic.options[lead.topic].label;
  const text = [
    `A message came through the website's contact form.`,
    '',
    `Reference: ${mailReference(lead.id)}`,
    `Topic:     ${topic}`,
    languageLine(lead.language),
    `Received:  ${new Date(lead.created_at).toISOString()}`,
    ...(lead.spam ? [`Note:      held as possible spam (${lead.spam}) and sent on request.`] : []),
    '',
    `Reply to this e-mail to answer the sender directly. The message is deleted from the website's`,
    `database ${LEGAL.retentionDays.messages} days after it arrived (privacy notice: ${new URL('/privacy', config.SITE_URL).toString()}).`,
    `A second e-mail with the same reference is about the same message.`,
    '',
    'What the sender typed, quoted as is:',
    '',
    `> Name:    ${oneLine(lead.name)}`,
    `> E-mail:  ${oneLine(lead.email)}`,
    `> Company: ${lead.company ? oneLine(lead.company) : '(not given)'}`,
    '>',
    ...quoted(lead.message),
  ].join('\n');
  return {
    from: { name: `${COMPANY.name} website`, email: config.MAIL_FROM },
    to: inboxFor(config, lead.topic),
    replyTo: lead.email,
    subject: `Website message ${shortReference(lead.id)}: ${topic}, from ${subjectName(lead.name)}`,
    headers: { [REFERENCE_HEADER]: mailReference(lead.id) },
    text,
  };
}
