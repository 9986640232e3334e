import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkVars, parseConfig } from '../worker/config';
import { FAST_POW_COUNTER_RANGE, POW_COUNTER_RANGE } from '../worker/forms/challenge';
import { MIN_FILL_MS, minFillMs } from '../worker/forms/spam';
import worker from '../worker/index';
import { DEPLOYED_ORIGINS } from '../worker/origins';
import { request } from './helpers';
import { captureLogs, STAGING } from './worker-env';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the README has ops generate for FORM_SECRET: `openssl rand -hex 32`. */
const OPENSSL_HEX_32 = '4a35431c6e88db53c42d975b39127b6fc0215a45a6e332b68a45dfc7a8549daf';

/** The vars and secret of a correct deployment (wrangler.toml [env.production.vars] and a secret). */
const GOOD = {
  ENVIRONMENT: 'production',
  SITE_URL: DEPLOYED_ORIGINS.production,
  MAIL_FROM: 'website@larchfield.dev',
  SALES_INBOX: 'hello@larchfield.dev',
  API_INBOX: 'newsloom@larchfield.dev',
  RECRUITING_INBOX: 'jobs@larchfield.dev',
  MAIL_RETRY_SECONDS: '60',
  FORM_SECRET: OPENSSL_HEX_32,
};

describe('the configuration schema', () => {
  it('accepts a correct deployment and parses MAIL_RETRY_SECONDS to a number', () => {
    const result = parseConfig(GOOD);
    expect(result).toEqual({ ok: true, config: { ...GOOD, MAIL_RETRY_SECONDS: 60, FORM_CHECKS: 'people' } });
  });

  it('takes the forms\' checks for tests (FORM_CHECKS = "fast") in development only; a deploy refuses them', () => {
    const fast = { ...GOOD, FORM_CHECKS: 'fast' };
    const refused = [{ name: 'FORM_CHECKS', message: 'FORM_CHECKS = "fast" is a test setting, refused outside development' }];
    expect(parseConfig({ ...fast, ENVIRONMENT: 'development' })).toMatchObject({ ok: true, config: { FORM_CHECKS: 'fast' } });
    expect(parseConfig(fast)).toEqual({ ok: false, problems: refused });
    expect(parseConfig({ ...fast, ENVIRONMENT: 'staging', SITE_URL: DEPLOYED_ORIGINS.staging })).toEqual({ ok: false, problems: refused });
    const { FORM_SECRET: _secret, ...vars } = fast;
    expect(checkVars(vars)).toEqual(refused);
    expect(checkVars({ ...vars, ENVIRONMENT: 'development' })).toEqual([]);
    expect(parseConfig({ ...GOOD, FORM_CHECKS: 'none' })).toMatchObject({ ok: false, problems: [{ name: 'FORM_CHECKS' }] });
    // What the setting changes: the minimum fill time (and the proof of work's range, worker/forms/challenge.ts).
    expect([minFillMs('people'), minFillMs('fast')]).toEqual([MIN_FILL_MS, 0]);
    expect(FAST_POW_COUNTER_RANGE.max).toBeLessThan(POW_COUNTER_RANGE.min);
  });

  it('accepts http only in development', () => {
    expect(parseConfig({ ...GOOD, ENVIRONMENT: 'development', SITE_URL: 'http://127.0.0.1:8787' }).ok).toBe(true);
    expect(parseConfig({ ...GOOD, ENVIRONMENT: 'staging', SITE_URL: 'http://staging.larchfield.dev' })).toEqual({
      ok: false,
      problems: [{ name: 'SITE_URL', message: 'SITE_URL must be an https origin outside development' }],
    });
  });

  it('names every failing variable at once', () => {
    const result = parseConfig({ ...GOOD, ENVIRONMENT: 'prodution', MAIL_RETRY_SECONDS: 'soon', FORM_SECRET: undefined });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.name)).toEqual(['ENVIRONMENT', 'MAIL_RETRY_SECONDS', 'FORM_SECRET']);
  });

  it('retries a failed mail at once (MAIL_RETRY_SECONDS = 0) in development only; a deploy refuses it', () => {
    const atOnce = { ...GOOD, MAIL_RETRY_SECONDS: '0' };
    const refused = [
      { name: 'MAIL_RETRY_SECONDS', message: 'MAIL_RETRY_SECONDS = 0 (retry at once) is a test setting, refused outside development' },
    ];
    expect(parseConfig({ ...atOnce, ENVIRONMENT: 'development' })).toMatchObject({ ok: true, config: { MAIL_RETRY_SECONDS: 0 } });
    expect(parseConfig(atOnce)).toEqual({ ok: false, problems: refused });
    expect(parseConfig({ ...atOnce, ENVIRONMENT: 'staging', SITE_URL: DEPLOYED_ORIGINS.staging })).toEqual({
      ok: false,
      problems: refused,
    });
    const { FORM_SECRET: _secret, ...vars } = atOnce;
    expect(checkVars(vars)).toEqual(refused);
  });

  it('measures FORM_SECRET in bytes, not characters', () => {
    // Sixteen different two-byte characters.
    expect(parseConfig({ ...GOOD, FORM_SECRET: 'äöüßéèêàáâçñøåæœ' }).ok).toBe(true);
    expect(parseConfig({ ...GOOD, FORM_SECRET: OPENSSL_HEX_32.slice(0, 31) })).toEqual({
      ok: false,
      problems: [{ name: 'FORM_SECRET', message: 'FORM_SECRET must be at least 32 bytes' }],
    });
  });

  it('refuses a guessable FORM_SECRET: a short run repeated, or few different characters', () => {
    const refused = {
      ok: false,
      problems: [
        {
          name: 'FORM_SECRET',
          message:
            'FORM_SECRET is guessable (a short run repeated, or fewer than 8 different characters): generate it with openssl rand -hex 32',
        },
      ],
    };
    for (const secret of [
      'a'.repeat(48),
      'abc'.repeat(16),
      // A run of a quarter of the secret, four times; a run cut short at the end is still the run.
      'abcdefghi'.repeat(4),
      `${'abcdefghi'.repeat(4)}abcd`,
      `${'0123456789'.repeat(4)}0`,
      // No run, but fewer than 8 different characters.
      `${'a'.repeat(20)}${'b'.repeat(20)}`,
      'abcdefg'.repeat(3) + 'gfedcbagfedcba',
    ])
      expect(parseConfig({ ...GOOD, FORM_SECRET: secret }), secret).toEqual(refused);
  });

  it("accepts what ops and the tools generate: openssl rand -hex 32 (npm start's .dev.vars too), the tests' and the bench's secrets", () => {
    expect(parseConfig({ ...GOOD, FORM_SECRET: OPENSSL_HEX_32 }).ok).toBe(true);
    // 32 random bytes as hex, as `openssl rand -hex 32` and ensureDevVars (scripts/lib/dev-server.mjs) write them.
    const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    for (let i = 0; i < 500; i++) {
      const secret = hex(crypto.getRandomValues(new Uint8Array(32)));
      expect(parseConfig({ ...GOOD, FORM_SECRET: secret }).ok, secret).toBe(true);
    }
    // `openssl rand -base64 32`, vitest.config.ts's and scripts/bench/render-cost.mjs's.
    for (const secret of ['q9VvI5c1uGmZ0yYbN3sFJ8kLp2xW7aRtE4hD6oQzC+M=', env.FORM_SECRET, 'bench-form-secret-0123456789abcdef'])
      expect(parseConfig({ ...GOOD, FORM_SECRET: secret }).ok, secret).toBe(true);
  });

  it("refuses a deployment with the other deployment's origin (worker/origins.ts); development and other origins pass", () => {
    expect(parseConfig({ ...GOOD, SITE_URL: DEPLOYED_ORIGINS.staging })).toEqual({
      ok: false,
      problems: [{ name: 'SITE_URL', message: "SITE_URL is the staging deployment's origin, refused where ENVIRONMENT is production" }],
    });
    expect(parseConfig({ ...GOOD, ENVIRONMENT: 'staging', SITE_URL: DEPLOYED_ORIGINS.production })).toEqual({
      ok: false,
      problems: [{ name: 'SITE_URL', message: "SITE_URL is the production deployment's origin, refused where ENVIRONMENT is staging" }],
    });
    expect(parseConfig({ ...GOOD, ENVIRONMENT: 'staging', SITE_URL: DEPLOYED_ORIGINS.staging }).ok).toBe(true);
    for (const origin of Object.values(DEPLOYED_ORIGINS))
      expect(parseConfig({ ...GOOD, ENVIRONMENT: 'development', SITE_URL: origin }).ok, origin).toBe(true);
    // The tests' own origins (a fresh memo per test): neither deployment's.
    expect(parseConfig({ ...GOOD, SITE_URL: 'https://t-0123.larchfield.dev' }).ok).toBe(true);
    const { FORM_SECRET: _, ...vars } = GOOD;
    expect(checkVars({ ...vars, SITE_URL: DEPLOYED_ORIGINS.staging }).map((p) => p.name)).toEqual(['SITE_URL']);
  });

  it('checks the vars alone before a deploy (the secret lives on Cloudflare)', () => {
    const { FORM_SECRET: _, ...vars } = GOOD;
    expect(checkVars(vars)).toEqual([]);
    expect(checkVars({ ...vars, API_INBOX: 'newsloom' }).map((p) => p.name)).toEqual(['API_INBOX']);
  });
});

describe('a misconfigured worker', () => {
  // The variable, the vars changed, and what must never reach the log (a secret, an origin refused).
  const cases: [string, Record<string, unknown>, string?][] = [
    ['ENVIRONMENT', { ENVIRONMENT: 'prodution' }],
    ['ENVIRONMENT', { ENVIRONMENT: 'test' }],
    ['SITE_URL', { SITE_URL: 'http://www.larchfield.dev' }],
    ['SITE_URL', { SITE_URL: 'https://www.larchfield.dev/' }],
    ['SITE_URL', { SITE_URL: 'www.larchfield.dev' }],
    ['SITE_URL', { SITE_URL: DEPLOYED_ORIGINS.staging }, DEPLOYED_ORIGINS.staging],
    ['SITE_URL', { ENVIRONMENT: 'staging', SITE_URL: DEPLOYED_ORIGINS.production }, DEPLOYED_ORIGINS.production],
    ['MAIL_RETRY_SECONDS', { MAIL_RETRY_SECONDS: '-1' }],
    ['MAIL_RETRY_SECONDS', { MAIL_RETRY_SECONDS: '00' }],
    ['MAIL_RETRY_SECONDS', { MAIL_RETRY_SECONDS: '1.5' }],
    ['MAIL_RETRY_SECONDS', { MAIL_RETRY_SECONDS: 'sixty' }],
    ['FORM_SECRET', { FORM_SECRET: undefined }],
    ['FORM_SECRET', { FORM_SECRET: 'x'.repeat(31) }, 'x'.repeat(31)],
    ['FORM_SECRET', { FORM_SECRET: 'a'.repeat(48) }, 'a'.repeat(48)],
    ['FORM_SECRET', { FORM_SECRET: 'abc'.repeat(16) }, 'abcabc'],
    ['MAIL_FROM', { MAIL_FROM: 'website' }],
    ['SALES_INBOX', { SALES_INBOX: '' }],
    ['API_INBOX', { API_INBOX: 'newsloom@' }],
    ['RECRUITING_INBOX', { RECRUITING_INBOX: undefined }],
  ];
  for (const [name, vars, hidden] of cases) {
    it(`answers 503 with a plain body and logs one error line naming ${name} (${JSON.stringify(vars)})`, async () => {
      const lines = captureLogs();
      const res = await request('/', {}, vars as Partial<Env>);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.text();
      expect(body).toBe('Service Unavailable');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 'error', status: 503, variables: name, path: '/' });
      expect(String(lines[0]?.problems)).toContain(name);
      // The value never reaches the log: a secret, or an origin that is not this deployment's.
      if (hidden !== undefined) expect(JSON.stringify(lines)).not.toContain(hidden);
    });
  }

  it('answers every request so, static files and posts included, naming all failing variables', async () => {
    const lines = captureLogs();
    for (const [path, init] of [
      ['/robots.txt', {}],
      ['/_app/vitals', { method: 'POST', body: '{}' }],
      ['/contact', { method: 'POST', body: 'a=b' }],
    ] as const) {
      const res = await request(path, init, { ...STAGING, ENVIRONMENT: 'stagin', MAIL_FROM: 'nobody' });
      expect(res.status, path).toBe(503);
    }
    expect(lines.map((l) => [l.level, l.variables])).toEqual(Array(3).fill(['error', 'ENVIRONMENT, MAIL_FROM']));
  });

  it('mails nothing: the queue consumer retries the jobs later and logs the variables', async () => {
    const lines = captureLogs();
    const batch = createMessageBatch('company-site-mail', [
      { id: 'm0', timestamp: new Date(), attempts: 1, body: { kind: 'lead', id: 'nope' } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, MAIL_RETRY_SECONDS: '-1' });
    const result = await getQueueResult(batch, ctx);
    expect(result.retryBatch.retry).toBe(true);
    expect(result.explicitAcks).toEqual([]);
    expect(lines).toMatchObject([{ level: 'error', variables: 'MAIL_RETRY_SECONDS' }]);
  });

  it('serves as usual once the configuration is right again', async () => {
    const lines = captureLogs();
    expect((await request('/', {}, { ENVIRONMENT: 'prodution' })).status).toBe(503);
    expect((await request('/')).status).toBe(200);
    // Production with the forms' checks for tests is misconfigured too.
    expect((await request('/', {}, { FORM_CHECKS: 'fast' } as Partial<Env>)).status).toBe(503);
    expect((await request('/')).status).toBe(200);
    expect(lines.filter((l) => l.level === 'error')).toMatchObject([
      { message: expect.stringMatching(/^misconfigured/), variables: 'ENVIRONMENT' },
      { message: expect.stringMatching(/^misconfigured/), variables: 'FORM_CHECKS' },
    ]);
  });
});
