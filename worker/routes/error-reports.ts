import { ERROR_REPORTS_ENDPOINT, ERROR_REPORT_MAX_BYTES, parseErrorReport } from '../../client/error-reports';
import { beaconRoute } from './beacon';

export type EngineFamily = 'chromium' | 'firefox' | 'webkit' | 'other';

/**
 * The browser engine a user agent names. Every browser on iOS and iPadOS runs WebKit, whatever
 * it calls itself (CriOS, FxiOS, EdgiOS); elsewhere Gecko is Firefox, Chrome/Chromium tokens are
 * Chromium (Edge, Opera, Samsung Internet too), and what is left of AppleWebKit is Safari's engine.
 */
export function engineFamily(userAgent: string): EngineFamily {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'webkit';
  if (/\bGecko\/\d.*\bFirefox\//.test(userAgent)) return 'firefox';
  if (/\b(Chrome|Chromium|HeadlessChrome)\//.test(userAgent)) return 'chromium';
  if (/\bAppleWebKit\//.test(userAgent)) return 'webkit';
  return 'other';
}

/**
 * POST /_app/errors: one browser error report from `navigator.sendBeacon`
 * (client/runtime/error-reports.ts), checked against the report's schema and written as one
 * structured log line at level `client-error` (`client error`; not `error`, which is the worker's own): what failed, the first stack frames,
 * the page, the build, the engine family (from the User-Agent) and, as on every line, whether
 * a crawler sent it (`bot`).
 */
export const errorReports = beaconRoute(ERROR_REPORTS_ENDPOINT, ERROR_REPORT_MAX_BYTES, parseErrorReport, (c, report) => {
  c.get('log').log('client-error', 'client error', {
    kind: report.kind,
    errorName: report.name,
    errorMessage: report.message,
    stack: report.stack.join('\n'),
    page: report.path,
    buildId: report.buildId,
    engine: engineFamily(c.req.header('user-agent') ?? ''),
  });
});
