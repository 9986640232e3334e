import { describe, expect, it } from 'vitest';
import { RouterProvider, staticRouter } from '../client/app/router';
import { NavigationProgress } from '../client/components/navigation-progress';
import ProgressBar from '../client/components/progress-bar';
import { CHROME } from '../client/site';
import { renderHtml } from './render-helpers';

describe('the navigation progress bar', () => {
  it('is a labelled, indeterminate progressbar fixed to the top, still under reduced motion', async () => {
    const html = await renderHtml(<ProgressBar />);
    expect(html).toContain(`role="progressbar" aria-label="${CHROME.progress}"`);
    expect(html).not.toContain('aria-valuenow');
    expect(html).toMatch(/class="fixed inset-x-0 top-0/);
    expect(html).toContain('motion-reduce:animate-none');
  });

  it('shows nothing while a navigation is younger than 200 ms (and never on the server)', async () => {
    const html = await renderHtml(
      <RouterProvider value={{ ...staticRouter('/'), pending: true }}>
        <NavigationProgress />
      </RouterProvider>,
    );
    expect(html).toBe('');
  });
});
