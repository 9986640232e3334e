// node --test: one picture checked from its bytes (./pictures.mjs): each type's header read for its
// size, and the limits of client/site/picture-limits.ts (type, bytes, pixels) applied with messages
// that name the file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadTs } from '../lib/load-ts.mjs';
import { checkPicture, pictureSize } from './pictures.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** @type {import('./pictures.mjs').PictureLimits} */
const LIMITS = (await loadTs('client/site/picture-limits.ts')).PICTURE_LIMITS;

/** A PNG's signature and IHDR, then `pad` bytes. @param {number} width @param {number} height @param {number} [pad] */
function png(width, height, pad = 0) {
  const bytes = new Uint8Array(33 + pad);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG whose frame header (SOF2) follows an APP0 segment. @param {number} width @param {number} height */
function jpeg(width, height) {
  const app0 = [0xff, 0xe0, 0, 16, ...Array.from('JFIF\0', (c) => c.charCodeAt(0)), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc2, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

/** A WebP file of one chunk whose first bytes are `head`. @param {string} chunk @param {number[]} head */
function webp(chunk, head) {
  const bytes = new Uint8Array(40);
  const text = (/** @type {number} */ at, /** @type {string} */ s) =>
    bytes.set(
      Array.from(s, (c) => c.charCodeAt(0)),
      at,
    );
  text(0, 'RIFF');
  text(8, 'WEBP');
  text(12, chunk);
  bytes.set(head, 20);
  return bytes;
}

/** @param {string} text */
const utf8 = (text) => new TextEncoder().encode(text);

describe('a picture’s size, from its header', () => {
  it('reads each type the site takes', () => {
    assert.deepEqual(pictureSize('a.png', png(640, 400)), { width: 640, height: 400 });
    assert.deepEqual(pictureSize('a.jpg', jpeg(1600, 900)), { width: 1600, height: 900 });
    assert.deepEqual(
      pictureSize('a.svg', utf8('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="760" height="420px">')),
      {
        width: 760,
        height: 420,
      },
    );
    // Lossy: start code, then 14-bit width and height (little-endian).
    assert.deepEqual(pictureSize('a.webp', webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0x90, 0x01])), { width: 640, height: 400 });
    // Lossless: width - 1 = 639 and height - 1 = 399 packed in 14 bits each.
    const l = [0x2f, 639 & 0xff, (639 >> 8) | ((399 & 0x3) << 6), (399 >> 2) & 0xff, (399 >> 10) & 0x0f];
    assert.deepEqual(pictureSize('a.webp', webp('VP8L', l)), { width: 640, height: 400 });
    // Extended: canvas width - 1 and height - 1 in 24 bits.
    assert.deepEqual(pictureSize('a.webp', webp('VP8X', [0, 0, 0, 0, 0x7f, 0x02, 0, 0x8f, 0x01, 0])), { width: 640, height: 400 });
  });

  it('reads the site’s own pictures as the content build always did', () => {
    const file = 'assets/images/work/fahrwerk-migration.svg';
    assert.deepEqual(pictureSize(file, readFileSync(join(ROOT, file))), { width: 760, height: 420 });
    assert.deepEqual(pictureSize('og.png', readFileSync(join(ROOT, 'assets/og.png'))), { width: 1200, height: 630 });
  });

  it('says why bytes are not of the type their name gives', () => {
    assert.equal(pictureSize('a.png', jpeg(10, 10)), 'is not a PNG file');
    assert.equal(pictureSize('a.jpg', png(10, 10)), 'is not a JPEG file');
    assert.equal(pictureSize('a.webp', png(10, 10)), 'is not a WebP file');
    assert.equal(pictureSize('a.svg', utf8('<html></html>')), 'has no <svg> element');
    assert.equal(
      pictureSize('a.svg', utf8('<svg viewBox="0 0 10 10">')),
      'needs width and height attributes (in pixels) on its <svg> element',
    );
  });
});

describe('one picture against the limits', () => {
  it('passes with its size', () => {
    assert.deepEqual(checkPicture('assets/images/a.png', png(LIMITS.maxWidth, LIMITS.maxHeight), LIMITS), {
      width: LIMITS.maxWidth,
      height: LIMITS.maxHeight,
    });
  });

  it('refuses a type the limits do not list, naming the file', () => {
    assert.deepEqual(checkPicture('assets/images/a.gif', new Uint8Array(10), LIMITS), {
      problems: ['assets/images/a.gif: a picture is .svg, .png, .jpg, .webp (client/site/picture-limits.ts)'],
    });
  });

  it('refuses more bytes than the limit, and more pixels, each with its figure', () => {
    const big = png(LIMITS.maxWidth + 1, 10, LIMITS.maxBytes);
    assert.deepEqual(checkPicture('assets/images/big.png', big, LIMITS), {
      problems: [
        `assets/images/big.png is ${(LIMITS.maxBytes + 33).toLocaleString('en')} bytes; a picture has at most ${LIMITS.maxBytes.toLocaleString('en')} (client/site/picture-limits.ts)`,
        `assets/images/big.png is ${(LIMITS.maxWidth + 1).toLocaleString('en')}×10 pixels; a picture is at most ${LIMITS.maxWidth.toLocaleString('en')}×${LIMITS.maxHeight.toLocaleString('en')} (client/site/picture-limits.ts)`,
      ],
    });
    assert.deepEqual(checkPicture('assets/images/tall.jpg', jpeg(10, LIMITS.maxHeight + 1), LIMITS), {
      problems: [
        `assets/images/tall.jpg is 10×${(LIMITS.maxHeight + 1).toLocaleString('en')} pixels; a picture is at most ${LIMITS.maxWidth.toLocaleString('en')}×${LIMITS.maxHeight.toLocaleString('en')} (client/site/picture-limits.ts)`,
      ],
    });
  });

  it('refuses bytes that are not of their type', () => {
    assert.deepEqual(checkPicture('assets/images/a.png', utf8('<svg width="1" height="1">'), LIMITS), {
      problems: ['assets/images/a.png is not a PNG file'],
    });
  });
});
