/**
 * The select's keyboard and pointer behaviour as a pure state machine (WAI-ARIA APG
 * "select-only combobox"), so every key is tested without a browser.
 */

/** Typed characters within this window form one type-ahead search ("en" finds "Engineering"). */
export const TYPEAHEAD_RESET_MS = 500;
/** Page Up / Page Down move this many options. */
export const PAGE_STEP = 10;

export interface SelectState {
  open: boolean;
  /** The option with visual focus while open. */
  active: number;
  typed: string;
  typedAt: number;
}

export interface SelectContext {
  /** Option labels, in order. */
  labels: readonly string[];
  /** Index of the selected option. */
  selected: number;
  /** Time of the event (ms), for type-ahead. */
  now: number;
}

export interface SelectKey {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export interface SelectResult {
  state: SelectState;
  /** The option to select, when the key chose one. */
  commit?: number;
  /** Whether the key was ours (the component then prevents the browser's default). */
  handled: boolean;
}

export const CLOSED: SelectState = { open: false, active: 0, typed: '', typedAt: 0 };

const clamp = (i: number, count: number) => Math.min(Math.max(i, 0), count - 1);

/** The next option whose label starts with the typed text, searching from after the active one. */
function typeahead(state: SelectState, char: string, ctx: SelectContext): SelectState {
  const typed = (ctx.now - state.typedAt <= TYPEAHEAD_RESET_MS ? state.typed : '') + char.toLowerCase();
  const count = ctx.labels.length;
  // A repeated single letter cycles through the options starting with it.
  const repeated = typed.length > 1 && Array.from(typed).every((c) => c === typed[0]);
  const needle = repeated ? typed[0]! : typed;
  const from = state.open ? state.active : ctx.selected;
  const startOffset = needle.length === 1 ? 1 : 0;
  for (let step = 0; step < count; step++) {
    const i = (from + startOffset + step) % count;
    if (ctx.labels[i]!.toLowerCase().startsWith(needle)) return { open: true, active: i, typed, typedAt: ctx.now };
  }
  return { ...state, open: true, active: state.open ? state.active : ctx.selected, typed, typedAt: ctx.now };
}

/** What a key does to the select. */
export function selectKeyDown(state: SelectState, e: SelectKey, ctx: SelectContext): SelectResult {
  const count = ctx.labels.length;
  const printable = e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey;
  if (!state.open) {
    switch (e.key) {
      case 'ArrowDown':
      case 'Enter':
      case ' ':
        return { state: { ...state, open: true, active: ctx.selected }, handled: true };
      case 'ArrowUp':
        return { state: { ...state, open: true, active: e.altKey ? ctx.selected : clamp(ctx.selected - 1, count) }, handled: true };
      case 'Home':
        return { state: { ...state, open: true, active: 0 }, handled: true };
      case 'End':
        return { state: { ...state, open: true, active: count - 1 }, handled: true };
      default:
        return printable ? { state: typeahead(state, e.key, ctx), handled: true } : { state, handled: false };
    }
  }
  switch (e.key) {
    case 'ArrowDown':
      return { state: { ...state, active: clamp(state.active + 1, count) }, handled: true };
    case 'ArrowUp':
      if (e.altKey) return { state: { ...state, open: false }, commit: state.active, handled: true };
      return { state: { ...state, active: clamp(state.active - 1, count) }, handled: true };
    case 'Home':
      return { state: { ...state, active: 0 }, handled: true };
    case 'End':
      return { state: { ...state, active: count - 1 }, handled: true };
    case 'PageDown':
      return { state: { ...state, active: clamp(state.active + PAGE_STEP, count) }, handled: true };
    case 'PageUp':
      return { state: { ...state, active: clamp(state.active - PAGE_STEP, count) }, handled: true };
    case 'Enter':
    case ' ':
      return { state: { ...state, open: false }, commit: state.active, handled: true };
    case 'Escape':
      return { state: { ...state, open: false }, handled: true };
    case 'Tab':
      // Tab keeps its default (focus moves on) but first takes the active option, as a native select does.
      return { state: { ...state, open: false }, commit: state.active, handled: false };
    default:
      return printable ? { state: typeahead(state, e.key, ctx), handled: true } : { state, handled: false };
  }
}
