/**
 * The contact form's fields: what the page renders and what the schema (./contact-schema.ts)
 * checks. Kept apart from the schema so the page's own chunk carries no schema library: the
 * browser loads that only when the visitor starts on the form.
 */

/** What a message is about; each topic's e-mail goes to its own team inbox. */
export const CONTACT_TOPICS = ['project', 'api', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * Field lengths in characters. Form-encoded, 5,000 characters of Latin-script text stay well under
 * the 16 KB body limit (CONTACT_MAX_BYTES); text mostly in other scripts may not (UTF-8 and
 * percent-encoding triple each byte), and is then answered 413 with the problem named.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, company: 100, messageMin: 10, message: 5000 } as const;

/** The largest contact form body the worker accepts (bytes): the 16 KB. */
export const CONTACT_MAX_BYTES = 16 * 1024;

/** The form's own fields, in the order the page shows them (hidden fields excluded). */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'topic', 'message', 'consent'] as const;

/** The value a ticked consent box sends. */
export const CONSENT_VALUE = 'yes';

/** The topic a link asked for (`/contact?topic=api`), if it names one. */
export function topicFromQuery(search: string): ContactTopic | undefined {
  const topic = new URLSearchParams(search).get('topic');
  return CONTACT_TOPICS.find((t) => t === topic);
}
