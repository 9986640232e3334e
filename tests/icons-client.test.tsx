import lucide from '@iconify-json/lucide/icons.json';
import simpleIcons from '@iconify-json/simple-icons/icons.json';
import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { Icon } from '../client/components/icon';
import { bundledIcon } from '../client/icons/bundled';
import { parseIconName } from '../client/icons/names';
import { USED_ICONS } from '../client/icons/used';
import { flattenIcon, scopeIds } from '../worker/icons/flatten';
import { SPEC_ROUTES, request } from './helpers';

const INSTALLED: Record<string, Parameters<typeof flattenIcon>[0]> = { lucide, 'simple-icons': simpleIcons };

describe('bundled icons', () => {
  it('hold every icon in use, exactly as the installed set draws it', () => {
    for (const full of USED_ICONS) {
      const parsed = parseIconName(full);
      const set = parsed && INSTALLED[parsed.prefix];
      expect(set, full).toBeDefined();
      if (!parsed || !set) continue;
      expect(bundledIcon(full), full).toEqual(flattenIcon(set, parsed.name));
    }
  });

  it('hold nothing else of the sets', () => {
    expect(bundledIcon('lucide:house')).toBeUndefined();
    expect(bundledIcon('simple-icons:gitlab')).toBeUndefined();
    expect(bundledIcon('__proto__')).toBeUndefined();
  });
});

describe('<Icon>', () => {
  it('renders inline SVG with a fixed size, hidden from assistive technology when decorative', () => {
    const html = renderToString(<Icon name="lucide:check" size={18} className="text-primary-700" />);
    expect(html).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" data-icon="lucide:check" focusable="false" class="shrink-0 text-primary-700" aria-hidden="true">${bundledIcon('lucide:check')?.body}</svg>`,
    );
  });

  it('is an image with an accessible name when labelled', () => {
    const html = renderToString(<Icon name="simple-icons:github" label="GitHub" />);
    expect(html).toContain('role="img" aria-label="GitHub"');
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('width="20" height="20"');
  });
});

describe('scopeIds', () => {
  it('prefixes ids and their references, and nothing else', () => {
    const body =
      '<mask id="m"><path d="M0 0" fill="#fff"/></mask><g mask="url(#m)"><use href="#m"/></g><path id="m2" style="fill:url(#m2);"/>';
    expect(scopeIds(body, 'x-')).toBe(
      '<mask id="x-m"><path d="M0 0" fill="#fff"/></mask><g mask="url(#x-m)"><use href="#x-m"/></g><path id="x-m2" style="fill:url(#x-m2);"/>',
    );
    expect(scopeIds('<path d="M0 0"/>', 'x-')).toBe('<path d="M0 0"/>');
  });
});

describe('pages render their icons inline', () => {
  it.each(SPEC_ROUTES)('%s has decorative inline SVG icons from the bundle', async (path) => {
    const html = await (await request(path)).text();
    const icons: { name: string; hidden: string | null; width: string | null; height: string | null }[] = [];
    let body = '';
    await new HTMLRewriter()
      .on('svg[data-icon]', {
        element(el) {
          icons.push({
            name: el.getAttribute('data-icon') ?? '',
            hidden: el.getAttribute('aria-hidden'),
            width: el.getAttribute('width'),
            height: el.getAttribute('height'),
          });
        },
      })
      .on('svg[data-icon] *', { element: () => void (body += 'x') })
      .transform(new Response(html))
      .text();
    const names = new Set(icons.map((i) => i.name));
    for (const name of ['lucide:mail', 'lucide:map-pin', 'simple-icons:github', 'simple-icons:linkedin', 'simple-icons:mastodon'])
      expect(names).toContain(name);
    for (const icon of icons) {
      expect(icon.hidden).toBe('true');
      expect(Number(icon.width)).toBeGreaterThan(0);
      expect(Number(icon.height)).toBeGreaterThan(0);
    }
    // Every icon has drawing content.
    expect(body.length).toBeGreaterThanOrEqual(icons.length);
    expect(html).not.toContain('/api/icons');
  });
});
