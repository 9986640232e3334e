import { env } from 'cloudflare:workers';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT, POSITION_PAGE, openPositions } from '../client/site';
import { CONTACT_MAX_BYTES } from '../client/forms/contact';
import { RATE_LIMIT_PERIOD_SECONDS } from '../worker/forms/pipeline';
import { decodeEntities, ORIGIN, parseDocument, request } from './helpers';
import {
  afterFilling,
  inputValue,
  ipv6Network,
  openForm,
  pdfFile,
  postForm,
  postMultipart,
  rows,
  withinOneRateWindow,
  type OpenedForm,
} from './forms';
import { isLoopback, networkCode, networkOf } from '../worker/forms/network';
import { SENDER_CAPS, senderDailyBound } from '../worker/forms/stored';
import { MIN_FILL_MS } from '../worker/forms/spam';
import { FORM_TOKEN_MAX_AGE_MS } from '../worker/forms/token';
import { APPLICATION_MAX_BYTES } from '../client/forms/application';
import { captureLogs } from './worker-env';

interface LeadRow {
  id: string;
  idempotency_key: string;
  name: string;
  email: string;
  company: string | null;
  topic: string;
  message: string;
  spam: string | null;
  mail_status: string;
  mail_queued_at: number | null;
  consent_at: number;
  created_at: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROBE = '<script>alert("x")</script>';

/** A message a person would send, with the form's hidden fields. */
function message(form: OpenedForm, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Ada Müller',
    email: 'ada@example.org',
    company: 'Müller & Söhne GmbH',
    topic: 'project',
    message: 'We would like a booking platform for our 40 workshops. Can we talk next week?',
    consent: 'yes',
    key: form.key,
    issued: form.issued,
    website: '',
    ...overrides,
  };
}

let ipCounter = 0;
/** A client address of its own for each test, so the rate limit of one never touches another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeEach(async () => {
  captureLogs();
  // Storage outlives a test in the pool: each starts with no messages.
  await env.DB.exec('DELETE FROM leads');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GET /contact', () => {
  it('renders the form for this visitor: hidden key and signed time, never cached', async () => {
    const res = await request('/contact');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/<form id="contact"[^>]*action="\/contact"[^>]*method="post"|<form id="contact"[^>]*method="post"/);
    expect(inputValue(html, 'key')).toMatch(UUID);
    expect(inputValue(html, 'issued')).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
    // A second visitor gets a form of their own.
    const other = await openForm('/contact');
    expect(other.key).not.toBe(inputValue(html, 'key'));
  });

  it('names every field with its label, the consent box links the privacy notice, the honeypot is hidden', async () => {
    const { html } = await openForm('/contact');
    for (const [name, label] of [
      ['name', CONTACT.form.name.label],
      ['email', CONTACT.form.email.label],
      ['company', CONTACT.form.company.label],
      ['message', CONTACT.form.message.label],
    ] as const) {
      expect(html).toContain(`<label for="contact-${name}"`);
      expect(decodeEntities(html)).toContain(label);
      expect(html).toMatch(new RegExp(`<(input|textarea)[^>]*id="contact-${name}"[^>]*name="${name}"`));
    }
    expect(html.match(/type="radio"[^>]*name="topic"/g)).toHaveLength(3);
    expect(html).toMatch(/type="checkbox"[^>]*name="consent"[^>]*value="yes"/);
    expect(html).toMatch(/<a href="\/privacy"[^>]*>privacy notice<\/a>/);
    const honeypot = /<div class="hidden" aria-hidden="true"><label>[^<]*(<input[^>]*>)<\/label><\/div>/.exec(html)?.[1] ?? '';
    for (const attribute of ['name="website"', 'tabindex="-1"', 'value=""']) expect(honeypot).toContain(attribute);
  });

  it('preselects the topic a link asks for (?topic=api), and none for an unknown one', async () => {
    const api = await (await request('/contact?topic=api')).text();
    expect(api).toMatch(/name="topic" checked="" value="api"/);
    const unknown = await (await request('/contact?topic=%3Cscript%3E')).text();
    expect(unknown).not.toContain('checked=""');
    expect(unknown).not.toContain('<script>');
  });

  it('answers HEAD without a body, and 405 with Allow for other methods', async () => {
    const head = await request('/contact', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await request('/contact', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    }
  });

  // A deployment without FORM_SECRET answers every request 503: tests/config.test.ts.
});

describe('POST /contact: a valid message', () => {
  it('is stored as one row before the 303 to the confirmation page', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    const res = await postForm('/contact', message(form), { ip: freshIp() });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact/sent');
    const stored = await rows<LeadRow>('leads');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      idempotency_key: form.key,
      name: 'Ada Müller',
      email: 'ada@example.org',
      company: 'Müller & Söhne GmbH',
      topic: 'project',
      message: 'We would like a booking platform for our 40 workshops. Can we talk next week?',
      spam: null,
      mail_status: 'pending',
    });
    expect(stored[0]?.id).toMatch(UUID);
    expect(stored[0]?.consent_at).toBe(stored[0]?.created_at);
    // Its mail job went on the queue after the answer (the row says when).
    expect(stored[0]?.mail_queued_at).toBeTypeOf('number');
  });

  it('is stored once however often it is sent: double click, reload of the POST, retry after a timeout', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    const ip = freshIp();
    const answers = await Promise.all([postForm('/contact', message(form), { ip }), postForm('/contact', message(form), { ip })]);
    answers.push(await postForm('/contact', message(form), { ip }));
    answers.push(await postForm('/contact', message(form), { ip, json: true }));
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303, 200]);
    expect(await rows('leads')).toHaveLength(1);
  });

  it('a different message from the same form is stored too, flagged as a replayed form', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    const ip = freshIp();
    await postForm('/contact', message(form), { ip });
    await postForm('/contact', message(form, { message: 'Something else entirely, with another question for you.' }), { ip });
    const stored = await rows<LeadRow>('leads');
    expect(stored.map((r) => [r.spam, r.mail_status])).toEqual([
      [null, 'pending'],
      ['reused-form', 'held'],
    ]);
  });

  it('answers the page script with JSON', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    const res = await postForm('/contact', message(form), { ip: freshIp(), json: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'sent' });
  });

  it('is stored as the visitor wrote it, line breaks normalised and the ends trimmed', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    await postForm('/contact', message(form, { name: '  Ada  ', company: '', message: 'Line one\r\nLine two\r\n\r\n' }), { ip: freshIp() });
    const [row] = await rows<LeadRow>('leads');
    expect(row).toMatchObject({ name: 'Ada', company: null, message: 'Line one\nLine two' });
  });
});

describe('POST /contact: a message with mistakes', () => {
  it('answers 422 with the form again: every value kept and escaped, each error next to its field', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    const res = await postForm('/contact', message(form, { name: PROBE, email: 'not an address', message: 'Hi', consent: '' }), {
      ip: freshIp(),
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).not.toContain(PROBE);
    expect(html).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
    expect(inputValue(html, 'email')).toBe('not an address');
    expect(html).toMatch(/<textarea[^>]*>Hi<\/textarea>/);
    const doc = await parseDocument(html);
    expect(decodeEntities(doc.title)).toBe('Error: Contact - Larchfield Software');
    const errors = CONTACT.form.errors;
    for (const [field, text] of [
      ['email', errors.emailInvalid],
      ['message', errors.messageTooShort.replace('{min}', '10')],
      ['consent', errors.consentRequired],
    ] as const) {
      expect(html, field).toMatch(
        new RegExp(
          `<p id="contact-${field}-error"[^>]*><span class="sr-only">Error: </span>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`,
        ),
      );
      expect(html, field).toMatch(
        new RegExp(
          `id="contact-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*contact-${field}-error"|aria-invalid="true"[^>]*aria-describedby="[^"]*contact-${field}-error"[^>]*`,
        ),
      );
    }
    // The summary above the form links every problem to its field.
    expect(html).toContain('data-testid="error-summary"');
    expect(html).toContain('href="#contact-email"');
    // The same form: a corrected send still carries its key.
    expect(inputValue(html, 'key')).toBe(form.key);
    expect(await rows('leads')).toHaveLength(0);
  });

  it('answers the page script with the errors by field', async () => {
    const form = await openForm('/contact');
    const res = await postForm('/contact', message(form, { topic: 'lunch', name: '' }), { ip: freshIp(), json: true });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      status: 'invalid',
      errors: { name: CONTACT.form.errors.nameRequired, topic: CONTACT.form.errors.topicRequired },
    });
  });

  it('says the page’s own words for a choice not made and a box not ticked (their fields are not sent at all)', async () => {
    const form = await openForm('/contact');
    const { topic: _topic, consent: _consent, ...rest } = message(form);
    const res = await postForm('/contact', rest, { ip: freshIp(), json: true });
    expect(await res.json()).toEqual({
      status: 'invalid',
      errors: { topic: CONTACT.form.errors.topicRequired, consent: CONTACT.form.errors.consentRequired },
    });
  });

  it('refuses control characters in one-line fields and an over-long message', async () => {
    const form = await openForm('/contact');
    const res = await postForm('/contact', message(form, { name: 'Ada\nBcc: evil@example.org', message: 'x'.repeat(5001) }), {
      ip: freshIp(),
      json: true,
    });
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors.name).toBe(CONTACT.form.errors.singleLine);
    expect(errors.message).toBe('Your message must be 5,000 characters or fewer');
  });
});

describe('POST /contact: text that is only text', () => {
  it('refuses C0 and C1 controls, direction marks and overrides, and line separators in one-line fields: 422 with the page’s words', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    const classes = {
      c0: 'Ada\u0007',
      del: 'Ada\u007f',
      c1: 'Ada\u009b2J',
      lrm: 'Ada\u200e',
      rlm: 'Ada\u200f',
      override: 'Mallory\u202egnp.exe',
      embedding: 'Ada\u202a',
      isolate: 'Ada\u2067x\u2069',
      lineSeparator: 'Ada\u2028Bcc',
      paragraphSeparator: 'Ada\u2029',
    };
    for (const [what, value] of Object.entries(classes)) {
      for (const field of ['name', 'company'] as const) {
        const res = await postForm('/contact', message(form, { [field]: value }), { ip: freshIp(), json: true });
        expect(res.status, `${what} in ${field}`).toBe(422);
        expect(((await res.json()) as { errors: Record<string, string> }).errors[field], `${what} in ${field}`).toBe(
          CONTACT.form.errors.singleLine,
        );
      }
    }
    expect(await rows('leads')).toHaveLength(0);
  });

  it('counts a name of only zero-width, Hangul filler or other invisible characters as empty', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    for (const name of ['\u200b\u200b', '\u3164', '\u115f\u1160', '\ufeff \u2060', '\u00ad\u034f\ufe0f', ' \u3000 ']) {
      const res = await postForm('/contact', message(form, { name }), { ip: freshIp(), json: true });
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.name).toBe(CONTACT.form.errors.nameRequired);
    }
    // A message that is only invisible characters is no message either.
    const res = await postForm('/contact', message(form, { message: '\u200b'.repeat(40) }), { ip: freshIp(), json: true });
    expect(((await res.json()) as { errors: Record<string, string> }).errors.message).toBe(CONTACT.form.errors.messageRequired);
  });

  it('keeps a message’s line breaks and drops its other control and direction characters; every field NFC', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    const res = await postForm(
      '/contact',
      message(form, {
        name: 'Zoe\u0308 Mu\u0308ller',
        message: 'Line\u202e one\u009b\u0007\r\nLine\ttwo\u2028Line three\u2066 of our booking platform request',
      }),
      { ip: freshIp() },
    );
    expect(res.status).toBe(303);
    const [row] = await rows<LeadRow>('leads');
    expect(row?.name).toBe('Zoë Müller');
    expect(row?.name).toBe('Zoë Müller'.normalize('NFC'));
    expect(row?.message).toBe('Line one\nLine two\nLine three of our booking platform request');
  });
});

describe('POST /contact: bad requests', () => {
  it('413 for a body over 16 KB, the form page says so; JSON for the script', async () => {
    const form = await openForm('/contact');
    const big = message(form, { message: 'x'.repeat(CONTACT_MAX_BYTES) });
    const res = await postForm('/contact', big, { ip: freshIp() });
    expect(res.status).toBe(413);
    expect(decodeEntities(await res.text())).toContain(CONTACT.form.problems.tooLarge);
    const json = await postForm('/contact', big, { ip: freshIp(), json: true });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ status: 'error', errors: { form: CONTACT.form.problems.tooLarge } });
    expect(await rows('leads')).toHaveLength(0);
  });

  it('413 also when the body comes without a length and goes on past the limit', async () => {
    const chunk = new TextEncoder().encode(`message=${'y'.repeat(4096)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await request('/contact', {
      method: 'POST',
      body,
      // @ts-expect-error: workerd's RequestInit takes `duplex` for a streamed body; the DOM lib does not know it.
      duplex: 'half',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'cf-connecting-ip': freshIp(),
        accept: 'application/json',
      },
    });
    expect(res.status).toBe(413);
  });

  it('415 for any other content type (JSON included)', async () => {
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x', '']) {
      const res = await request('/contact', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': type, origin: ORIGIN, 'cf-connecting-ip': freshIp() },
      });
      expect(res.status, type).toBe(415);
      expect(res.headers.get('accept')).toBe('application/x-www-form-urlencoded');
    }
  });

  it('403 for a post from another site, and for one that says where it comes from nowhere', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      { origin: '', 'sec-fetch-site': '' },
    ];
    for (const headers of cases) {
      const res = await postForm('/contact', message(form, { name: PROBE }), { ip: freshIp(), headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      const html = await res.text();
      expect(html).not.toContain(PROBE);
      // Nothing another site sent is rendered back into our page.
      expect(html).not.toContain('&lt;script&gt;');
    }
    expect(await rows('leads')).toHaveLength(0);
    // Our own page without an Origin header (an old browser) but with Sec-Fetch-Site: accepted.
    expect((await postForm('/contact', message(form), { ip: freshIp(), headers: { origin: '' } })).status).toBe(303);
  });

  it('400 for a body that cannot be read', async () => {
    const res = await request('/contact', {
      method: 'POST',
      body: 'name=%E0%A4%A',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': freshIp() },
    });
    expect([400, 422]).toContain(res.status);
  });
});

describe('POST /contact: the rate limit', () => {
  it(
    'counts a network, not an address: 40 posts from 40 addresses of one IPv6 /64 meet 429 after 20; the 429 comes before the body is read, so without the typed input',
    { timeout: 30_000 },
    async () => {
      await withinOneRateWindow();
      const form = await openForm('/contact');
      afterFilling(form);
      const addresses = ipv6Network(40);
      const statuses: number[] = [];
      // The page's script (no plain-post budget in the way); every address of the /64 a new one.
      for (const ip of addresses) statuses.push((await postForm('/contact', message(form), { ip, json: true })).status);
      expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(20).fill(429)]);
      const limited = await postForm('/contact', message(form, { name: 'Ada Limited' }), {
        ip: addresses[0]!.replace(/::[0-9a-f]+$/, '::abcd'),
      });
      expect(limited.status).toBe(429);
      const html = await limited.text();
      expect(limited.headers.get('retry-after')).toBe(String(RATE_LIMIT_PERIOD_SECONDS));
      expect(decodeEntities(html)).toContain(CONTACT.form.problems.rateLimited);
      // The page comes again with fresh hidden fields and nothing of what was sent.
      expect(inputValue(html, 'name') ?? '').toBe('');
      expect(html).not.toContain('Ada Limited');
      expect(inputValue(html, 'key')).toMatch(UUID);
      // Another network goes on.
      expect((await postForm('/contact', message(form), { ip: freshIp() })).status).toBe(303);
      expect(await rows('leads')).toHaveLength(1);
    },
  );

  it('counts malformed and oversized posts too: a burst of them uses up the budget before a valid post', { timeout: 30_000 }, async () => {
    await withinOneRateWindow();
    const form = await openForm('/contact');
    afterFilling(form);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await postForm('/contact', message(form, { message: 'x'.repeat(CONTACT_MAX_BYTES) }), { ip, json: true })).status);
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await request('/contact', {
            method: 'POST',
            body: '{"not":"a form"}',
            headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': ip, accept: 'application/json' },
          })
        ).status,
      );
    }
    for (let i = 0; i < 5; i++)
      statuses.push((await postForm('/contact', message(form, { name: 'Ada\u0007' }), { ip, json: true })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(413), ...Array<number>(5).fill(415), ...Array<number>(5).fill(422)]);
    expect((await postForm('/contact', message(form), { ip, json: true })).status).toBe(429);
    expect(await rows('leads')).toHaveLength(0);
  });

  it(
    'allows a plain post (no JavaScript, so no proof of work) in a tighter budget of its own: 5 a minute per network',
    { timeout: 30_000 },
    async () => {
      await withinOneRateWindow();
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const form = await openForm('/contact');
        afterFilling(form);
        statuses.push(
          (await postForm('/contact', message(form, { message: `Plain message number ${i}, about a booking platform.` }), { ip })).status,
        );
        vi.useRealTimers();
      }
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
      // The page's script still gets through from the same network.
      const form = await openForm('/contact');
      afterFilling(form);
      expect((await postForm('/contact', message(form), { ip, json: true })).status).toBe(200);
    },
  );
});

describe('networkOf: what the rate limits and caps count', () => {
  it('an IPv4 address on its own, an IPv6 address by its /64', () => {
    expect(networkOf('198.51.100.7')).toBe('4:198.51.100.7');
    expect(networkOf('::ffff:198.51.100.7')).toBe('4:198.51.100.7');
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('6:2001:db8:1:2::/64');
    expect(networkOf('2001:DB8:1:2::9')).toBe('6:2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:3::9')).toBe('6:2001:db8:1:3::/64');
    expect(networkOf('2001:db8::1')).toBe('6:2001:db8:0:0::/64');
    for (const bad of [undefined, '', 'x', '1.2.3', '256.1.1.1', '1::2::3', '1:2:3:4:5:6:7:8:9', '12345::1'])
      expect(networkOf(bad)).toBe('unknown');
  });

  it(
    'loopback (npm start, the browser tests; never a client address Cloudflare sets) is exempt from the plain budget and the daily caps',
    { timeout: 30_000 },
    async () => {
      expect(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'].map((a) => isLoopback(networkOf(a)))).toEqual([true, true, true, true]);
      expect(['128.0.0.1', '2001:db8::1', '10.0.0.1'].map((a) => isLoopback(networkOf(a)))).toEqual([false, false, false]);
      await withinOneRateWindow();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const form = await openForm('/contact');
        afterFilling(form);
        statuses.push(
          (
            await postForm('/contact', message(form, { message: `Local test message number ${i}, about a booking platform.` }), {
              ip: '127.0.0.9',
            })
          ).status,
        );
        vi.useRealTimers();
      }
      expect(statuses).toEqual(Array<number>(7).fill(303));
      expect((await rows<{ sender_network: string | null }>('leads')).map((r) => r.sender_network)).toEqual(Array<null>(7).fill(null));
    },
  );
});

describe('POST /contact: spam signals flag, never drop', () => {
  async function sendWith(overrides: Record<string, string>, { wait = true, json = false } = {}) {
    const form = await openForm('/contact');
    if (wait) afterFilling(form);
    const res = await postForm('/contact', message(form, overrides), { ip: freshIp(), json });
    vi.useRealTimers();
    return res;
  }

  it('a filled honeypot: stored, flagged, held from the inbox, answered like any message', async () => {
    expect((await sendWith({ website: 'http://spam.example' })).status).toBe(303);
    const [row] = await rows<LeadRow>('leads');
    expect(row).toMatchObject({ spam: 'honeypot', mail_status: 'held', mail_queued_at: null });
  });

  it('sent faster than a person could: too-fast', async () => {
    expect((await sendWith({}, { wait: false })).status).toBe(303);
    expect((await rows<LeadRow>('leads'))[0]?.spam).toBe('too-fast');
  });

  it('a forged or missing signed time: token', async () => {
    await sendWith({ issued: '1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    await sendWith({ issued: '', key: 'not-a-key' });
    expect((await rows<LeadRow>('leads')).map((r) => r.spam)).toEqual(['token', 'token']);
  });

  it('the page script without a solved proof of work: pow; with one: no flag', async () => {
    expect((await sendWith({}, { json: true })).status).toBe(200);
    const form = await openForm('/contact');
    const doc = (await (await request(`/contact/_form.json?key=${form.key}`)).json()) as { challenge: Challenge };
    const solution = await solveChallenge({ challenge: doc.challenge, deriveKey });
    afterFilling(form);
    const res = await postForm('/contact', message(form, { pow: JSON.stringify({ challenge: doc.challenge, solution }) }), {
      ip: freshIp(),
      json: true,
    });
    expect(res.status).toBe(200);
    expect((await rows<LeadRow>('leads')).map((r) => r.spam)).toEqual(['pow', null]);
  }, 60_000);

  it('a proof of work solved for another form does not count', async () => {
    const other = await openForm('/contact');
    const doc = (await (await request(`/contact/_form.json?key=${other.key}`)).json()) as { challenge: Challenge };
    const solution = await solveChallenge({ challenge: doc.challenge, deriveKey });
    await sendWith({ pow: JSON.stringify({ challenge: doc.challenge, solution }) }, { json: true });
    expect((await rows<LeadRow>('leads'))[0]?.spam).toBe('pow');
  }, 60_000);
});

describe('POST /contact: tokens that mean something', () => {
  it('a token older than 24 hours: the form again (422), what was typed kept, a fresh token, a sentence saying why; nothing stored', async () => {
    const form = await openForm('/contact');
    vi.useFakeTimers({ toFake: ['Date'], now: form.shownAt + FORM_TOKEN_MAX_AGE_MS + 60_000 });
    const res = await postForm('/contact', message(form, { name: 'Ada Patient' }), { ip: freshIp() });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(decodeEntities(html)).toContain(CONTACT.form.problems.expired);
    expect(inputValue(html, 'name')).toBe('Ada Patient');
    expect(html).toContain('We would like a booking platform');
    const key = inputValue(html, 'key')!;
    const issued = inputValue(html, 'issued')!;
    expect(key).toMatch(UUID);
    expect(key).not.toBe(form.key);
    expect(await rows('leads')).toHaveLength(0);
    // The fresh token is good: sent again a little later, the message is stored clean.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + MIN_FILL_MS + 1000 });
    expect((await postForm('/contact', message({ ...form, key, issued }), { ip: freshIp() })).status).toBe(303);
    expect((await rows<LeadRow>('leads')).map((r) => r.spam)).toEqual([null]);
  });

  it('the page script gets the fresh token in its JSON', async () => {
    const form = await openForm('/contact');
    vi.useFakeTimers({ toFake: ['Date'], now: form.shownAt + FORM_TOKEN_MAX_AGE_MS + 60_000 });
    const res = await postForm('/contact', message(form), { ip: freshIp(), json: true });
    expect(res.status).toBe(422);
    const answer = (await res.json()) as { status: string; errors: Record<string, string>; hidden: { key: string; issued: string } };
    expect(answer.status).toBe('invalid');
    expect(answer.errors).toEqual({ form: CONTACT.form.problems.expired });
    expect(answer.hidden.key).toMatch(UUID);
    expect(answer.hidden.issued).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
  });

  it('a token just under 24 hours old is still good', async () => {
    const form = await openForm('/contact');
    vi.useFakeTimers({ toFake: ['Date'], now: form.shownAt + FORM_TOKEN_MAX_AGE_MS - 60_000 });
    expect((await postForm('/contact', message(form), { ip: freshIp() })).status).toBe(303);
    expect((await rows<LeadRow>('leads')).map((r) => r.spam)).toEqual([null]);
  });

  it('an application’s token on the contact form is held (token)', async () => {
    const position = await openForm(`/careers/${openPositions()[0]!.id}`);
    afterFilling(position);
    expect((await postForm('/contact', message(position), { ip: freshIp() })).status).toBe(303);
    expect((await rows<LeadRow>('leads')).map((r) => [r.spam, r.mail_status])).toEqual([['token', 'held']]);
  });
});

describe('POST /contact: what one sender can store in a day', () => {
  /** Stores `count` rows for the network of `ip` directly, as earlier posts would have. */
  async function earlier(ip: string, count: number, { held = false, table = 'leads' as 'leads' | 'applications' } = {}) {
    const network = await networkCode(env.FORM_SECRET, networkOf(ip));
    const now = Date.now();
    const statements = Array.from({ length: count }, (_, i) =>
      table === 'leads'
        ? env.DB.prepare(
            `INSERT INTO leads (id, idempotency_key, fingerprint, created_at, name, email, company, topic, message, consent_at, spam, mail_status, sender_network)
             VALUES (?, ?, ?, ?, 'Earlier', 'e@example.org', NULL, 'other', 'An earlier message of this network.', ?, ?, ?, ?)`,
          ).bind(
            crypto.randomUUID(),
            crypto.randomUUID(),
            `f${i}`,
            now - 60_000 - i,
            now,
            held ? 'honeypot' : null,
            held ? 'held' : 'sent',
            network,
          )
        : env.DB.prepare(
            `INSERT INTO applications (id, idempotency_key, fingerprint, created_at, position_id, position_title, name, email, link, message, cv_key, cv_name, cv_size, consent_at, spam, mail_status, sender_network)
             VALUES (?, ?, ?, ?, 'p', 'P', 'Earlier', 'e@example.org', NULL, 'An earlier application.', '', 'cv.pdf', 0, ?, ?, ?, ?)`,
          ).bind(
            crypto.randomUUID(),
            crypto.randomUUID(),
            `f${i}`,
            now - 60_000 - i,
            now,
            held ? 'honeypot' : null,
            held ? 'held' : 'sent',
            network,
          ),
    );
    await env.DB.batch(statements);
  }
  beforeEach(async () => {
    await env.DB.exec('DELETE FROM applications');
  });

  it(`past ${SENDER_CAPS.held} held posts in 24 hours, a held post is answered as any other and nothing of it is stored`, async () => {
    const ip = freshIp();
    await earlier(ip, SENDER_CAPS.held - 1, { held: true });
    const form = await openForm('/contact');
    afterFilling(form);
    const logs = captureLogs();
    expect((await postForm('/contact', message(form, { website: 'http://spam.example' }), { ip })).status).toBe(303);
    expect((await rows('leads')).length).toBe(SENDER_CAPS.held);
    const dropped = await postForm(
      '/contact',
      message(form, { website: 'http://spam.example', message: 'A second spam message after the cap was reached.' }),
      { ip },
    );
    expect(dropped.status).toBe(303);
    expect(dropped.headers.get('location')).toBe('/contact/sent');
    const json = await postForm(
      '/contact',
      message(form, { website: 'http://spam.example', message: 'A third spam message, sent as the script would.' }),
      { ip, json: true },
    );
    expect(await json.json()).toEqual({ status: 'sent' });
    expect((await rows('leads')).length).toBe(SENDER_CAPS.held);
    expect(logs.filter((l) => l.outcome === 'dropped')).toHaveLength(2);
    // A clean message of the same network is still stored: the caps are apart.
    const clean = await openForm('/contact');
    afterFilling(clean);
    expect((await postForm('/contact', message(clean), { ip })).status).toBe(303);
    expect((await rows('leads')).length).toBe(SENDER_CAPS.held + 1);
  });

  it(`past ${SENDER_CAPS.leads} clean messages in 24 hours, a network is told (429) and nothing more is stored; the input is kept`, async () => {
    const ip = freshIp();
    await earlier(ip, SENDER_CAPS.leads);
    const form = await openForm('/contact');
    afterFilling(form);
    const res = await postForm('/contact', message(form, { name: 'Ada Daily' }), { ip });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(decodeEntities(html)).toContain(CONTACT.form.problems.dailyLimit);
    expect(inputValue(html, 'name')).toBe('Ada Daily');
    expect((await rows('leads')).length).toBe(SENDER_CAPS.leads);
    // Another network is not affected.
    expect((await postForm('/contact', message(form), { ip: freshIp() })).status).toBe(303);
  });

  it('the bound: one network stores at most the rows and bytes decision 0171 states, whatever it sends', async () => {
    const bound = senderDailyBound();
    expect(SENDER_CAPS).toEqual({ leads: 50, applications: 10, held: 50 });
    expect(bound).toEqual({ rows: 110, bytes: 50 * 16 * 1024 + 60 * (10 * 1024 * 1024 + 64 * 1024) });
    expect(bound.bytes).toBe(633_896_960);
    expect(CONTACT_MAX_BYTES).toBe(16 * 1024);
    expect(APPLICATION_MAX_BYTES).toBe(10 * 1024 * 1024 + 64 * 1024);
    // A network at every cap: nothing it sends more is stored, clean or held, message or application.
    const ip = freshIp();
    await earlier(ip, SENDER_CAPS.leads);
    await earlier(ip, SENDER_CAPS.applications, { table: 'applications' });
    await earlier(ip, SENDER_CAPS.held, { held: true });
    const position = openPositions()[0]!;
    const forms = { contact: await openForm('/contact'), application: await openForm(`/careers/${position.id}`) };
    afterFilling(forms.contact);
    // Clean posts go plain (the script's, without a proof of work here, would be held); held ones as the script would.
    const answers = [
      await postForm('/contact', message(forms.contact), { ip }),
      await postForm('/contact', message(forms.contact, { website: 'x', message: 'Held contact message past every cap.' }), {
        ip,
        json: true,
      }),
      await postMultipart(
        `/careers/${position.id}`,
        {
          name: 'Linus',
          email: 'l@example.org',
          link: '',
          message: 'An application past every cap of this network.',
          consent: 'yes',
          cv: pdfFile(),
          key: forms.application.key,
          issued: forms.application.issued,
          website: '',
        },
        { ip },
      ),
      await postMultipart(
        `/careers/${position.id}`,
        {
          name: 'Linus',
          email: 'l@example.org',
          link: '',
          message: 'A held application past every cap of this network.',
          consent: 'yes',
          cv: pdfFile(),
          key: forms.application.key,
          issued: forms.application.issued,
          website: 'x',
        },
        { ip, json: true },
      ),
    ];
    expect(answers.map((r) => r.status)).toEqual([429, 200, 429, 200]);
    expect(decodeEntities(await answers[2]!.text())).toContain(POSITION_PAGE.form.problems.dailyLimit);
    const network = await networkCode(env.FORM_SECRET, networkOf(ip));
    const stored = await env.DB.prepare(
      'SELECT (SELECT COUNT(*) FROM leads WHERE sender_network = ?1) + (SELECT COUNT(*) FROM applications WHERE sender_network = ?1) AS n',
    )
      .bind(network)
      .first<{ n: number }>();
    expect(stored?.n).toBe(bound.rows);
    expect((await env.CVS.list()).objects).toHaveLength(0);
  });
});

describe('POST /contact: when the database fails', () => {
  it('answers 503 with the input kept and Retry-After, never a success; stores nothing', async () => {
    const form = await openForm('/contact');
    afterFilling(form);
    await env.DB.exec('ALTER TABLE leads RENAME TO leads_away');
    try {
      const res = await postForm('/contact', message(form), { ip: freshIp() });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      const html = await res.text();
      expect(decodeEntities(html)).toContain(CONTACT.form.problems.unavailable);
      expect(inputValue(html, 'name')).toBe('Ada Müller');
      expect(html).toContain('We would like a booking platform');
      const json = await postForm('/contact', message(form), { ip: freshIp(), json: true });
      expect(json.status).toBe(503);
      expect(await json.json()).toEqual({ status: 'error', errors: { form: CONTACT.form.problems.unavailable } });
    } finally {
      await env.DB.exec('ALTER TABLE leads_away RENAME TO leads');
    }
    // Once the database is back, the same form goes through.
    expect((await postForm('/contact', message(form), { ip: freshIp() })).status).toBe(303);
    expect(await rows('leads')).toHaveLength(1);
  });
});

describe('GET /contact/_form.json', () => {
  it('gives the page script a challenge bound to its form key, never cached', async () => {
    const form = await openForm('/contact');
    const res = await request(`/contact/_form.json?key=${form.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const doc = (await res.json()) as { key?: string; challenge: Challenge };
    expect(doc.key).toBeUndefined();
    expect(doc.challenge.parameters.data).toEqual({ key: form.key });
    expect(doc.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('brings hidden fields of its own for a page that came without them (client navigation)', async () => {
    const doc = (await (await request('/contact/_form.json')).json()) as { key: string; issued: string; challenge: Challenge };
    expect(doc.key).toMatch(UUID);
    expect(doc.issued).toMatch(/^\d{13}\./);
    expect(doc.challenge.parameters.data).toEqual({ key: doc.key });
    expect((await request('/contact/_form.json', { method: 'POST' })).status).toBe(405);
  });
});

describe('/contact/sent', () => {
  it('confirms without showing anything of the message, and is kept out of search engines', async () => {
    const res = await request('/contact/sent');
    expect(res.status).toBe(200);
    const doc = await parseDocument(await res.text());
    expect(doc.meta.get('robots')).toBe('noindex');
    expect(decodeEntities(doc.h1[0] ?? '')).toBe(CONTACT.sent.title);
  });
});
