// An entry's Open Graph picture: 1200×630 PNG, drawn at build by satori (layout → SVG, text as
// paths from Jost's WOFF files: satori reads TTF, OTF and WOFF, not the WOFF2 the site serves)
// and rasterised by resvg. Same inputs, same bytes (no clock, no randomness, fonts from the lockfile).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** @type {{ name: string, data: Buffer, weight: 400 | 600, style: 'normal' }[] | undefined} */
let fonts;
/** @param {string} root */
function loadFonts(root) {
  fonts ??= [400, 600].flatMap((weight) =>
    ['latin', 'latin-ext'].map((subset) => ({
      name: 'Jost',
      data: readFileSync(join(root, `node_modules/@fontsource/jost/files/jost-${subset}-${weight}-normal.woff`)),
      weight: /** @type {400 | 600} */ (weight),
      style: /** @type {'normal'} */ ('normal'),
    })),
  );
  return fonts;
}

/** A satori element (React's shape, without React). */
const h = (type, style, ...children) => ({ type, props: { style, children: children.length === 1 ? children[0] : children } });

/**
 * @param {object} o
 * @param {string} o.title
 * @param {string} o.kind  the label above the title ("Case study", "News")
 * @param {string} o.date  the date as the reader reads it
 * @param {string} o.brand  the company's name
 * @param {string} o.root  project folder (fonts from node_modules)
 * @returns {Promise<Buffer>} PNG bytes
 */
export async function drawOgImage({ title, kind, date, brand, root }) {
  const size = title.length > 70 ? 56 : title.length > 40 ? 64 : 76;
  const tree = h(
    'div',
    { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 80px', backgroundColor: '#f0fdf4', backgroundImage: 'linear-gradient(160deg, #f0fdf4 0%, #ffffff 60%)', fontFamily: 'Jost', color: '#111827' },
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: '20px' },
      h('div', { width: '56px', height: '56px', borderRadius: '14px', backgroundColor: '#15803d', display: 'flex' }),
      h('div', { fontSize: '34px', fontWeight: 600 }, brand),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: '20px' },
      h('div', { fontSize: '28px', fontWeight: 600, color: '#15803d', textTransform: 'uppercase', letterSpacing: '3px' }, kind),
      h('div', { fontSize: `${size}px`, fontWeight: 600, lineHeight: 1.1, display: 'block', lineClamp: 3 }, title),
    ),
    h('div', { display: 'flex', fontSize: '28px', color: '#4b5563', borderTop: '2px solid #bbf7d0', paddingTop: '24px' }, date),
  );
  const svg = await satori(/** @type {any} */ (tree), { width: OG_WIDTH, height: OG_HEIGHT, fonts: loadFonts(root) });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
