import { COMPANY } from '../company';
import { defineCopy, type Cta, type Widen } from '../copy';

/** Copy of the contact page: the form's labels, hints and error messages, and the confirmation. */
export const CONTACT = /* @__PURE__ */ defineCopy(
  () =>
    ({
      eyebrow: 'Contact',
      heading: 'Tell us what you are working on',
      lead: 'A senior engineer reads every message and answers within two working days. The first conversation is always free, and you will never be added to a mailing list.',
      form: {
        title: 'Send us a message',
        required: 'All fields are required unless marked optional.',
        name: { label: 'Your name' },
        email: { label: 'E-mail address', hint: 'We answer to this address and use it for nothing else.' },
        company: { label: 'Company', optional: '(optional)' },
        topic: {
          legend: 'What is it about?',
          options: {
            project: { label: 'A project', hint: 'A SaaS platform, an API or software for your business' },
            api: { label: 'The Newsloom API', hint: 'A free key, a plan or a technical question' },
            other: { label: 'Something else', hint: 'Press, partnerships or anything not listed here' },
          },
        },
        message: { label: 'Your message', hint: 'What are you trying to build or solve, and by when? A few sentences are enough.' },
        consent: {
          before: `I agree that ${COMPANY.name} stores and reads what I send here in order to answer me, as the `,
          link: { label: 'privacy notice', href: '/privacy' } satisfies Cta,
          after: ' describes.',
        },
        honeypot: 'Leave this field empty',
        submit: 'Send message',
        sending: 'Sending…',
        summary: 'Your message has not been sent yet. Please check:',
        /** Where each form field's error message sits: one per rule, shown next to the field and in the summary. */
        errors: {
          nameRequired: 'Enter your name',
          nameTooLong: 'Your name must be {max} characters or fewer',
          singleLine: 'Use a single line of plain text: no line breaks, control characters or text-direction marks',
          emailRequired: 'Enter your e-mail address',
          emailInvalid: 'Enter an e-mail address in the correct format, like name@example.com',
          emailTooLong: 'Your e-mail address must be {max} characters or fewer',
          companyTooLong: 'The company name must be {max} characters or fewer',
          topicRequired: 'Choose what your message is about',
          messageRequired: 'Enter your message',
          messageTooShort: 'Tell us a little more: at least {min} characters',
          messageTooLong: 'Your message must be {max} characters or fewer',
          messageInvalid: 'Your message could not be read as text; please type or paste it again as plain text',
          consentRequired: 'Tick the box so that we may use your details to answer you',
        },
        /** Answers about the whole form rather than one field. */
        problems: {
          rateLimited:
            'You have sent several messages in a short time, so this one was not read. Please wait a minute, then send it again.',
          expired:
            'This form was open for more than a day, so we could not accept it as it was. Your message is still here: please send it again.',
          dailyLimit:
            'We have received as many messages from your network today as we accept in one day, so this one has not been sent. Please write to us by e-mail instead: your message is still here.',
          unavailable:
            'We could not store your message just now, so it has not been sent. Please try again in a minute: your message is still here.',
          offline: 'We could not reach our server. Check your connection, then send again: your message is still here.',
          tooLarge: 'Your message is too long to send in one go. Please shorten it and send again.',
          rejected: 'This message could not be sent from here. Please reload the page and send it again, or write to us by e-mail.',
        },
      },
      mail: {
        title: 'Prefer e-mail?',
        text: 'Write to us directly; the same people read both.',
        addresses: [
          { label: 'Projects and everything else', email: COMPANY.email },
          { label: 'Newsloom API keys and plans', email: COMPANY.apiEmail },
          { label: 'Applications', email: COMPANY.careersEmail },
        ],
      },
      sent: {
        eyebrow: 'Message sent',
        title: 'Thank you: your message has reached us',
        text: 'We have stored it safely and a senior engineer will answer within two working days, at the address you gave. If it is urgent, say so in a reply to our answer.',
        next: 'While you wait:',
        links: [
          { label: 'How we work', href: '/company#how-we-work' },
          { label: 'Our solutions', href: '/solutions' },
          { label: 'Back to the home page', href: '/' },
        ] satisfies readonly Cta[],
      },
    }) as const,
);

export type ContactPageData = Widen<typeof CONTACT>;

/** The confirmation page (`/contact/sent`, after a message sent without JavaScript): the contact page's `sent` copy. */
export const CONTACT_SENT = /* @__PURE__ */ defineCopy(() => CONTACT.sent);

export type ContactSentData = Widen<typeof CONTACT_SENT>;
