import { COMPANY } from '../company';
import { LEGAL } from '../legal';
import { defineCopy, type Cta, type Widen } from '../copy';
import { CAREERS } from './careers';
import { OFFICES, type Office, type Position, findOpenPosition } from '../positions';

/** Copy every position page shares: section titles, fact labels and the application form. */
export const POSITION_PAGE = /* @__PURE__ */ defineCopy(
  () =>
    ({
      eyebrow: 'Open position',
      back: { label: 'All open positions', href: '/careers#open-positions' } satisfies Cta,
      facts: {
        team: 'Team',
        type: 'Type',
        location: 'Location',
        salary: 'Salary band',
        workplace: 'Where you work',
        offices: 'Office',
        posted: 'Posted',
        validThrough: 'Applications until',
      },
      // The offices' names and countries as the page shows them (client/site/positions.ts OFFICES has their addresses).
      officeNames: { leipzig: 'Leipzig office', lisbon: 'Lisbon studio' },
      countryNames: { DE: 'Germany', PT: 'Portugal' },
      // The names of the teams and kinds of contract, as /careers gives them.
      teamNames: CAREERS.positions.teamNames,
      typeNames: CAREERS.positions.typeNames,
      salary: {
        fullTime: '{min}–{max} a year, gross',
        partTime: '{min}–{max} a year, gross, for {hours} hours a week (pro rata of {fullMin}–{fullMax} for 40 hours)',
        note: 'Where you land in the band depends on your experience, and we tell you why in the offer.',
      },
      sections: {
        about: 'About the role',
        tasks: 'What you would do',
        requirements: 'What we look for',
        niceToHave: 'Nice to have',
        hiring: 'How we hire',
      },
      form: {
        id: 'apply',
        title: 'Apply for this position',
        lead: 'Your CV and a few lines about you are enough. We answer every application within five working days.',
        required: 'All fields are required unless marked optional.',
        name: { label: 'Your name' },
        email: { label: 'E-mail address', hint: 'We write to you at this address about your application, and for nothing else.' },
        link: { label: 'Portfolio, GitHub or LinkedIn', optional: '(optional)', hint: 'A link starting with https://' },
        message: {
          label: 'A few lines about you',
          hint: 'Why this role, and what you would like us to know. No cover-letter template needed.',
        },
        cv: { label: 'Your CV', hint: 'A PDF of at most 10 MB.', again: 'Your CV was not sent: please choose it again.' },
        consent: {
          before: `I agree that ${COMPANY.name} stores and reads my application, CV included, to consider me for this position, as the `,
          link: { label: 'privacy notice', href: '/privacy#applications' } satisfies Cta,
          after: ` describes. It is deleted ${LEGAL.retentionDays.messages} days after it arrives.`,
        },
        honeypot: 'Leave this field empty',
        submit: 'Send application',
        sending: 'Sending…',
        summary: 'Your application has not been sent yet. Please check:',
        errors: {
          nameRequired: 'Enter your name',
          nameTooLong: 'Your name must be {max} characters or fewer',
          singleLine: 'Use a single line of plain text: no line breaks, control characters or text-direction marks',
          emailRequired: 'Enter your e-mail address',
          emailInvalid: 'Enter an e-mail address in the correct format, like name@example.com',
          emailTooLong: 'Your e-mail address must be {max} characters or fewer',
          linkInvalid: 'Enter a link that starts with https://, like https://github.com/yourname',
          linkTooLong: 'The link must be {max} characters or fewer',
          messageRequired: 'Write a few lines about you',
          messageTooShort: 'Tell us a little more: at least {min} characters',
          messageTooLong: 'Your message must be {max} characters or fewer',
          messageInvalid: 'Your message could not be read as text; please type or paste it again as plain text',
          cvRequired: 'Choose your CV, as a PDF',
          cvNotPdf: 'Your CV must be a PDF file',
          cvTooLarge: 'Your CV must be 10 MB or smaller',
          consentRequired: 'Tick the box so that we may consider your application',
        },
        problems: {
          rateLimited:
            'You have sent several applications in a short time, so this one was not read. Please wait a minute, then send it again.',
          expired:
            'This form was open for more than a day, so we could not accept it as it was. Your details are still here: please choose your CV again and send it.',
          dailyLimit:
            'We have received as many applications from your network today as we accept in one day, so this one has not been sent. Please try again tomorrow, or write to us by e-mail.',
          unavailable:
            'We could not store your application just now, so it has not been sent. Please try again in a minute: your details are still here (choose your CV again).',
          offline: 'We could not reach our server. Check your connection, then send again: your application is still here.',
          tooLarge: 'Your application is larger than 10 MB. Please send a smaller PDF.',
          rejected: 'This application could not be sent from here. Please reload the page and send it again, or write to us by e-mail.',
        },
      },
      sent: {
        eyebrow: 'Application sent',
        title: 'Thank you: your application has reached us',
        text: 'We have stored it safely, and the person you would work for will read it. You hear from us within five working days, at the address you gave.',
        next: 'Meanwhile:',
        links: [
          { label: 'How we hire', href: '/careers#hiring-process' },
          { label: 'Our story', href: '/company#story' },
          { label: 'All open positions', href: '/careers' },
        ] satisfies readonly Cta[],
      },
    }) as const,
);

export type PositionPageCopy = Widen<typeof POSITION_PAGE>;

/** What a position's page shows: the position, how we hire, and the shared copy. */
export interface PositionPageData {
  position: Position;
  /** The offices of the position's `offices`, as the page shows their addresses. */
  offices: readonly Office[];
  hiring: { title: string; lead: string; duration: string; steps: readonly { title: string; text: string }[] };
  copy: PositionPageCopy;
  /** The JobPosting JSON-LD, as script text: built by the worker (client/app/job-posting.ts). */
  jsonLd: string;
  /**
   * Its salary and dates as the page's language writes them, by the worker (client/format.ts): the
   * page's script builds no `Intl` formatter, whose first use blocks about 50 ms at 4x CPU (decision 0183).
   */
  written: { salary: string; posted: string; validThrough: string };
}

/** The data of an open position's page but its JSON-LD, or undefined when `id` names no open position. */
export function positionPage(id: string): Omit<PositionPageData, 'jsonLd' | 'written'> | undefined {
  const position = findOpenPosition(id);
  if (!position) return undefined;
  const { title, lead, duration, steps } = CAREERS.process;
  return { position, offices: position.offices.map((o) => OFFICES[o]), hiring: { title, lead, duration, steps }, copy: POSITION_PAGE };
}

/** The confirmation page after an application sent without JavaScript (`/careers/applied`). */
export const APPLICATION_SENT = /* @__PURE__ */ defineCopy(() => POSITION_PAGE.sent);

export type ApplicationSentData = Widen<typeof APPLICATION_SENT>;
