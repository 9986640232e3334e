import { COMPANY, CONTACT, LEGAL } from '../../client/site';
import type { LeadRow } from './store';

/** The team inbox for each topic (wrangler.toml vars: staging sends all of them to a test inbox). */
export function inboxFor(env: Pick<Env, 'SALES_INBOX' | 'API_INBOX'>, topic: LeadRow['topic']): string {
  return topic === 'api' ? env.API_INBOX : env.SALES_INBOX;
}

/**
 * The e-mail that tells the team about a contact message. Plain text only: nothing the visitor
 * wrote can become markup in a mail client. Reply-To is the visitor's address, which the schema
 * checked; every single-line field is free of line breaks, so no header can be smuggled in.
 */
export function leadMail(env: Pick<Env, 'SALES_INBOX' | 'API_INBOX' | 'MAIL_FROM' | 'SITE_URL'>, lead: LeadRow): EmailMessageBuilder {
  const topic = CONTACT.form.topic.options[lead.topic].label;
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  const text = [
    `${who} wrote to us through the contact form.`,
    '',
    `Name:     ${lead.name}`,
    `E-mail:   ${lead.email}`,
    `Company:  ${lead.company ?? '(not given)'}`,
    `Topic:    ${topic}`,
    `Received: ${new Date(lead.created_at).toISOString()}`,
    `Reference: ${lead.id}`,
    ...(lead.spam ? ['', `Note: held as possible spam (${lead.spam}) and sent on request.`] : []),
    '',
    'Message:',
    '',
    lead.message,
    '',
    '-- ',
    `Reply to this e-mail to answer ${lead.name} directly. The message is deleted from the website's`,
    `database ${LEGAL.retentionDays.messages} days after it arrived (privacy notice: ${new URL('/privacy', env.SITE_URL).toString()}).`,
  ].join('\n');
  return {
    from: { name: `${COMPANY.name} website`, email: env.MAIL_FROM },
    to: inboxFor(env, lead.topic),
    replyTo: lead.email,
    subject: `Website message: ${topic}, from ${who}`,
    text,
  };
}
