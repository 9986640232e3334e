import type { SocialProfile } from '../site';

/**
 * The brand icon of each social network in the site module (simple-icons).
 * Kept here so adding a network to the site module without an icon is a type error.
 */
export const SOCIAL_ICONS = {
  github: 'simple-icons:github',
  linkedin: 'simple-icons:linkedin',
  mastodon: 'simple-icons:mastodon',
} as const satisfies Record<SocialProfile['network'], `simple-icons:${string}`>;

/**
 * Every icon the site renders inline. `scripts/icons.mjs` reads this list at build time and
 * bundles exactly these icons from the installed `@iconify-json/<prefix>` sets (the build
 * fails on a name a set does not have); `<Icon name>` only accepts names listed here.
 * To use another icon, add it here. Pages never fetch an icon (decision 0093).
 */
// Only the build reads the list: built in a call marked pure, so the client bundle, which does not
// read it, drops it (a spread of Object.values at the top level counts as a side effect; 38 B gzip).
export const USED_ICONS = /* @__PURE__ */ (() =>
  ['lucide:arrow-right', 'lucide:check', 'lucide:mail', 'lucide:map-pin', ...Object.values(SOCIAL_ICONS)] as const)();

/**
 * The icons only the worker renders (the footer, which the browser reads back: decision 0096).
 * The build writes them to dist/icons-server.json, which only the worker imports, so their
 * shapes never ship in the client bundle. A client component using one of them draws an empty
 * box of the right size (see Icon).
 * @public The build reads it (scripts/icons.mjs bundles this module with esbuild, which knip does not follow).
 */
export const SERVER_ONLY_ICONS: readonly IconName[] = ['lucide:map-pin', ...Object.values(SOCIAL_ICONS)];

export type IconName = (typeof USED_ICONS)[number];
