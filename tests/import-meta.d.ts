/** Vite's glob import, which Vitest compiles: the modules a pattern matches, each loaded on call. */
interface ImportMeta {
  glob<T>(pattern: string): Record<string, () => Promise<T>>;
}
