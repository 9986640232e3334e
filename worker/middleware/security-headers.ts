import { secureHeaders } from 'hono/secure-headers';
import { BUILD } from '../manifest';

/**
 * Security headers for every response the worker makes. The CSP allows our own origin, and
 * the inline scripts and the inline stylesheet by their sha256 (computed by the build),
 * nothing else: no 'unsafe-inline', no nonces, so a page is the same bytes for every visitor.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...BUILD.scriptHashes],
      // Only the build's inline stylesheet, by hash: no stylesheet files, no style attributes.
      styleSrc: BUILD.styleHashes,
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: [],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains; preload',
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
  });
