// A content picture checked from its bytes alone: its type (by its name, and that its bytes are of
// that type), its size in bytes and its intrinsic size in pixels (read from its header: an SVG's
// root attributes, a PNG's IHDR, a JPEG's frame header, a WebP's VP8/VP8L/VP8X header), against the
// limits of client/site/picture-limits.ts. No file system and nothing of Node's: the content build
// runs it on every picture content references, and the studio on an upload (in the worker and in
// the browser), so both refuse a picture with the same message.

/**
 * What a content picture may be (client/site/picture-limits.ts `PICTURE_LIMITS`).
 * @typedef {{ readonly types: Readonly<Record<string, string>>, readonly maxBytes: number, readonly maxWidth: number, readonly maxHeight: number }} PictureLimits
 */
/** @typedef {{ width: number, height: number }} PictureSize */

/** Where the figures come from, in every message that names one. */
const LIMITS_FILE = 'client/site/picture-limits.ts';
const figure = new Intl.NumberFormat('en');

/** @param {Uint8Array} bytes @param {number} at @param {number} length */
const ascii = (bytes, at, length) => String.fromCharCode(...bytes.subarray(at, at + length));

/** @param {Uint8Array} bytes */
function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b) || ascii(bytes, 12, 4) !== 'IHDR') return 'is not a PNG file';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's size from its first frame header (SOF0-SOF15 but DHT, JPG and DAC). @param {Uint8Array} bytes */
function jpegSize(bytes) {
  const problem = 'is not a JPEG file';
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return problem;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return problem;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker, and the markers that stand alone (no length).
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break;
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return problem;
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + length;
  }
  return 'has no frame header (a JPEG file without its size)';
}

/** @param {Uint8Array} bytes */
function webpSize(bytes) {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return 'is not a WebP file';
  const b = (/** @type {number} */ i) => bytes[i] ?? 0;
  const chunk = ascii(bytes, 12, 4);
  // Lossy: the key frame's start code, then 14-bit width and height.
  if (chunk === 'VP8 ' && b(23) === 0x9d && b(24) === 0x01 && b(25) === 0x2a)
    return { width: (b(26) | (b(27) << 8)) & 0x3fff, height: (b(28) | (b(29) << 8)) & 0x3fff };
  // Lossless: a signature byte, then width - 1 and height - 1 in 14 bits each.
  if (chunk === 'VP8L' && b(20) === 0x2f)
    return { width: 1 + (((b(22) & 0x3f) << 8) | b(21)), height: 1 + (((b(24) & 0x0f) << 10) | (b(23) << 2) | ((b(22) & 0xc0) >> 6)) };
  // Extended: canvas width - 1 and height - 1 in 24 bits each.
  if (chunk === 'VP8X') return { width: 1 + (b(24) | (b(25) << 8) | (b(26) << 16)), height: 1 + (b(27) | (b(28) << 8) | (b(29) << 16)) };
  return 'is not a WebP file';
}

/** An SVG's size: its root's width and height attributes, in pixels. @param {Uint8Array} bytes */
function svgSize(bytes) {
  const root = /<svg\b[^>]*>/.exec(new TextDecoder().decode(bytes))?.[0];
  if (!root) return 'has no <svg> element';
  const attr = (/** @type {string} */ name) => new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)(?:px)?"`).exec(root)?.[1];
  const width = Number(attr('width'));
  const height = Number(attr('height'));
  if (!(width > 0 && height > 0)) return 'needs width and height attributes (in pixels) on its <svg> element';
  return { width, height };
}

/** The header reader of each type a picture may have, by its extension. @type {Readonly<Record<string, (bytes: Uint8Array) => PictureSize | string>>} */
const READERS = { svg: svgSize, png: pngSize, jpg: jpegSize, jpeg: jpegSize, webp: webpSize };

/** A file's extension, lowercase (empty when it has none). @param {string} file */
const extensionOf = (file) => /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';

/**
 * The intrinsic size of a picture from its header, or why it has none (`is not a PNG file`,
 * `needs width and height attributes…`); by the extension of `file`, whatever the limits allow.
 * @param {string} file its name or path @param {Uint8Array} bytes
 * @returns {PictureSize | string}
 */
export function pictureSize(file, bytes) {
  const read = READERS[extensionOf(file)];
  return read ? read(bytes) : `is not a picture the site reads (${Object.keys(READERS).join(', ')})`;
}

/**
 * One picture against the limits: its type (the extension of `file`, and bytes of that type), its
 * bytes and its intrinsic size in pixels. The size when it passes; otherwise every problem, each a
 * sentence that starts with `file` (`assets/images/big.png is 612,345 bytes; …`).
 * @param {string} file the picture's path as the message should name it (e.g. assets/images/work/x.svg)
 * @param {Uint8Array} bytes its content
 * @param {PictureLimits} limits client/site/picture-limits.ts `PICTURE_LIMITS`
 * @returns {PictureSize | { problems: string[] }}
 */
export function checkPicture(file, bytes, limits) {
  const types = Object.keys(limits.types);
  const ext = extensionOf(file);
  if (!types.includes(ext)) return { problems: [`${file}: a picture is ${types.map((t) => `.${t}`).join(', ')} (${LIMITS_FILE})`] };
  /** @type {string[]} */
  const problems = [];
  if (bytes.length > limits.maxBytes)
    problems.push(
      `${file} is ${figure.format(bytes.length)} bytes; a picture has at most ${figure.format(limits.maxBytes)} (${LIMITS_FILE})`,
    );
  const size = pictureSize(file, bytes);
  if (typeof size === 'string') problems.push(`${file} ${size}`);
  else if (size.width > limits.maxWidth || size.height > limits.maxHeight)
    problems.push(
      `${file} is ${figure.format(size.width)}×${figure.format(size.height)} pixels; a picture is at most ` +
        `${figure.format(limits.maxWidth)}×${figure.format(limits.maxHeight)} (${LIMITS_FILE})`,
    );
  return problems.length > 0 || typeof size === 'string' ? { problems } : size;
}

/**
 * Every picture mapping in a value of copy (`src`, `width`, `height`: the copy schemas' `picture`),
 * checked: its file, and its size the one the copy states (the box the page reserves). The content
 * build runs it on every file of copy, the studio on a saved one.
 * @param {unknown} value @param {(string | number)[]} path
 * @param {(path: (string | number)[], message: string) => void} report @param {{ check: (src: string) => PictureSize | string | undefined }} pictures
 *   a picture by its path from the site's root: its size, its file's problems, or undefined when no file has that path
 */
export function picturesIn(value, path, report, pictures) {
  if (Array.isArray(value)) value.forEach((item, i) => picturesIn(item, [...path, i], report, pictures));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  const { src, width, height } = /** @type {Record<string, unknown>} */ (value);
  if (typeof src === 'string' && typeof width === 'number' && typeof height === 'number') {
    const size =
      src.startsWith('/') && !src.startsWith('//')
        ? pictures.check(src)
        : `"${src}": use a path from the site's root, like /images/<file>.svg`;
    if (size === undefined) report([...path, 'src'], `no such file assets${src}`);
    else if (typeof size === 'string') report([...path, 'src'], size);
    else if (size.width !== width || size.height !== height)
      report(
        [...path, 'width'],
        `${width}×${height}, but assets${src} is ${size.width}×${size.height}: give the picture's own size, so the page reserves its box`,
      );
    return;
  }
  for (const [key, item] of Object.entries(value)) picturesIn(item, [...path, key], report, pictures);
}
