import type { KeyboardEvent } from 'react';
import { useEffect, useState } from './kit';
import { CLOSED, selectKeyDown, type SelectState } from './select-model';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  /** Id of the combobox; the label, listbox and options derive theirs from it. */
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled single select (WAI-ARIA APG select-only combobox): arrows, Home/End, Page keys,
 * type-ahead, Enter/Space to choose, Escape to close, Tab to choose and move on; the pointer
 * works too. The listbox overlays the page, so opening it shifts nothing.
 */
export default function Select({ id, label, options, value, onChange }: SelectProps) {
  const [state, setState] = useState<SelectState>(CLOSED);
  // Like <body data-hydrated>: marks the moment the part is interactive (tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const selected = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (state.open) document.getElementById(`${id}-option-${state.active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, state.open, state.active]);

  const choose = (i: number) => {
    const option = options[i];
    if (option && option.value !== value) onChange(option.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const result = selectKeyDown(state, e, { labels: options.map((o) => o.label), selected, now: e.timeStamp });
    if (result.handled) e.preventDefault();
    setState(result.state);
    if (result.commit !== undefined) choose(result.commit);
  };

  return (
    <div className="relative" data-hydrated={hydrated ? '' : undefined}>
      <span
        id={labelId}
        className="block text-sm font-medium text-gray-700 dark:text-gray-300"
        onClick={() => document.getElementById(id)?.focus()}
      >
        {label}
      </span>
      <div
        id={id}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={state.open ? optionId(state.active) : undefined}
        onKeyDown={onKeyDown}
        onClick={() => setState((s) => (s.open ? { ...s, open: false } : { ...s, open: true, active: selected }))}
        onBlur={() => setState((s) => ({ ...s, open: false }))}
        className="mt-2 flex h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-lg border border-gray-300 bg-white px-4 text-left text-gray-900 hover:border-gray-400 aria-expanded:border-primary-700 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:border-gray-500 dark:aria-expanded:border-primary-400"
      >
        <span className="truncate">{options[selected]?.label}</span>
        <span aria-hidden="true" className="text-xs text-gray-600 dark:text-gray-400">
          ▼
        </span>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!state.open}
        className="absolute inset-x-0 top-full z-20 mt-2 max-h-72 overflow-auto rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
      >
        {options.map((o, i) => (
          <li
            key={o.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === selected}
            // Keeps focus on the combobox, so the listbox does not close before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => state.active !== i && setState((s) => ({ ...s, active: i }))}
            onClick={() => {
              setState((s) => ({ ...s, open: false }));
              choose(i);
            }}
            className={`flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-gray-800 aria-selected:font-semibold dark:text-gray-200 ${i === state.active ? 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100' : ''}`}
          >
            {o.label}
            {i === selected && <span aria-hidden="true">✓</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
