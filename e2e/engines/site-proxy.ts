import { createHash } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the in-page probe (PROBE_SCRIPT) posts what it saw. */
const PROBLEMS_PATH = '/__engine-problems';

/**
 * Where a test's own in-page watcher posts what it saw (site.ts `watchForErrorPage`), with
 * navigator.sendBeacon: a beacon goes out even from a document that is being replaced.
 */
export const MARKS_PATH = '/__engine-marks';

/**
 * For an engine whose driver reports no console (WebKitGTK over classic WebDriver, which has no
 * log command, and whose MiniBrowser writes no console for automation windows): the first script
 * of every document, put there by the proxy. It passes console errors and warnings, uncaught
 * errors, unhandled rejections and CSP violations to the proxy with a synchronous request (so a
 * test's next step sees them), then removes its element, so hydration meets the server's markup.
 */
const PROBE_SCRIPT =
  '(function(){function r(m){try{var x=new XMLHttpRequest();x.open("POST","' +
  PROBLEMS_PATH +
  '",false);x.send(m)}catch(e){}}' +
  '["error","warn"].forEach(function(k){var o=console[k];console[k]=function(){r("console."+k+": "+[].map.call(arguments,String).join(" "));return o.apply(console,arguments)}});' +
  'addEventListener("error",function(e){r("uncaught: "+e.message)});' +
  'addEventListener("unhandledrejection",function(e){r("unhandled rejection: "+(e.reason&&e.reason.message||e.reason))});' +
  'document.addEventListener("securitypolicyviolation",function(e){r("CSP violation: "+e.effectiveDirective+" blocked "+(e.blockedURI||"inline"))});' +
  'document.currentScript.remove()})()';

const PROBE_HASH = `'sha256-${createHash('sha256').update(PROBE_SCRIPT).digest('base64')}'`;

/** One request the browser made, as the proxy saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query. */
  url: string;
  /** Sec-Fetch-Dest, or `document` guessed from Accept where an engine does not send it. */
  dest: string;
  status?: number;
}

/** What a rule does with a matching request. */
export type RuleAction =
  /** Answers 404 (a chunk that is gone after a deploy). */
  | { kind: 'fail' }
  /** Answers with this JSON instead of the worker's (another build's latest.json). */
  | { kind: 'json'; body: unknown }
  /** Holds the request until `release()` (a slow bundle, a slow meta document). */
  | { kind: 'hold' };

interface Rule {
  match: (path: string) => boolean;
  action: RuleAction;
  /** The rule applies only while this holds (e.g. only for the first document). */
  when: () => boolean;
}

/** A request the proxy holds until released. */
export interface Hold {
  /** Resolves when the first matching request has arrived. */
  readonly arrived: Promise<void>;
  release(): void;
}

/**
 * A small HTTP proxy in front of the worker, one per cross-engine test: every engine's browser
 * goes through it, so the test sees each request (and whether it was a document load) and can
 * break one (a chunk that 404s), replace one (a newer build in latest.json) or hold one back,
 * without an engine's request interception, which WebDriver classic lacks (decision 0087).
 *
 * It marks every answer `Cache-Control: no-store`, so a reload asks the network again and the
 * rules meet every request: the cross-engine tests are about the flows, the HTTP caching is
 * tested in workerd and in Chromium.
 */
export class SiteProxy {
  readonly requests: SeenRequest[] = [];
  /** What the in-page probe reported (only when the proxy injects it). */
  readonly probed: string[] = [];
  /** What in-page watchers posted to MARKS_PATH, in any engine. */
  readonly marks: string[] = [];
  private readonly rules: Rule[] = [];
  private readonly holds: { match: RegExp; arrive: () => void; gate: Promise<void> }[] = [];
  private readonly released = new Set<() => void>();
  private server?: Server;
  url = '';

  /** `probe`: put PROBE_SCRIPT into every HTML document (and its hash into the CSP). */
  constructor(
    private readonly upstream: string,
    private readonly probe = false,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const release of this.released) release();
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** Applies `action` to requests whose path (without query) matches, while `when()` holds. */
  rule(match: RegExp, action: RuleAction, when: () => boolean = () => true): void {
    this.rules.push({ match: (path) => match.test(path), action, when });
  }

  /** Holds requests whose path matches until the returned hold is released. */
  hold(match: RegExp): Hold {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.released.add(release);
    this.holds.push({ match, arrive, gate });
    return { arrived, release };
  }

  /** Paths of the document loads so far, in order. */
  documents(): string[] {
    return this.requests.filter((r) => r.dest === 'document').map((r) => r.url.split('?')[0]!);
  }

  /** The requests whose path matches, in order. */
  seen(match: RegExp): SeenRequest[] {
    return this.requests.filter((r) => match.test(r.url.split('?')[0]!));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const path = url.split('?')[0]!;
    if (path === PROBLEMS_PATH || path === MARKS_PATH) {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        (path === PROBLEMS_PATH ? this.probed : this.marks).push(body);
        res.writeHead(204).end();
      });
      return;
    }
    const fetchDest = req.headers['sec-fetch-dest'];
    const dest = typeof fetchDest === 'string' ? fetchDest : (req.headers.accept ?? '').startsWith('text/html') ? 'document' : '';
    const seen: SeenRequest = { method: req.method ?? 'GET', url, dest };
    this.requests.push(seen);

    for (const h of this.holds.filter((x) => x.match.test(path))) {
      h.arrive();
      await h.gate;
    }
    const rule = this.rules.find((r) => r.match(path) && r.when());
    if (rule?.action.kind === 'fail') {
      seen.status = 404;
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('Not Found');
      return;
    }
    if (rule?.action.kind === 'json') {
      seen.status = 200;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(rule.action.body));
      return;
    }

    const target = new URL(url, this.upstream);
    // Uncompressed, so that a document can be given the probe. A request from the page names the
    // proxy as its origin: it goes on naming the worker's, as Host does, so a same-origin check
    // there (the studio's API) sees what a visitor's browser would send it.
    const origin = req.headers.origin === this.url ? { origin: target.origin } : {};
    const headers = { ...req.headers, host: target.host, ...origin, ...(this.probe ? { 'accept-encoding': 'identity' } : {}) };
    const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
      seen.status = answer.statusCode;
      const out: OutgoingHttpHeaders = { ...answer.headers, 'cache-control': 'no-store' };
      delete out.etag;
      delete out['last-modified'];
      if (this.probe && (answer.headers['content-type'] ?? '').startsWith('text/html')) {
        const chunks: Buffer[] = [];
        answer.on('data', (d: Buffer) => chunks.push(d));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString()
            .replace(/<head>/, `<head><script>${PROBE_SCRIPT}</script>`);
          const csp = answer.headers['content-security-policy'];
          if (typeof csp === 'string') out['content-security-policy'] = csp.replace(/script-src /, `script-src ${PROBE_HASH} `);
          delete out['content-length'];
          res.writeHead(answer.statusCode ?? 502, out).end(html);
        });
        return;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end();
    });
    // A request the browser gave up on (a navigation cancelling the page's fetches) ends upstream too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }
}
