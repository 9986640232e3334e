import { describe, expect, it } from 'vitest';
import Carousel from '../client/components/carousel';
import {
  CAROUSEL_INTERVAL_MS,
  SWIPE_THRESHOLD_PX,
  carouselKeyAction,
  carouselReducer,
  initialCarousel,
  isRotating,
  swipeAction,
  wrapIndex,
  type CarouselAction,
  type CarouselState,
} from '../client/components/carousel-model';
import { PAGE_DATA } from '../client/site/page-data';
import { renderHtml } from './render-helpers';

const run = (state: CarouselState, ...actions: CarouselAction[]) => actions.reduce(carouselReducer, state);

describe('carousel index math', () => {
  it('wraps in both directions', () => {
    expect([-6, -1, 0, 4, 5, 11].map((i) => wrapIndex(i, 5))).toEqual([4, 4, 0, 4, 0, 1]);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('next from the last slide is the first, previous from the first is the last', () => {
    const s = initialCarousel(3);
    expect(run(s, { type: 'prev' }).index).toBe(2);
    expect(run(s, { type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(0);
    expect(run(s, { type: 'last' }).index).toBe(2);
    expect(run(s, { type: 'go', index: 2 }, { type: 'first' }).index).toBe(0);
    expect(run(s, { type: 'go', index: 7 }).index).toBe(1);
  });
});

describe('carousel autoplay', () => {
  it('starts stopped (server and first render agree), ticks only while playing', () => {
    const s = initialCarousel(4);
    expect(s.playing).toBe(false);
    expect(run(s, { type: 'tick' }).index).toBe(0);
    expect(run(s, { type: 'play', on: true }, { type: 'tick' }).index).toBe(1);
  });

  it('pauses while hovered or focused and resumes after', () => {
    const playing = run(initialCarousel(4), { type: 'play', on: true });
    expect(isRotating(playing)).toBe(true);
    const hovered = run(playing, { type: 'hover', on: true }, { type: 'tick' });
    expect(hovered.index).toBe(0);
    const focused = run(playing, { type: 'focus', on: true }, { type: 'tick' });
    expect(focused.index).toBe(0);
    expect(isRotating(focused)).toBe(false);
    expect(run(hovered, { type: 'hover', on: false }, { type: 'tick' }).index).toBe(1);
    expect(
      run(playing, { type: 'hover', on: true }, { type: 'focus', on: true }, { type: 'hover', on: false }, { type: 'tick' }).index,
    ).toBe(0);
  });

  it('never rotates a single slide and moves on after seven seconds', () => {
    expect(isRotating(run(initialCarousel(1), { type: 'play', on: true }))).toBe(false);
    expect(CAROUSEL_INTERVAL_MS).toBe(7000);
  });
});

describe('carousel input', () => {
  it('maps arrow keys, Home and End; ignores the rest', () => {
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End', 'Enter', 'a'].map(carouselKeyAction)).toEqual([
      { type: 'next' },
      { type: 'prev' },
      { type: 'first' },
      { type: 'last' },
      null,
      null,
    ]);
  });

  it('reads a left swipe as next, a right swipe as previous; short or vertical drags are not swipes', () => {
    expect(swipeAction(-SWIPE_THRESHOLD_PX, 0)).toEqual({ type: 'next' });
    expect(swipeAction(80, 10)).toEqual({ type: 'prev' });
    expect(swipeAction(-(SWIPE_THRESHOLD_PX - 1), 0)).toBeNull();
    expect(swipeAction(-60, 120)).toBeNull();
    expect(swipeAction(60, 60)).toBeNull();
  });
});

describe('carousel markup', () => {
  it('follows the APG pattern: a labelled carousel region, slides as labelled groups, only the first visible', async () => {
    const { labels, items } = PAGE_DATA.en.home.testimonials;
    const html = await renderHtml(
      <Carousel
        labels={labels}
        slides={items.map((t) => (
          <p key={t.name}>{t.quote}</p>
        ))}
      />,
    );
    expect(html).toMatch(/^<section aria-roledescription="carousel" aria-label="Client testimonials">/);
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(items.length);
    expect(html).toContain('aria-label="1 of 5" aria-hidden="false"');
    expect(html).toContain('aria-label="2 of 5" aria-hidden="true"');
    expect(html.match(/aria-hidden="false"/g)).toHaveLength(1);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-label="Show testimonial 1" aria-current="true"');
    for (const name of ['Previous testimonial', 'Next testimonial', 'Start rotation']) expect(html).toContain(name);
  });
});
