import { expect, hydrated, test } from './fixtures';
import { axeViolations, openIn } from './design-support';

test.describe('axe finds no violation', () => {
  // An axe pass over a long page takes seconds on a busy machine; the default 30 s is tight.
  test.describe.configure({ timeout: 90_000 });
  // Every kind of page: e2e/design.spec.ts runs axe there (English in light at 1440 and 390 px,
  // German in dark at 1440 px); here, the states a page reaches only by a visitor's action.

  test('the open menu, the open select and the open palette, in dark', async ({ page, problems }) => {
    await openIn(page, '/careers', 'dark', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await axeViolations(page), 'the open menu').toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).click();
    const select = page.getByRole('combobox', { name: 'Team' });
    await select.scrollIntoViewIfNeeded();
    // The filter loads on the visitor's first key press or click (an intent-only lazy part).
    await page.keyboard.press('Shift');
    await expect(page.locator('#team-filter').locator('..')).toHaveAttribute('data-hydrated', '');
    await select.click();
    await expect(page.getByRole('listbox', { name: 'Team' })).toBeVisible();
    expect(await axeViolations(page), 'the open select').toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible();
    expect(await axeViolations(page), 'the open palette').toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the runner reports what it is shown (positive control): an image without a text alternative, grey on grey, only inside the part it is given', async ({
    page,
    problems,
  }) => {
    await openIn(page, '/', 'light', { width: 1440, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const part = document.createElement('section');
      part.id = 'axe-control';
      const img = Object.assign(document.createElement('img'), { src: '/favicon.svg', width: 16, height: 16 });
      const text = Object.assign(document.createElement('p'), { textContent: 'Grey on grey' });
      // Through the CSSOM: the page's policy allows no style attribute in markup.
      Object.assign(text.style, { color: '#777', background: '#787878' });
      part.append(img, text);
      document.querySelector('main')!.append(part);
    });
    const found = (await axeViolations(page)).map((v) => v.split(':')[0]);
    expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
    expect(await axeViolations(page, 'header')).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('keyboard only', () => {
  test('skip link, then the menu on a phone: opens, walks, closes on Escape and on navigation', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Larchfield Software, home' })).toBeFocused();
    await page.keyboard.press('Tab');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The disclosed menu comes before the button in the DOM, so Shift+Tab walks back into it,
    // from the last control (the language switch, the colour-mode buttons, then the search button) to the links.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: 'Diese Seite auf Deutsch' })).toBeFocused();
    const colourMode = page.getByRole('group', { name: 'Colour mode' });
    for (const label of ['Dark', 'Light', 'System']) {
      await page.keyboard.press('Shift+Tab');
      await expect(colourMode.getByRole('button', { name: label })).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Search the site' })).toBeFocused();
    for (const label of ['Contact', 'Careers', 'Company']) {
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/company');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });

  test('the skip link moves focus to the main content', async ({ page, problems }) => {
    await page.goto('/solutions');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('carousel: arrows, dots, Home/End; rotation pauses while focused', async ({ page, problems }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-hydrated', '');
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 5` });
    // Focus the element before the carousel, then go in with Tab like a keyboard user.
    await page.locator('#clients-title').evaluate((el) => {
      el.setAttribute('tabindex', '-1');
      (el as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    // The current slide's link to its client's case study comes first where there is one (issue 31), then the dots.
    const caseStudyLink = slide(1).getByRole('link');
    if ((await caseStudyLink.count()) > 0) {
      await expect(caseStudyLink).toBeFocused();
      await page.keyboard.press('Tab');
    }
    await expect(carousel.getByRole('button', { name: 'Show testimonial 1' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(slide(2)).toBeVisible();
    await expect(slide(1)).toBeHidden();
    await page.keyboard.press('End');
    await expect(slide(5)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slide(1)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(slide(5)).toBeVisible();
    await page.keyboard.press('Home');
    await expect(slide(1)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Show testimonial 3' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slide(3)).toBeVisible();
    // Focus is inside: autoplay waits.
    await page.clock.runFor(20_000);
    await expect(slide(3)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const rotation = carousel.getByRole('button', { name: 'Pause rotation' });
    await expect(rotation).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Start rotation' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(slide(2)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(slide(3)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('select: opens with the keyboard, filters, shows the empty state, closes on Escape', async ({ page, problems }) => {
    await page.goto('/careers');
    await hydrated(page);
    const select = page.getByRole('combobox', { name: 'Team' });
    await select.scrollIntoViewIfNeeded();
    // The filter loads on the visitor's first key press or click (an intent-only lazy part).
    await page.keyboard.press('Shift');
    await expect(page.locator('#team-filter').locator('..')).toHaveAttribute('data-hydrated', '');
    await page.locator('#open-positions-title').evaluate((el) => {
      el.setAttribute('tabindex', '-1');
      (el as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await expect(select).toHaveText(/All teams/);
    const positions = page.locator('#open-positions li[id]:not([role=option])');
    await expect(positions).toHaveCount(6);
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: 'Team' });
    await expect(listbox).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveAttribute('aria-activedescendant', 'team-filter-option-2');
    await page.keyboard.press('Enter');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(select).toHaveText(/Design/);
    await expect(positions).toHaveCount(2);
    await expect(page.getByText('2 of 6 open positions')).toBeVisible();
    // Escape closes without changing the choice.
    await page.keyboard.press('End');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(select).toHaveText(/Design/);
    // Type-ahead: "o" finds Operations, a team with no opening: the empty state.
    await page.keyboard.press('o');
    await page.keyboard.press('Enter');
    await expect(select).toHaveText(/Operations/);
    await expect(positions).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No open positions in Operations right now' })).toBeVisible();
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    await expect(select).toHaveText(/All teams/);
    await expect(positions).toHaveCount(6);
    expect(problems).toEqual([]);
  });

  test('palette: Ctrl+K opens a dialog, focus is trapped, results are grouped, Enter navigates, Escape closes', async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const before = page.getByRole('link', { name: 'Larchfield Software, home' });
    await before.focus();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = dialog.getByRole('combobox', { name: 'Search the site' });
    await expect(input).toBeFocused();
    // Focus trap: Tab goes to Close, then back to the input; Shift+Tab the other way.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(input).toBeFocused();
    // Escape closes and gives focus back.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(before).toBeFocused();
    // Meta+K (macOS) opens it too.
    await page.keyboard.press('Meta+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('design');
    const groups = dialog.getByRole('group');
    // Published case studies and posts are found too (issue 31), between the site's sections and the positions.
    await expect(groups).toHaveText([/^Pages/, /^Sections/, /^Case studies/, /^News/, /^Open positions/]);
    // A title that starts with the word ranks before a match in the details.
    await expect(dialog.getByRole('group', { name: 'Open positions' }).getByRole('option').first()).toHaveText(/^Product Designer/);
    // Arrows move the highlight and wrap around.
    const options = dialog.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('rate limits');
    await expect(options).toHaveText([/^Newsloom API/]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/solutions#newsloom-api');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Newsloom API' })).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test('palette: a query that matches nothing says so', async ({ page, problems }) => {
    await page.goto('/company');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('zzqx');
    await expect(dialog.getByRole('status')).toHaveText(/Nothing matches “zzqx”/);
    await expect(dialog.getByRole('option')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
