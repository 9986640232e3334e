// An entry's Open Graph picture: 1200×630 PNG, drawn at build by satori (layout → SVG, text as
// paths from Jost's WOFF files: satori reads TTF, OTF and WOFF, not the WOFF2 the site serves)
// and rasterised by resvg. Same inputs, same bytes (no clock, no randomness, fonts from the lockfile).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

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

/** @typedef {{ type: string, props: { style: Record<string, string | number>, children: OgNode | OgNode[] } }} OgElement */
/** @typedef {OgElement | string} OgNode */
/**
 * A satori element (React's shape, without React).
 * @param {string} type @param {Record<string, string | number>} style @param {...OgNode} children @returns {OgElement}
 */
const h = (type, style, ...children) => ({
  type,
  props: { style, children: children.length === 1 ? /** @type {OgNode} */ (children[0]) : children },
});

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
  // Three lines at most: a longer title is cut with an ellipsis (the page itself has it whole).
  const shown = title.length > 110 ? `${title.slice(0, 108).trimEnd()}…` : title;
  const size = shown.length > 70 ? 56 : shown.length > 40 ? 64 : 76;
  const tree = h(
    'div',
    {
      width: '1200px',
      height: '630px',
      display: 'flex',
      position: 'relative',
      backgroundColor: '#f0fdf4',
      backgroundImage: 'linear-gradient(160deg, #f0fdf4 0%, #ffffff 60%)',
      fontFamily: 'Jost',
      color: '#111827',
    },
    h(
      'div',
      { position: 'absolute', left: '80px', top: '72px', display: 'flex', alignItems: 'center', height: '56px' },
      h('div', { width: '56px', height: '56px', borderRadius: '14px', backgroundColor: '#15803d', marginRight: '20px' }, ''),
      h('div', { fontSize: '34px', fontWeight: 600 }, brand),
    ),
    h(
      'div',
      { position: 'absolute', left: '80px', bottom: '170px', display: 'flex', flexDirection: 'column', width: '1040px' },
      h(
        'div',
        { fontSize: '28px', fontWeight: 600, color: '#15803d', textTransform: 'uppercase', letterSpacing: '3px', marginBottom: '20px' },
        kind,
      ),
      h('div', { fontSize: `${size}px`, fontWeight: 600, lineHeight: 1.12, width: '1040px' }, shown),
    ),
    h(
      'div',
      {
        position: 'absolute',
        left: '80px',
        bottom: '64px',
        display: 'flex',
        width: '1040px',
        fontSize: '28px',
        color: '#4b5563',
        borderTop: '2px solid #bbf7d0',
        paddingTop: '24px',
      },
      date,
    ),
  );
  const svg = await satori(/** @type {any} */ (tree), { width: OG_WIDTH, height: OG_HEIGHT, fonts: loadFonts(root) });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
