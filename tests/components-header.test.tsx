import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CopyProvider } from '../client/app/copy';
import { Layout } from '../client/app/layout';
import { RouterProvider, staticRouter } from '../client/app/router';
import { EN_CLIENT_COPY } from '../client/site/client-copy';
import { schema } from '../client/site/ui.schema';
import type { UiCopy } from '../client/site/ui';
import { renderHtml } from './render-helpers';

/** The header's links, href and label, in their order. */
function headerLinks(html: string): [string, string][] {
  const nav = /<nav aria-label="[^"]*">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

describe('the header’s navigation is content (the UI copy’s routeLabels, issue 40)', () => {
  it('lists the pages of the copy in the copy’s order, not the registry’s, the current one marked', async () => {
    // As an editor would write content/site/ui.en.yaml: reordered, a page added, others dropped.
    const routeLabels = { contact: 'Write to us', home: 'Start', work: 'Our work' } as unknown as UiCopy['routeLabels'];
    const html = await renderHtml(
      <CopyProvider value={{ ...EN_CLIENT_COPY, ui: { ...EN_CLIENT_COPY.ui, routeLabels } }}>
        <RouterProvider value={staticRouter('/work')}>
          <Layout footer={null}>page</Layout>
        </RouterProvider>
      </CopyProvider>,
    );
    expect(headerLinks(html)).toEqual([
      ['/contact', 'Write to us'],
      ['/', 'Start'],
      ['/work', 'Our work'],
    ]);
    expect(html).toMatch(/<a href="\/work" aria-current="page"/);
  });

  it('takes any page without a parameter, and refuses another id, a page with one, or none', () => {
    const labels = schema.entries.routeLabels;
    expect(v.safeParse(labels, { news: 'News', privacy: 'Privacy' }).success).toBe(true);
    expect(v.safeParse(labels, { position: 'A position' }).success).toBe(false);
    expect(v.safeParse(labels, { blog: 'Blog' }).success).toBe(false);
    expect(v.safeParse(labels, { home: '' }).success).toBe(false);
    expect(v.safeParse(labels, {}).success).toBe(false);
  });
});
