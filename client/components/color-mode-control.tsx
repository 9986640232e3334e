import { useId, useSyncExternalStore } from 'react';
import { useCopy } from '../app/copy';
import { COLOR_MODE_PREFERENCES, useBrowser } from '../app/browser';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true afterwards: the stored preference is only known then. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The colour-mode switch: three toggle buttons (system, light, dark) with text labels; the
 * current preference is `aria-pressed`. The server does not know the preference, so it
 * renders none pressed and the client marks the right one once hydrated.
 */
export function ColorModeControl() {
  const { useColorMode } = useBrowser();
  const { preference, resolved, forced, setPreference } = useColorMode();
  const hydrated = useHydrated();
  const noteId = useId();
  const { colorMode: copy } = useCopy().ui;
  return (
    <div
      role="group"
      aria-label={copy.label}
      aria-describedby={hydrated && forced ? noteId : undefined}
      className="flex items-center gap-2"
    >
      <div className="inline-flex rounded-lg border border-gray-200 p-0.5 text-sm dark:border-gray-800">
        {COLOR_MODE_PREFERENCES.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={hydrated && preference === p}
            onClick={() => setPreference(p)}
            className="rounded-md px-2.5 py-1 font-medium text-gray-600 hover:text-gray-900 aria-pressed:bg-primary-50 aria-pressed:text-primary-800 dark:text-gray-400 dark:hover:text-white dark:aria-pressed:bg-primary-950 dark:aria-pressed:text-primary-200"
          >
            {copy.options[p]}
          </button>
        ))}
      </div>
      {hydrated && forced && (
        <span id={noteId} className="text-xs text-gray-600 dark:text-gray-400">
          {copy.forced[resolved]}
        </span>
      )}
    </div>
  );
}
