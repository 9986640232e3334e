import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** Icons every page shows in the layout's footer. */
const FOOTER_ICONS = ['lucide:mail', 'lucide:map-pin', 'simple-icons:github', 'simple-icons:linkedin', 'simple-icons:mastodon'];

const PAGES = [
  { path: '/', label: 'Home', icons: ['lucide:arrow-right', 'lucide:check'] },
  { path: '/solutions', label: 'Solutions', icons: ['lucide:check'] },
  { path: '/company', label: 'Company', icons: [] },
  { path: '/careers', label: 'Careers', icons: ['lucide:arrow-right'] },
];

/** Counts requests to the icon endpoint for the page's life. */
function countIconRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/icons')) count++;
  });
  return () => count;
}

/** Each icon on the page: its name, drawn box and whether it has drawing content. */
async function icons(page: Page) {
  return page.locator('svg[data-icon]').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = svg.getBoundingClientRect();
      return {
        name: svg.getAttribute('data-icon') ?? '',
        hidden: svg.getAttribute('aria-hidden'),
        drawn: svg.childElementCount > 0 && svg.firstElementChild?.namespaceURI === 'http://www.w3.org/2000/svg',
        width: box.width,
        height: box.height,
        attrWidth: Number(svg.getAttribute('width')),
        attrHeight: Number(svg.getAttribute('height')),
      };
    }),
  );
}

async function expectIcons(page: Page, expected: string[]) {
  const found = await icons(page);
  const names = new Set(found.map((i) => i.name));
  for (const name of [...FOOTER_ICONS, ...expected]) expect(names, name).toContain(name);
  for (const icon of found) {
    expect(icon, icon.name).toMatchObject({ hidden: 'true', drawn: true });
    // Drawn at the size its attributes reserve, so nothing moves when it paints.
    expect(icon.width, icon.name).toBeCloseTo(icon.attrWidth, 1);
    expect(icon.height, icon.name).toBeCloseTo(icon.attrHeight, 1);
  }
}

test.describe('icons', () => {
  for (const p of PAGES) {
    test(`${p.path} shows its icons inline, with no icon request`, async ({ page, problems }) => {
      const iconRequests = countIconRequests(page);
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await expectIcons(page, p.icons);
      // Social links keep their text; the icon beside it is decoration.
      await expect(page.getByRole('link', { name: 'GitHub' })).toBeVisible();
      expect(iconRequests()).toBe(0);
      expect(problems).toEqual([]);
    });
  }

  test('client navigation renders the next page’s icons from the bundle, with no icon request', async ({ page, problems }) => {
    const iconRequests = countIconRequests(page);
    await page.goto('/company');
    await hydrated(page);
    for (const p of [PAGES[3]!, PAGES[1]!, PAGES[0]!]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: p.label }).click();
      await expect(page).toHaveURL(p.path);
      await expect(page.locator(`main svg[data-icon="${p.icons[0]}"]`).first()).toBeVisible();
      await expectIcons(page, p.icons);
    }
    expect(iconRequests()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('the icon endpoint serves bundled icons to the browser', async ({ page, problems }) => {
    await page.goto('/');
    await hydrated(page);
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/icons/lucide.json?icons=check');
      return { status: res.status, body: (await res.json()) as { prefix: string; icons: Record<string, { body: string }> } };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.prefix).toBe('lucide');
    expect(answer.body.icons.check?.body).toContain('<path');
    const svg = await page.request.get('/api/icons/simple-icons/github.svg');
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(problems).toEqual([]);
  });
});
