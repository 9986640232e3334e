import { describe, expect, it } from 'vitest';
import Select from '../client/components/select';
import {
  CLOSED,
  PAGE_STEP,
  TYPEAHEAD_RESET_MS,
  selectKeyDown,
  type SelectContext,
  type SelectState,
} from '../client/components/select-model';
import { renderHtml } from './render-helpers';

const LABELS = ['All teams', 'Engineering', 'Design', 'Product', 'Operations'];
const ctx = (selected = 0, now = 1000): SelectContext => ({ labels: LABELS, selected, now });
const open = (active: number): SelectState => ({ ...CLOSED, open: true, active });
const press = (state: SelectState, key: string, c = ctx(), mods: { altKey?: boolean } = {}) => selectKeyDown(state, { key, ...mods }, c);

describe('select keyboard (closed)', () => {
  it('opens on Down, Enter and Space at the selected option', () => {
    for (const key of ['ArrowDown', 'Enter', ' ']) {
      const r = press(CLOSED, key, ctx(2));
      expect(r).toEqual({ state: open(2), handled: true });
    }
  });

  it('opens on Up one above the selection, on Alt+Up at it, on Home and End at the ends', () => {
    expect(press(CLOSED, 'ArrowUp', ctx(2)).state).toEqual(open(1));
    expect(press(CLOSED, 'ArrowUp', ctx(0)).state).toEqual(open(0));
    expect(press(CLOSED, 'ArrowUp', ctx(2), { altKey: true }).state).toEqual(open(2));
    expect(press(CLOSED, 'Home', ctx(2)).state).toEqual(open(0));
    expect(press(CLOSED, 'End', ctx(2)).state).toEqual(open(4));
  });

  it('leaves Tab, Escape and modified keys to the browser', () => {
    expect(press(CLOSED, 'Tab').handled).toBe(false);
    expect(press(CLOSED, 'Escape').handled).toBe(false);
    expect(selectKeyDown(CLOSED, { key: 'k', ctrlKey: true }, ctx()).handled).toBe(false);
  });
});

describe('select keyboard (open)', () => {
  it('moves with the arrows and stops at the ends', () => {
    expect(press(open(0), 'ArrowDown').state.active).toBe(1);
    expect(press(open(4), 'ArrowDown').state.active).toBe(4);
    expect(press(open(0), 'ArrowUp').state.active).toBe(0);
    expect(press(open(3), 'Home').state.active).toBe(0);
    expect(press(open(1), 'End').state.active).toBe(4);
    expect(press(open(1), 'PageDown').state.active).toBe(Math.min(1 + PAGE_STEP, 4));
    expect(press(open(4), 'PageUp').state.active).toBe(0);
  });

  it('chooses with Enter, Space and Alt+Up, and closes', () => {
    for (const [key, mods] of [
      ['Enter', {}],
      [' ', {}],
      ['ArrowUp', { altKey: true }],
    ] as const) {
      const r = press(open(3), key, ctx(), mods);
      expect(r.commit).toBe(3);
      expect(r.state.open).toBe(false);
      expect(r.handled).toBe(true);
    }
  });

  it('closes on Escape without choosing', () => {
    const r = press(open(3), 'Escape');
    expect(r.commit).toBeUndefined();
    expect(r.state.open).toBe(false);
  });

  it('chooses on Tab but lets focus move on', () => {
    expect(press(open(2), 'Tab')).toMatchObject({ commit: 2, handled: false, state: { open: false } });
  });
});

describe('select type-ahead', () => {
  it('jumps to the first option starting with the typed letters, opening the list', () => {
    expect(press(CLOSED, 'd').state).toMatchObject({ open: true, active: 2 });
    expect(press(CLOSED, 'O').state).toMatchObject({ open: true, active: 4 });
  });

  it('joins letters typed in quick succession, and starts over after a pause', () => {
    const first = press(open(0), 'p', ctx(0, 1000)).state;
    expect(first.active).toBe(3);
    const joined = press(first, 'r', ctx(0, 1000 + TYPEAHEAD_RESET_MS)).state;
    expect(joined).toMatchObject({ active: 3, typed: 'pr' });
    const fresh = press(joined, 'e', ctx(0, 1000 + 3 * TYPEAHEAD_RESET_MS)).state;
    expect(fresh).toMatchObject({ active: 1, typed: 'e' });
  });

  it('keeps the active option when nothing matches', () => {
    expect(press(open(2), 'z').state.active).toBe(2);
  });
});

describe('select markup', () => {
  it('is a labelled select-only combobox with its listbox, closed, the value shown', async () => {
    const html = await renderHtml(
      <Select id="team" label="Team" options={LABELS.map((l) => ({ value: l, label: l }))} value="Design" onChange={() => {}} />,
    );
    expect(html).toContain('<span id="team-label"');
    expect(html).toMatch(
      /<div id="team" role="combobox" tabindex="0" aria-labelledby="team-label" aria-haspopup="listbox" aria-expanded="false" aria-controls="team-listbox"/,
    );
    expect(html).toMatch(/<ul id="team-listbox" role="listbox" aria-labelledby="team-label" tabindex="-1" hidden=""/);
    expect(html.match(/role="option"/g)).toHaveLength(LABELS.length);
    expect(html).toContain('id="team-option-2" role="option" aria-selected="true"');
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<span class="truncate">Design<\/span>/);
  });
});
