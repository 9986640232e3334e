#!/usr/bin/env node
// Renders the raster images in assets/ (social card 1200x630, apple-touch-icon 180x180,
// favicon.ico 32x32) from HTML with Debian's Chromium. Run by hand after changing the
// brand; the outputs are committed, so builds never need a browser.
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_PATH } from './lib/browsers.mjs';
import { loadTs } from './lib/load-ts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const font = readFileSync(join(root, 'node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2')).toString('base64');
const mark = readFileSync(join(root, 'assets/favicon.svg'), 'utf8');
const fontFace = `@font-face{font-family:Jost;font-weight:300 700;src:url(data:font/woff2;base64,${font}) format("woff2")}`;

/**
 * The social card of a language: the company's name, and its heading and caption from the site
 * module (COMPANY.name, SITE_HEAD.socialImage).
 * @param {{ brand: string, heading: string, caption: string }} text
 */
const card = ({ brand, heading, caption }) => `<!doctype html><html><head><style>${fontFace}
body{margin:0;width:1200px;height:630px;font-family:Jost,sans-serif;background:#052e16;color:#fff;position:relative;overflow:hidden}
.grid{position:absolute;inset:0;background-image:linear-gradient(#ffffff10 1px,transparent 1px),linear-gradient(90deg,#ffffff10 1px,transparent 1px);background-size:48px 48px}
.glow{position:absolute;right:-160px;top:-160px;width:640px;height:640px;border-radius:50%;background:radial-gradient(circle,#22c55e88,transparent 65%)}
.wrap{position:absolute;inset:72px 80px;display:flex;flex-direction:column;justify-content:space-between}
.brand{display:flex;align-items:center;gap:20px;font-size:40px;font-weight:600}.brand svg{width:72px;height:72px}
h1{font-size:76px;line-height:1.05;font-weight:600;margin:0;max-width:900px;letter-spacing:-1px}
p{font-size:32px;margin:0;color:#bbf7d0;font-weight:400}</style></head><body><div class="grid"></div><div class="glow"></div>
<div class="wrap"><div class="brand">${mark}<span>${brand}</span></div>
<h1>${heading}</h1><p>${caption}</p></div></body></html>`;

const icon = (
  /** @type {number} */ size,
  /** @type {number} */ radius,
) => `<!doctype html><html><head><style>body{margin:0;width:${size}px;height:${size}px;background:transparent}
svg{width:${size}px;height:${size}px;display:block}</style></head><body>${mark.replace('rx="8"', `rx="${radius}"`)}</body></html>`;

/**
 * Wraps one PNG into an ICO container (PNG-in-ICO, supported by every current browser).
 * @param {Buffer} png
 * @param {number} size
 */
function pngToIco(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
/**
 * A screenshot of `html` at the size given.
 * @param {string} html
 * @param {number} width
 * @param {number} height
 */
async function shot(html, width, height, omitBackground = false) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ omitBackground });
  await page.close();
  return png;
}
// One card per language, at the path its SITE_HEAD names (/og.png, /og-de.png). The modules read
// the compiled copy (dist/content/copy/): run after a build.
const written = [];
for (const file of ['client/site/company.ts', 'client/site/de/company.ts']) {
  const { COMPANY, SITE_HEAD } = await loadTs(file);
  const out = join(root, 'assets', SITE_HEAD.socialImage.path);
  writeFileSync(out, await shot(card({ brand: COMPANY.name, ...SITE_HEAD.socialImage }), 1200, 630));
  written.push(`assets${SITE_HEAD.socialImage.path}`);
}
writeFileSync(join(root, 'assets/apple-touch-icon.png'), await shot(icon(180, 0), 180, 180));
writeFileSync(join(root, 'assets/favicon.ico'), pngToIco(await shot(icon(32, 8), 32, 32, true), 32));
await browser.close();
console.log(`wrote ${written.join(', ')}, assets/apple-touch-icon.png, assets/favicon.ico`);
