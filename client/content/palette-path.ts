import type { Lang } from '../routes';

/**
 * Where the command palette asks for the case studies and posts published now, in a language
 * (worker/routes/content.ts answers it; client/components/command-palette.tsx fetches it when it
 * opens). Not in the palette's index chunk: a scheduled entry must not be in any file before its time.
 */
export const palettePath = (lang: Lang) => `/_palette/${lang}.json`;
