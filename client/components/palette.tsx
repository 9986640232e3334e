import { createContext, useContext } from 'react';

/**
 * The command palette's opener, as the pages see it. The palette itself (its lazily loaded
 * dialog, the shortcut and the search buttons) lives in ./palette-host.tsx, which only the
 * layout imports: the kit re-exports this module, and the dialog's chunk imports the kit, so
 * the loader must not sit here or the imports would run in a circle.
 */
const OpenPalette = createContext<() => void>(() => {});

/** Provides the opener (./palette-host.tsx's PaletteHost). */
export const PaletteOpenerProvider = OpenPalette.Provider;

/** Opens the command palette (header search buttons, the error page). */
export function usePaletteOpener(): () => void {
  return useContext(OpenPalette);
}

/** Ctrl+K on Windows and Linux, ⌘K on Apple systems. */
export function isPaletteShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
}
