import { COMPANY, LEGAL } from '../../client/site';
import type { ApplicationRow } from './store';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The e-mail that tells recruiting about an application. Plain text, like the contact mail. The CV
 * is not attached (it must not outlive its retention in a mailbox): the mail says where it is and
 * how people with access fetch it, and it is never served publicly.
 */
export function applicationMail(env: Pick<Env, 'RECRUITING_INBOX' | 'MAIL_FROM' | 'SITE_URL'>, application: ApplicationRow): EmailMessageBuilder {
  const text = [
    `${application.name} applied for ${application.position_title} on the website.`,
    '',
    `Position: ${application.position_title} (${new URL(`/careers/${application.position_id}`, env.SITE_URL).toString()})`,
    `Name:     ${application.name}`,
    `E-mail:   ${application.email}`,
    `Link:     ${application.link ?? '(not given)'}`,
    `Received: ${new Date(application.created_at).toISOString()}`,
    `Reference: ${application.id}`,
    ...(application.spam ? ['', `Note: held as possible spam (${application.spam}) and sent on request.`] : []),
    '',
    'Message:',
    '',
    application.message,
    '',
    `CV: ${application.cv_name} (${megabytes(application.cv_size)}, PDF), stored privately, never served on the site.`,
    `  Download it:  npm run leads -- cv ${application.id} --remote`,
    `  Or open it in the Cloudflare dashboard (R2, the CVs bucket): https://dash.cloudflare.com/?to=/:account/r2/overview, object ${application.cv_key}`,
    '',
    '-- ',
    `Reply to this e-mail to answer ${application.name} directly. The application and its CV are deleted from the`,
    `website's storage ${LEGAL.retentionDays.messages} days after they arrived (privacy notice: ${new URL('/privacy#applications', env.SITE_URL).toString()}).`,
  ].join('\n');
  return {
    from: { name: `${COMPANY.name} website`, email: env.MAIL_FROM },
    to: env.RECRUITING_INBOX,
    replyTo: application.email,
    subject: `Application: ${application.position_title}, from ${application.name}`,
    text,
  };
}
