import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CV_MAX_BYTES } from '../client/forms/application';
import closedPositions from '../dist/content/positions-closed.json' with { type: 'json' };
import { LEGAL, OFFICES, POSITION_PAGE, openPositions, type Position } from '../client/site';
import { POSITION_PAGE as DE_POSITION_PAGE } from '../client/site/de';
import { applicationMail } from '../worker/applications/mail';
import type { ApplicationRow } from '../worker/applications/store';
import worker from '../worker/index';
import { BUILD } from '../worker/manifest';
import { decodeEntities, ORIGIN, parseDocument, request } from './helpers';
import {
  afterFilling,
  inputValue,
  ipv6Network,
  openForm,
  pdfFile,
  postMultipart,
  rows,
  withinOneRateWindow,
  type OpenedForm,
} from './forms';
import { captureLogs } from './worker-env';

const OPEN = openPositions();
/** The closed positions: the build keeps only their ids and titles, apart from everything it serves. */
const CLOSED: readonly Pick<Position, 'id' | 'title'>[] = closedPositions;
const ERRORS = POSITION_PAGE.form.errors;
const DAY_MS = 24 * 60 * 60 * 1000;

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

/** The JSON-LD blocks of a document, parsed. */
async function jsonLdBlocks(html: string): Promise<Record<string, unknown>[]> {
  return (await parseDocument(html)).scripts
    .filter((s) => s.type === 'application/ld+json')
    .map((s) => JSON.parse(s.text) as Record<string, unknown>);
}

/** The visible text of a document's <main> (scripts left out), whitespace collapsed. */
async function mainText(html: string): Promise<string> {
  let text = '';
  let inScript = false;
  await new HTMLRewriter()
    .on('main script', {
      element: (el) => {
        inScript = true;
        el.onEndTag(() => {
          inScript = false;
        });
      },
    })
    .on('main *', { text: (t) => void (inScript ? null : (text += `${t.text} `)) })
    .transform(new Response(html))
    .text();
  return decodeEntities(text).replace(/\s+/g, ' ');
}

/** The text of an HTML fragment, tags gone, whitespace collapsed. */
const textOf = (fragment: string) =>
  decodeEntities(fragment.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function application(form: OpenedForm, overrides: Record<string, string | File> = {}): Record<string, string | File> {
  return {
    name: 'Linus Example',
    email: 'linus@example.org',
    link: 'https://github.com/linus-example',
    message: 'I have run PostgreSQL in production for eight years and would love to work on Newsloom.',
    consent: 'yes',
    cv: pdfFile(),
    key: form.key,
    issued: form.issued,
    website: '',
    ...overrides,
  };
}

beforeEach(async () => {
  captureLogs();
  await env.DB.exec('DELETE FROM applications');
  const listed = await env.CVS.list();
  if (listed.objects.length > 0) await env.CVS.delete(listed.objects.map((o) => o.key));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/careers', () => {
  it('lists each open position with a link to its page, none of the closed ones, and carries no JobPosting', async () => {
    expect(OPEN.length).toBeGreaterThan(0);
    expect(CLOSED.length).toBeGreaterThan(0);
    const html = await (await request('/careers')).text();
    for (const p of OPEN) expect(html).toContain(`href="/careers/${p.id}"`);
    for (const p of CLOSED) {
      expect(html).not.toContain(p.id);
      expect(html).not.toContain(p.title);
    }
    expect((await jsonLdBlocks(html)).map((b) => b['@type'])).toEqual(['Organization']);
  });
});

describe('a position’s page', () => {
  for (const p of OPEN) {
    it(`${p.id}: 200, its own title, the whole description, never cached (the form's hidden fields)`, async () => {
      const res = await request(`/careers/${p.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const html = await res.text();
      const doc = await parseDocument(html);
      expect(decodeEntities(doc.title)).toBe(`${p.title}, ${p.location} - Larchfield Software`);
      expect(decodeEntities(doc.h1[0] ?? '')).toBe(p.title);
      expect(doc.links.get('canonical')?.[0]?.href).toBe(`${ORIGIN}/careers/${p.id}`);
      const text = await mainText(html);
      for (const line of [...p.about, ...p.tasks, ...p.requirements, ...p.niceToHave, p.remoteRules]) expect(text).toContain(line);
      expect(html).toMatch(/<form id="apply"[^>]*enctype="multipart\/form-data"|<form id="apply"[^>]*encType="multipart\/form-data"/i);
      const file = /<input[^>]*id="apply-cv"[^>]*>/.exec(html)?.[0] ?? '';
      for (const attribute of ['type="file"', 'name="cv"', 'accept="application/pdf,.pdf"', 'required=""'])
        expect(file).toContain(attribute);
      expect(inputValue(html, 'key')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it(`${p.id}: a JobPosting block whose every value the page shows`, async () => {
      const html = await (await request(`/careers/${p.id}`)).text();
      const blocks = await jsonLdBlocks(html);
      expect(blocks.map((b) => b['@type'])).toEqual(['Organization', 'JobPosting']);
      const [organization, job] = blocks as [Record<string, unknown>, Record<string, any>];
      const text = await mainText(html);
      expect(job.title).toBe(p.title);
      expect(text).toContain(p.title);
      // The description is the page's own sections, in its words.
      for (const sentence of textOf(job.description).split(/(?<=[.:])\s+/)) expect(text).toContain(sentence.replace(/: $/, ''));
      expect(job.description).toContain(`<h2>${POSITION_PAGE.sections.tasks}</h2>`);
      expect(job.datePosted).toBe(p.datePosted);
      expect(job.validThrough).toBe(p.validThrough);
      expect(job.employmentType).toBe(p.type === 'Full-time' ? 'FULL_TIME' : 'PART_TIME');
      expect(text).toContain(p.type);
      expect(job.hiringOrganization['@id']).toBe(organization['@id']);
      expect(job.hiringOrganization.name).toBe(organization.name);
      expect(job.identifier).toEqual({ '@type': 'PropertyValue', name: 'Larchfield Software', value: p.id });
      expect(job.directApply).toBe(true);
      expect(job.url).toBe(`${ORIGIN}/careers/${p.id}`);
      const pay = p.salary.proRata ?? p.salary;
      expect(job.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: pay.min, maxValue: pay.max, unitText: 'YEAR' },
      });
      const euros = (n: number) => `€${n.toLocaleString('en-GB')}`;
      expect(text).toContain(`${euros(pay.min)}–${euros(pay.max)} a year`);
      if (p.salary.proRata)
        expect(text).toContain(
          `for ${p.salary.proRata.hours} hours a week (pro rata of ${euros(p.salary.min)}–${euros(p.salary.max)} for 40 hours)`,
        );
      if (p.workplace === 'remote') {
        expect(job.jobLocationType).toBe('TELECOMMUTE');
        expect(job.applicantLocationRequirements).toEqual({ '@type': 'AdministrativeArea', name: 'European Union' });
        expect(text).toContain('European Union');
      } else {
        expect(job.jobLocationType).toBeUndefined();
        expect(job.jobLocation.length).toBeGreaterThan(0);
      }
      for (const place of job.jobLocation ?? []) {
        const office = Object.values(OFFICES).find((o) => o.street === place.address.streetAddress)!;
        expect(place.address).toEqual({
          '@type': 'PostalAddress',
          streetAddress: office.street,
          postalCode: office.postalCode,
          addressLocality: office.locality,
          addressRegion: office.region,
          addressCountry: office.country,
        });
        expect(text).toContain(office.street);
        expect(text).toContain(`${office.postalCode} ${office.locality}`);
      }
    });
  }

  it('names its offices in the JobPosting as the page does, in its language', async () => {
    for (const [lang, copy] of [
      ['en', POSITION_PAGE],
      ['de', DE_POSITION_PAGE],
    ] as const) {
      const p = openPositions(lang).find((x) => x.offices.length > 0)!;
      const html = await (await request(lang === 'en' ? `/careers/${p.id}` : `/de/karriere/${p.id}`)).text();
      const job = (await jsonLdBlocks(html)).find((b) => b['@type'] === 'JobPosting') as { jobLocation: { name: string }[] };
      expect(
        job.jobLocation.map((l) => l.name),
        lang,
      ).toEqual(p.offices.map((o) => copy.officeNames[o]));
    }
  });

  it('has a payload for client navigation, with the same data and JobPosting', async () => {
    const p = OPEN[0]!;
    const res = await request(`/careers/${p.id}/_payload.json`);
    expect(res.status).toBe(200);
    const payload = (await res.json()) as { buildId: string; path: string; title: string; data: { position: Position; jsonLd: string } };
    expect(payload.path).toBe(`/careers/${p.id}`);
    expect(payload.buildId).toBe(BUILD.buildId);
    expect(payload.data.position.id).toBe(p.id);
    expect((JSON.parse(payload.data.jsonLd) as { '@type': string })['@type']).toBe('JobPosting');
  });

  it('is in the sitemap with its own lastmod; no closed position is', async () => {
    const xml = await (await request('/sitemap.xml')).text();
    for (const p of OPEN)
      expect(xml).toContain(
        `<url><loc>${ORIGIN}/careers/${p.id}</loc><lastmod>${new Date(Math.min(Date.parse(`${p.updated}T00:00:00Z`), BUILD.timestamp)).toISOString().replace('.000Z', 'Z')}</lastmod><xhtml:link`,
      );
    for (const p of CLOSED) expect(xml).not.toContain(p.id);
  });
});

describe('route validation', () => {
  const missing = [...CLOSED.map((p) => p.id), 'no-such-role', 'Senior-Backend-Engineer', 'a--b', '-x', '%3Cscript%3E', 'x'.repeat(300)];
  for (const id of missing) {
    it(`/careers/${id.slice(0, 40)}: 404, the not-found page with its links to the open positions`, async () => {
      const res = await request(`/careers/${id}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      const shown = `/careers/${decodeURIComponent(id)}`;
      // The requested path, cut to 200 characters with an ellipsis (DESIGN.md's 404 message).
      expect(decodeEntities(html)).toContain(`Page not found: ${shown.length > 200 ? `${shown.slice(0, 199)}…` : shown}<`);
      expect(html).toContain('href="/careers"');
      expect(html).not.toContain('<script>alert');
      expect((await request(`/careers/${id}/_payload.json`)).status).toBe(404);
      expect((await request(`/careers/${id}`, { method: 'POST' })).status).toBe(404);
    });
  }
});

describe('applying', () => {
  const p = OPEN[0]!;
  const path = `/careers/${p.id}`;

  it('stores one row and one CV in R2 before the 303, however often it is sent', async () => {
    const form = await openForm(path);
    afterFilling(form);
    const ip = freshIp();
    const first = await postMultipart(path, application(form), { ip });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/careers/applied');
    expect((await postMultipart(path, application(form), { ip })).status).toBe(303);
    expect((await postMultipart(path, application(form), { ip, json: true })).status).toBe(200);
    const stored = await rows<ApplicationRow>('applications');
    expect(stored).toHaveLength(1);
    const [row] = stored;
    expect(row).toMatchObject({
      position_id: p.id,
      position_title: p.title,
      name: 'Linus Example',
      email: 'linus@example.org',
      link: 'https://github.com/linus-example',
      cv_name: 'cv.pdf',
      spam: null,
      mail_status: 'pending',
    });
    const objects = (await env.CVS.list()).objects;
    expect(objects.map((o) => o.key)).toEqual([row!.cv_key]);
    const file = await env.CVS.get(row!.cv_key);
    expect(await file!.text()).toBe(await pdfFile().text());
    expect(file!.httpMetadata?.contentType).toBe('application/pdf');
  });

  it('the CV is never served: no URL of the site answers it', async () => {
    const form = await openForm(path);
    afterFilling(form);
    await postMultipart(path, application(form), { ip: freshIp() });
    const [row] = await rows<ApplicationRow>('applications');
    for (const url of [`/${row!.cv_key}`, `/cv/${row!.id}`, `/careers/applied/${row!.cv_key}`])
      expect((await request(url)).status).toBe(404);
  });

  it('422 with the form again, the text kept, when the CV is not a PDF by its first bytes (whatever its name)', async () => {
    const form = await openForm(path);
    afterFilling(form);
    const res = await postMultipart(
      path,
      application(form, { cv: new File(['MZ\u0090\u0000 not a pdf'], 'cv.pdf', { type: 'application/pdf' }) }),
      { ip: freshIp() },
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(ERRORS.cvNotPdf);
    expect(inputValue(html, 'name')).toBe('Linus Example');
    expect(await rows('applications')).toHaveLength(0);
    expect((await env.CVS.list()).objects).toHaveLength(0);
  });

  it('asks for the CV again when the form comes back for a mistake elsewhere; a problem with the CV stands there instead', async () => {
    const cv = POSITION_PAGE.form.cv;
    const cvHint = (html: string) => textOf(/<p id="apply-cv-hint"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? '');
    expect(cvHint(await (await request(path)).text())).toBe(cv.hint);
    const elsewhere = await openForm(path);
    afterFilling(elsewhere);
    const mistake = await postMultipart(path, application(elsewhere, { email: 'not-an-address' }), { ip: freshIp() });
    expect(mistake.status).toBe(422);
    expect(cvHint(await mistake.text())).toBe(`${cv.hint} ${cv.again}`);
    const atCv = await openForm(path);
    afterFilling(atCv);
    const notPdf = await postMultipart(path, application(atCv, { cv: new File(['MZ not a pdf'], 'cv.pdf', { type: 'application/pdf' }) }), {
      ip: freshIp(),
    });
    expect(notPdf.status).toBe(422);
    expect(cvHint(await notPdf.text())).toBe(cv.hint);
  });

  it('422 for a missing CV and a link that is not https; the script gets the errors by field', async () => {
    const form = await openForm(path);
    const res = await postMultipart(path, application(form, { cv: new File([], ''), link: 'http://example.org' }), {
      ip: freshIp(),
      json: true,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ status: 'invalid', errors: { link: ERRORS.linkInvalid, cv: ERRORS.cvRequired } });
  });

  it('413 for a CV over 10 MB: from the length alone, and for a file over the limit inside a body within it', async () => {
    const form = await openForm(path);
    const huge = await postMultipart(
      path,
      application(form, { cv: new File([new Uint8Array(CV_MAX_BYTES + 200 * 1024)], 'big.pdf', { type: 'application/pdf' }) }),
      { ip: freshIp(), json: true },
    );
    expect(huge.status).toBe(413);
    const bytes = new Uint8Array(CV_MAX_BYTES + 1);
    bytes.set(new TextEncoder().encode('%PDF-'));
    const over = await postMultipart(path, application(form, { cv: new File([bytes], 'big.pdf', { type: 'application/pdf' }) }), {
      ip: freshIp(),
      json: true,
    });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ status: 'error', errors: { cv: ERRORS.cvTooLarge } });
    expect(await rows('applications')).toHaveLength(0);
  }, 60_000);

  it('415 for anything but multipart, 403 from another site, 405 with Allow for other methods', async () => {
    const urlencoded = await request(path, {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': freshIp() },
    });
    expect(urlencoded.status).toBe(415);
    const form = await openForm(path);
    const cross = await postMultipart(path, application(form), {
      ip: freshIp(),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    const put = await request(path, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('429 with Retry-After past 20 applications a minute from one network', { timeout: 30_000 }, async () => {
    await withinOneRateWindow();
    const form = await openForm(path);
    afterFilling(form);
    const addresses = ipv6Network(21);
    for (const ip of addresses.slice(0, 20)) expect((await postMultipart(path, application(form), { ip, json: true })).status).toBe(200);
    const limited = await postMultipart(path, application(form), { ip: addresses[20]! });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await rows('applications')).toHaveLength(1);
  });

  it('a token of another form is held: the contact form’s, or another position’s', async () => {
    const contactForm = await openForm('/contact');
    const otherPosition = await openForm(`/careers/${OPEN[1]!.id}`);
    afterFilling(contactForm);
    for (const form of [contactForm, otherPosition])
      expect(
        (
          await postMultipart(path, application(form, { message: `Carried from ${form.key}: I would love to work on Newsloom.` }), {
            ip: freshIp(),
          })
        ).status,
      ).toBe(303);
    expect((await rows<ApplicationRow>('applications')).map((r) => [r.spam, r.mail_status])).toEqual([
      ['token', 'held'],
      ['token', 'held'],
    ]);
  });

  it('a post failing the hard signals (honeypot and a bad token) keeps no CV; one failing a soft signal keeps it', async () => {
    const form = await openForm(path);
    afterFilling(form);
    expect(
      (await postMultipart(path, application(form, { website: 'http://spam.example', issued: 'forged' }), { ip: freshIp() })).status,
    ).toBe(303);
    expect(
      (
        await postMultipart(
          path,
          application(form, { website: 'http://spam.example', message: 'Another message under the same form, with a honeypot.' }),
          { ip: freshIp() },
        )
      ).status,
    ).toBe(303);
    const [hard, soft] = await rows<ApplicationRow>('applications');
    expect(hard).toMatchObject({ spam: 'honeypot,token', mail_status: 'held', cv_key: '' });
    expect(soft).toMatchObject({ spam: 'honeypot,reused-form', mail_status: 'held' });
    expect((await env.CVS.list()).objects.map((o) => o.key)).toEqual([soft!.cv_key]);
    expect(applicationMail(env, hard!).text).toContain('CV:        not kept');
  });

  it('the row goes before its CV: when the file cannot be written, the row does not stay behind (503)', async () => {
    const form = await openForm(path);
    afterFilling(form);
    vi.spyOn(env.CVS, 'put').mockRejectedValueOnce(new Error('R2 is unavailable'));
    const res = await postMultipart(path, application(form), { ip: freshIp() });
    expect(res.status).toBe(503);
    expect(await rows('applications')).toHaveLength(0);
    expect((await env.CVS.list()).objects).toHaveLength(0);
  });

  it('503 when the database fails, and the CV written for it does not stay behind', async () => {
    const form = await openForm(path);
    afterFilling(form);
    await env.DB.exec('ALTER TABLE applications RENAME TO applications_away');
    try {
      const res = await postMultipart(path, application(form), { ip: freshIp() });
      expect(res.status).toBe(503);
      expect(inputValue(await res.text(), 'email')).toBe('linus@example.org');
    } finally {
      await env.DB.exec('ALTER TABLE applications_away RENAME TO applications');
    }
    expect((await env.CVS.list()).objects).toHaveLength(0);
  });
});

describe('the recruiting e-mail and retention', () => {
  async function stored(): Promise<ApplicationRow> {
    const form = await openForm(`/careers/${OPEN[0]!.id}`);
    afterFilling(form);
    await postMultipart(`/careers/${OPEN[0]!.id}`, application(form), { ip: freshIp() });
    vi.useRealTimers();
    return (await rows<ApplicationRow>('applications'))[0]!;
  }

  it('goes to the recruiting inbox, says where the CV is and how to fetch it, and is marked sent', async () => {
    const row = await stored();
    const mail = applicationMail(env, row);
    expect(mail.to).toBe(env.RECRUITING_INBOX);
    expect(mail.replyTo).toBe('linus@example.org');
    expect(mail.subject).toBe(`Application #${row.id.slice(0, 8)}: ${OPEN[0]!.title}, from Linus Example`);
    expect(mail.headers).toEqual({ 'X-Larchfield-Reference': row.id });
    // Our lines, the CV's instructions among them, come before anything the applicant typed.
    const text = mail.text ?? '';
    expect(text.indexOf(`npm run leads -- cv ${row.id}`)).toBeLessThan(text.indexOf('\n>'));
    expect(
      text
        .slice(text.indexOf('\n>') + 1)
        .split('\n')
        .every((l) => l === '>' || l.startsWith('> ')),
    ).toBe(true);
    expect(mail.text).toContain(`npm run leads -- cv ${row.id} --remote`);
    expect(mail.text).toContain(row.cv_key);
    expect(mail).not.toHaveProperty('attachments');
    const batch = createMessageBatch('company-site-mail', [
      { id: 'm', timestamp: new Date(), attempts: 1, body: { kind: 'application', id: row.id } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['m']);
    expect((await rows<ApplicationRow>('applications'))[0]?.mail_status).toBe('sent');
  });

  it(`keeps an application and its CV for ${LEGAL.retentionDays.messages} days, then deletes both`, async () => {
    const row = await stored();
    const keep = LEGAL.retentionDays.messages * DAY_MS;
    const run = (at: number) => worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/10 * * * *' }), env);
    await run(row.created_at + keep - DAY_MS);
    expect(await rows('applications')).toHaveLength(1);
    expect((await env.CVS.list()).objects).toHaveLength(1);
    await run(row.created_at + keep + 1000);
    expect(await rows('applications')).toHaveLength(0);
    expect((await env.CVS.list()).objects).toHaveLength(0);
  });
});
