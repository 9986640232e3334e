/**
 * An uploaded picture against the content build's limits (client/site/picture-limits.ts): its type,
 * bytes and pixels, checked in the browser before it is sent, worded as the build's checkPicture
 * (scripts/content/pictures.mjs) words it; the studio's server runs that function itself on arrival.
 */
import { PICTURE_LIMITS } from '../site/picture-limits';

const TYPES: Readonly<Record<string, string>> = PICTURE_LIMITS.types;
const LIMITS_FILE = 'client/site/picture-limits.ts';
const figure = new Intl.NumberFormat('en');

/**
 * The type a file's name gives it, and whether the type the browser declares agrees.
 * @param file the path the picture would have (assets/images/…)
 * @public read by scripts/lib/admin-config.test.mjs (through its own bundle)
 */
export function typeProblem(file: string, declared: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  const expected = TYPES[ext];
  if (!expected)
    return `${file}: a picture is ${Object.keys(TYPES)
      .map((t) => `.${t}`)
      .join(', ')} (${LIMITS_FILE})`;
  if (declared && declared !== expected) return `${file} is ${declared}, not ${expected} as its name says`;
  return undefined;
}

/**
 * Bytes and pixels against the limits.
 * @public read by scripts/lib/admin-config.test.mjs (through its own bundle)
 */
export function sizeProblem(file: string, bytes: number, size: { width: number; height: number } | undefined): string | undefined {
  if (bytes > PICTURE_LIMITS.maxBytes)
    return `${file} is ${figure.format(bytes)} bytes; a picture has at most ${figure.format(PICTURE_LIMITS.maxBytes)} (${LIMITS_FILE})`;
  if (!size) return `${file} has no width and height the build can read`;
  if (size.width > PICTURE_LIMITS.maxWidth || size.height > PICTURE_LIMITS.maxHeight)
    return (
      `${file} is ${figure.format(size.width)}×${figure.format(size.height)} pixels; a picture is at most ` +
      `${figure.format(PICTURE_LIMITS.maxWidth)}×${figure.format(PICTURE_LIMITS.maxHeight)} (${LIMITS_FILE})`
    );
  return undefined;
}

/** An SVG's size as the build reads it: its root's width and height attributes, in pixels. */
function svgSize(text: string): { width: number; height: number } | undefined {
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  const px = (name: string) => {
    const value = /^\s*(\d+(?:\.\d+)?)(px)?\s*$/.exec(svg.getAttribute(name) ?? '')?.[1];
    return value ? Number(value) : undefined;
  };
  const width = px('width');
  const height = px('height');
  return svg.localName === 'svg' && width && height ? { width, height } : undefined;
}

/** A raster picture's size, as the browser decodes it. */
async function rasterSize(file: File): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

/** Why the file cannot be a picture of the site, or undefined when it can. @param path where it would be saved */
export async function pictureProblem(path: string, file: File): Promise<string | undefined> {
  const type = typeProblem(path, file.type);
  if (type) return type;
  if (file.size > PICTURE_LIMITS.maxBytes) return sizeProblem(path, file.size, undefined);
  const size = path.toLowerCase().endsWith('.svg') ? svgSize(await file.text()) : await rasterSize(file);
  return sizeProblem(path, file.size, size);
}
