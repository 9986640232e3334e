import { pagePath } from '../../client/routes';
import { COMPANY, LEGAL } from '../../client/site';
import { REFERENCE_HEADER, languageLine, mailReference, oneLine, quoted, shortReference, subjectName } from '../mail/layout';
import type { Config } from '../config';
import type { ApplicationRow } from './store';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The e-mail that tells recruiting about an application, laid out as the contact mail
 * (worker/mail/layout.ts): our lines first (reference, position, where the CV is and how to fetch
 * it), then what the applicant typed, quoted. The CV is not attached (it must not outlive its
 * retention in a mailbox): the mail says where it is and how people with access fetch it, and it
 * is never served publicly.
 */
export function applicationMail(
  config: Pick<Config, 'RECRUITING_INBOX' | 'MAIL_FROM' | 'SITE_URL'>,
  application: ApplicationRow,
): EmailMessageBuilder {
  const text = [
    `An application came through the website.`,
    '',
    `Reference: ${mailReference(application.id)}`,
    `Position:  ${application.position_title} (${new URL(pagePath('position', application.language, { id: application.position_id }), config.SITE_URL).toString()})`,
    languageLine(application.language),
    `Received:  ${new Date(application.created_at).toISOString()}`,
    ...(application.spam ? [`Note:      held as possible spam (${application.spam}) and sent on request.`] : []),
    ...(application.cv_key === ''
      ? [`CV:        not kept (the post failed the hard spam signals: honeypot and token).`]
      : [
          `CV:        a PDF of ${megabytes(application.cv_size)}, stored privately, never served on the site.`,
          `  Download it:  npm run leads -- cv ${application.id} --remote`,
          `  Or open it in the Cloudflare dashboard (R2, the CVs bucket): https://dash.cloudflare.com/?to=/:account/r2/overview, object ${application.cv_key}`,
        ]),
    '',
    `Reply to this e-mail to answer the applicant directly. The application and its CV are deleted from the`,
    `website's storage ${LEGAL.retentionDays.messages} days after they arrived (privacy notice: ${new URL('/privacy#applications', config.SITE_URL).toString()}).`,
    `A second e-mail with the same reference is about the same application.`,
    '',
    'What the applicant typed, quoted as is:',
    '',
    `> Name:     ${oneLine(application.name)}`,
    `> E-mail:   ${oneLine(application.email)}`,
    `> Link:     ${application.link ? oneLine(application.link) : '(not given)'}`,
    `> CV named: ${oneLine(application.cv_name)}`,
    '>',
    ...quoted(application.message),
  ].join('\n');
  return {
    from: { name: `${COMPANY.name} website`, email: config.MAIL_FROM },
    to: config.RECRUITING_INBOX,
    replyTo: application.email,
    subject: `Application ${shortReference(application.id)}: ${application.position_title}, from ${subjectName(application.name)}`,
    headers: { [REFERENCE_HEADER]: mailReference(application.id) },
    text,
  };
}
