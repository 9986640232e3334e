import { useEffect, useId, useMemo, useReducer, useRef, useState, type Dispatch, type KeyboardEvent, type RefObject } from 'react';
import { palettePath } from '../content/palette-path';
import type { Lang } from '../routes';
import { fillTemplate, useCopy, useRouter } from './kit';
import type { PaletteCopy, PaletteSearch, SearchEntry } from '../site/search-index';
import { flattenResults, paletteReducer, searchSite, type PaletteAction, type ResultGroup } from './palette-model';

export interface CommandPaletteProps {
  onClose: () => void;
  search: PaletteSearch;
}

/**
 * The case studies and posts published now, from the worker when the palette opens (a scheduled one
 * is in no file before its time); without them the palette still finds the rest.
 */
function usePublishedEntries(lang: Lang): readonly SearchEntry[] {
  const [published, setPublished] = useState<readonly SearchEntry[]>([]);
  useEffect(() => {
    let live = true;
    fetch(palettePath(lang))
      .then((res) => (res.ok ? (res.json() as Promise<SearchEntry[]>) : []))
      .then((entries) => void (live && Array.isArray(entries) && setPublished(entries)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang]);
  return published;
}

/** While the palette is open: the page behind does not scroll, the input has the focus, and it returns where it was. */
function useModalFocus(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    root.classList.add('overflow-hidden');
    input.current?.focus();
    return () => {
      root.classList.remove('overflow-hidden');
      returnTo?.focus();
    };
  }, [input]);
}

/** The keys of the dialog: Escape closes, arrows move, Enter opens, Tab cycles through its own controls (the focus trap). */
function paletteKeys(
  dialog: RefObject<HTMLDivElement | null>,
  { onClose, move, openActive }: { onClose: () => void; move: (delta: number) => void; openActive: () => void },
) {
  return (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      openActive();
    } else if (e.key === 'Tab') {
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('input, button') ?? [])];
      const at = focusable.indexOf(document.activeElement as HTMLElement);
      const next = focusable[(at + (e.shiftKey ? -1 : 1) + focusable.length) % focusable.length];
      e.preventDefault();
      next?.focus();
    }
  };
}

/** The grouped results as a listbox: each entry an option, the active one selected. */
function ResultList({
  id,
  groups,
  copy,
  active,
  optionId,
  dispatch,
  open,
}: {
  id: string;
  groups: readonly ResultGroup[];
  copy: PaletteCopy;
  active: number;
  optionId: (i: number) => string;
  dispatch: Dispatch<PaletteAction>;
  open: (entry: SearchEntry) => void;
}) {
  let index = -1;
  return (
    <div
      id={`${id}-list`}
      role="listbox"
      aria-label={copy.title}
      className="min-h-0 flex-1 overflow-y-auto p-2"
      hidden={groups.length === 0}
    >
      {groups.map((g) => (
        <div key={g.group} role="group" aria-labelledby={`${id}-${g.group}`} className="pb-2">
          <div
            id={`${id}-${g.group}`}
            role="presentation"
            className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400"
          >
            {copy.groups[g.group]}
          </div>
          {g.items.map((entry) => {
            index += 1;
            const i = index;
            return (
              <div
                key={entry.href}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseMove={() => i !== active && dispatch({ type: 'set', index: i })}
                onClick={() => open(entry)}
                className="cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-primary-50 dark:aria-selected:bg-primary-950"
              >
                <span className="block font-medium text-gray-900 dark:text-white">{entry.title}</span>
                <span className="block truncate text-sm text-gray-600 dark:text-gray-400">{entry.context}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/**
 * The palette's results for its query: the site's index with the case studies and posts published
 * now, searched and grouped, and the same in display order (what the arrow keys walk through).
 */
function usePaletteResults(index: readonly SearchEntry[], query: string) {
  const { lang } = useCopy();
  const published = usePublishedEntries(lang);
  const searchIndex = useMemo(() => (published.length > 0 ? [...index, ...published] : index), [index, published]);
  const groups = useMemo(() => searchSite(searchIndex, query), [searchIndex, query]);
  const results = useMemo(() => flattenResults(groups), [groups]);
  return { groups, results };
}

/** The search input (a combobox over the results) and the close button. */
function SearchField({
  id,
  copy,
  input,
  query,
  activeOption,
  dispatch,
  onClose,
}: {
  id: string;
  copy: PaletteCopy;
  input: RefObject<HTMLInputElement | null>;
  query: string;
  /** The id of the highlighted option, if there are results. */
  activeOption: string | undefined;
  dispatch: Dispatch<PaletteAction>;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center gap-3 border-b border-gray-200 px-4 focus-within:border-primary-700 dark:border-gray-700 dark:focus-within:border-primary-400">
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-label={copy.title}
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeOption}
        placeholder={copy.placeholder}
        value={query}
        onChange={(e) => dispatch({ type: 'query', query: e.target.value })}
        autoComplete="off"
        spellCheck={false}
        className="h-14 min-w-0 flex-1 bg-transparent text-base text-gray-900 placeholder:text-gray-600 focus-visible:outline-none dark:text-white dark:placeholder:text-gray-400"
      />
      <button
        type="button"
        onClick={onClose}
        className="shrink-0 rounded-md border border-gray-300 px-2 py-1 text-xs font-medium text-gray-700 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-300 dark:hover:bg-gray-800"
      >
        {copy.close}
      </button>
    </div>
  );
}

/**
 * The command palette: a modal dialog whose input searches the pages, their sections, the case
 * studies and posts published now and the open positions, grouped; arrows move, Enter navigates with the router's `go`, Escape closes.
 * Focus stays inside while it is open and returns where it was when it closes.
 */
export default function CommandPalette({ onClose, search: { SEARCH_INDEX, PALETTE } }: CommandPaletteProps) {
  const { go } = useRouter();
  const id = useId();
  const [state, dispatch] = useReducer(paletteReducer, { query: '', active: 0 });
  const { groups, results } = usePaletteResults(SEARCH_INDEX, state.query);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const optionId = (i: number) => `${id}-option-${i}`;
  useModalFocus(input);

  // The highlighted option stays in view as the arrows move it, or the results change under it.
  useEffect(() => {
    document.getElementById(`${id}-option-${state.active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, state.active, results]);

  const open = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    onClose();
    go(entry.href);
  };
  const onKeyDown = paletteKeys(dialog, {
    onClose,
    move: (delta) => dispatch({ type: 'move', delta, count: results.length }),
    openActive: () => open(results[state.active]),
  });

  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center bg-gray-950/60 px-4 pt-[10vh] backdrop-blur-sm"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={PALETTE.title}
        onKeyDown={onKeyDown}
        className="flex max-h-[80vh] w-full max-w-xl flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-2xl dark:border-gray-700 dark:bg-gray-900"
      >
        <SearchField
          id={id}
          copy={PALETTE}
          input={input}
          query={state.query}
          activeOption={results.length > 0 ? optionId(state.active) : undefined}
          dispatch={dispatch}
          onClose={onClose}
        />
        <ResultList id={id} groups={groups} copy={PALETTE} active={state.active} optionId={optionId} dispatch={dispatch} open={open} />
        {results.length === 0 && (
          <p role="status" className="px-5 py-8 text-center text-gray-600 dark:text-gray-400">
            {fillTemplate(PALETTE.empty, { query: state.query })}
          </p>
        )}
        <p className="hidden gap-4 border-t border-gray-200 px-4 py-2 text-xs text-gray-600 sm:flex dark:border-gray-700 dark:text-gray-400">
          {PALETTE.hints.map((h) => (
            <span key={h}>{h}</span>
          ))}
        </p>
      </div>
    </div>
  );
}
