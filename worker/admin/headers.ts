import type { MiddlewareHandler } from 'hono';
import type { StudioEnv } from './env';

/**
 * The studio's Content-Security-Policy, as strict as Decap CMS allows (decision 0199):
 * - script-src 'unsafe-eval': Decap validates its configuration with ajv, which compiles each
 *   schema with `new Function` (decaporg/decap-cms#2138); without it the editor never starts.
 *   No inline script: the editor's HTML loads its bundle from our origin.
 * - style-src 'unsafe-inline': Decap's components style themselves with emotion, which inserts
 *   <style> elements at run time.
 * - connect-src 'self': the editor talks to the worker only (/admin/api/v1), which talks to GitHub.
 * - img-src blob: and data:: pictures chosen for upload are previewed before they are saved.
 * - frame-src 'self' and frame-ancestors 'self': the preview pane is a same-origin frame.
 * Everything else is the public pages' (worker/middleware/security-headers.ts), whose CSP does not change.
 */
export const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The editor's own files may be kept by the browser, revalidated each time; nothing else is kept. */
const FILE_CACHE_CONTROL = 'private, no-cache';

/**
 * The headers of every answer under /admin, whatever answered it (the gate's 401/403/503 too):
 * never indexed (`X-Robots-Tag`; the editor's HTML also says so in a meta tag), the studio's CSP
 * instead of the site's, framed by our origin only, and never in a shared cache. Registered before
 * the site's security headers so that it has the last word on the CSP.
 */
export function studioHeaders(): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    await next();
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Content-Security-Policy', STUDIO_CSP);
    c.header('X-Frame-Options', 'SAMEORIGIN');
    const cacheControl = c.res.headers.get('Cache-Control');
    if (cacheControl !== FILE_CACHE_CONTROL) c.header('Cache-Control', 'no-store');
  };
}

/** Marks an answer as one of the editor's files (see studioHeaders). */
export function cacheAsStudioFile(headers: Headers): void {
  headers.set('Cache-Control', FILE_CACHE_CONTROL);
}
