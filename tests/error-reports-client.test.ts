import { describe, expect, it } from 'vitest';
import { ERROR_REPORTS_ENDPOINT, ERROR_REPORT_MAX_BYTES, parseErrorReport } from '../client/error-reports';
import {
  ERROR_FRAMES_KEPT,
  ERROR_REPORTS_PER_PAGE,
  TYPED_PLACEHOLDER,
  createErrorSender,
  scrub,
  stackFrames,
  toReport,
} from '../client/runtime/error-reports';

const ORIGIN = 'https://www.larchfield.dev';
const BUILD_ID = '0123456789abcdef';

/** What the page guard queues: [kind, name, message, stack, path, build id]. */
const queued = (overrides: Partial<Record<'kind' | 'name' | 'message' | 'stack' | 'path' | 'buildId', unknown>> = {}) => {
  const r = { kind: 'render', name: 'TypeError', message: 'boom', stack: '', path: '/company', buildId: BUILD_ID, ...overrides };
  return [r.kind, r.name, r.message, r.stack, r.path, r.buildId];
};

const CHROMIUM_STACK = `TypeError: Cannot read properties of undefined (reading 'map')
    at Zp (${ORIGIN}/_app/company-U32XRBO3.js:1:2345)
    at ra (${ORIGIN}/_app/entry-B2CI5TZO.js:1:40001)
    at ${ORIGIN}/_app/entry-B2CI5TZO.js:1:50002
    at https://cdn.example/ext.js?token=secret:3:4`;
const FIREFOX_STACK = `Zp@${ORIGIN}/_app/company-U32XRBO3.js:1:2345
ra@${ORIGIN}/_app/entry-B2CI5TZO.js:1:40001
@${ORIGIN}/_app/entry-B2CI5TZO.js?v=1:1:50002
`;
const WEBKIT_STACK = `Zp@${ORIGIN}/_app/company-U32XRBO3.js:1:2345
ra@${ORIGIN}/_app/entry-B2CI5TZO.js:1:40001
forEach@[native code]
global code@${ORIGIN}/company:12:34`;

function sender() {
  const sent: { url: string; body: string }[] = [];
  let typed: string[] = [];
  const s = createErrorSender({ origin: ORIGIN, typed: () => typed, send: (url, body) => (sent.push({ url, body }), true) });
  return { s, sent, reports: () => sent.map((b) => JSON.parse(b.body) as Record<string, unknown>), setTyped: (t: string[]) => (typed = t) };
}

describe('stack frames', () => {
  it('come out the same from Chromium, Firefox and WebKit: function@file:line:column, our files by path', () => {
    const expected = ['Zp@/_app/company-U32XRBO3.js:1:2345', 'ra@/_app/entry-B2CI5TZO.js:1:40001'];
    expect(stackFrames(CHROMIUM_STACK, ORIGIN).slice(0, 2)).toEqual(expected);
    expect(stackFrames(FIREFOX_STACK, ORIGIN).slice(0, 2)).toEqual(expected);
    expect(stackFrames(WEBKIT_STACK, ORIGIN).slice(0, 2)).toEqual(expected);
  });

  it('name no file of another origin, and no query', () => {
    expect(stackFrames(CHROMIUM_STACK, ORIGIN).slice(2)).toEqual([
      '<anonymous>@/_app/entry-B2CI5TZO.js:1:50002',
      '<anonymous>@<other>:3:4',
    ]);
    expect(stackFrames(FIREFOX_STACK, ORIGIN)[2]).toBe('<anonymous>@/_app/entry-B2CI5TZO.js:1:50002');
  });

  it(`keep the first ${ERROR_FRAMES_KEPT}`, () => {
    const deep = Array.from({ length: 20 }, (_, i) => `f${i}@${ORIGIN}/_app/entry-X.js:1:${i}`).join('\n');
    expect(stackFrames(deep, ORIGIN)).toEqual(Array.from({ length: ERROR_FRAMES_KEPT }, (_, i) => `f${i}@/_app/entry-X.js:1:${i}`));
  });
});

describe('what leaves the browser', () => {
  it('URLs without query or fragment, ours by path', () => {
    expect(scrub(`payload ${ORIGIN}/careers/_payload.json?q=my+name#x: HTTP 502`, ORIGIN, [])).toBe(
      'payload /careers/_payload.json: HTTP 502',
    );
    expect(scrub('see https://partner.example/page?email=a@b.c for more', ORIGIN, [])).toBe('see https://partner.example/page for more');
    expect(scrub('not found: /solutions?ref=newsletter', ORIGIN, [])).toBe('not found: /solutions');
  });

  it('never what the visitor typed into a field', () => {
    expect(scrub('Invalid regular expression: /api (v2/: Unterminated group', ORIGIN, ['api (v2', ''])).toBe(
      `Invalid regular expression: /${TYPED_PLACEHOLDER}/: Unterminated group`,
    );
    // Shorter values would match anywhere: left as they are.
    expect(scrub('an error', ORIGIN, ['an'])).toBe('an error');
  });
});

describe('toReport', () => {
  it('makes a report the worker accepts from what the guard queued', () => {
    const report = toReport(queued({ stack: CHROMIUM_STACK }), ORIGIN, []);
    expect(report).toEqual({
      kind: 'render',
      name: 'TypeError',
      message: 'boom',
      stack: [
        'Zp@/_app/company-U32XRBO3.js:1:2345',
        'ra@/_app/entry-B2CI5TZO.js:1:40001',
        '<anonymous>@/_app/entry-B2CI5TZO.js:1:50002',
        '<anonymous>@<other>:3:4',
      ],
      path: '/company',
      buildId: BUILD_ID,
    });
    expect(parseErrorReport(report).ok).toBe(true);
  });

  it('fills what a thrown value lacks (a string, no stack) and drops what is not a report', () => {
    expect(toReport(['unhandled-rejection', undefined, 'a string', undefined, '/', BUILD_ID], ORIGIN, [])).toEqual({
      kind: 'unhandled-rejection',
      name: 'Error',
      message: 'a string',
      stack: [],
      path: '/',
      buildId: BUILD_ID,
    });
    expect(toReport(queued({ kind: 'mystery' }), ORIGIN, [])).toBeUndefined();
    expect(toReport(queued({ path: 'https://evil.example/' }), ORIGIN, [])).toBeUndefined();
    expect(toReport({ kind: 'render' }, ORIGIN, [])).toBeUndefined();
    expect(toReport(queued({ buildId: '<script>' }), ORIGIN, [])?.buildId).toBe('unknown');
    expect(toReport(queued({ path: '/careers?name=Ada' }), ORIGIN, [])?.path).toBe('/careers');
  });

  it(`stays within ${ERROR_REPORT_MAX_BYTES} bytes, multi-byte text included`, () => {
    const report = toReport(
      queued({
        message: '€'.repeat(10_000),
        stack: Array.from({ length: 8 }, () => `${'€'.repeat(150)}@${ORIGIN}/_app/a.js:1:1`).join('\n'),
      }),
      ORIGIN,
      [],
    )!;
    expect(new TextEncoder().encode(JSON.stringify(report)).length).toBeLessThanOrEqual(ERROR_REPORT_MAX_BYTES);
    expect(parseErrorReport(report).ok).toBe(true);
  });
});

describe('the sender', () => {
  it('sends one beacon per report to POST /_app/errors and empties the queue', () => {
    const { s, sent, reports } = sender();
    const queue = [queued(), queued({ kind: 'payload', message: 'payload /careers: HTTP 502' })];
    s.flush(queue);
    expect(queue).toEqual([]);
    expect(sent.map((b) => b.url)).toEqual([ERROR_REPORTS_ENDPOINT, ERROR_REPORTS_ENDPOINT]);
    expect(reports().map((r) => r.kind)).toEqual(['render', 'payload']);
  });

  it('sends the same error once per page view', () => {
    const { s, sent } = sender();
    s.flush([queued({ stack: FIREFOX_STACK }), queued({ stack: FIREFOX_STACK })]);
    s.flush([queued({ stack: FIREFOX_STACK })]);
    expect(sent).toHaveLength(1);
  });

  it(`sends at most ${ERROR_REPORTS_PER_PAGE} reports a page view`, () => {
    const { s, sent } = sender();
    s.flush(Array.from({ length: ERROR_REPORTS_PER_PAGE + 3 }, (_, i) => queued({ message: `error ${i}` })));
    expect(sent).toHaveLength(ERROR_REPORTS_PER_PAGE);
  });

  it('leaves out what the visitor has typed into the page, at the time of sending', () => {
    const { s, reports, setTyped } = sender();
    setTyped(['ada lovelace']);
    s.flush([queued({ message: 'no result for ada lovelace' })]);
    expect(reports()[0]?.message).toBe(`no result for ${TYPED_PLACEHOLDER}`);
  });
});
