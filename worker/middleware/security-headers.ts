import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The inline code a page may run, by sha256 (the site's come from the build manifest). The caller
 * hands them in: the studio's Worker, which sets a CSP of its own, then never imports the build
 * manifest, which `npm run dev` rewrites on every saved edit (wrangler would rebuild and reload the
 * studio with the site each time).
 */
export interface InlineSources {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
}

/** What the site sends with every answer; `https` adds what only means something over TLS. */
function options(https: boolean, inline: InlineSources): NonNullable<Parameters<typeof secureHeaders>[0]> {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inline.scriptHashes],
      // Only the build's inline stylesheet, by hash: no stylesheet files, no style attributes.
      styleSrc: [...inline.styleHashes],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      // On an http origin it breaks the page: WebKit applies it to http://localhost and
      // http://127.0.0.1 too (Chromium and Firefox exempt loopback), asks for the bundle over
      // https on the same port, gets nothing, and never hydrates (decision 0086).
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    // Browsers ignore HSTS received over http (RFC 6797 §8.1): sent only where it counts.
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains; preload' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    xFrameOptions: 'DENY',
    // Everything a browser could grant that the site never asks for.
    permissionsPolicy: {
      accelerometer: [],
      autoplay: [],
      camera: [],
      displayCapture: [],
      encryptedMedia: [],
      fullscreen: [],
      geolocation: [],
      gyroscope: [],
      hid: [],
      idleDetection: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      payment: [],
      pictureInPicture: [],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      serial: [],
      usb: [],
      xrSpatialTracking: [],
      browsingTopics: [],
    },
  };
}

/**
 * Security headers for every response the worker makes. The CSP allows our own origin, and
 * the inline scripts and the inline stylesheet by their sha256 (computed by the build),
 * nothing else: no 'unsafe-inline', no nonces, so a page is the same bytes for every visitor.
 *
 * Two configured instances, picked by the scheme of the request URL as the worker sees it.
 * Staging and production are served over https (Cloudflare hands the worker the visitor's
 * https URL): they get `upgrade-insecure-requests` and HSTS. The local workerd (`npm start`,
 * `wrangler dev`, the browser tests) is plain http on loopback: there both are left out, and
 * everything else is the same. Static files answered without the worker carry
 * assets/_headers, which cannot tell the schemes apart: their CSP has no
 * `upgrade-insecure-requests`, and the HSTS they carry is ignored on http.
 */
export function securityHeaders(inline: InlineSources): MiddlewareHandler {
  const overHttps = secureHeaders(options(true, inline));
  const overHttp = secureHeaders(options(false, inline));
  return (c, next) => (new URL(c.req.url).protocol === 'https:' ? overHttps : overHttp)(c, next);
}
