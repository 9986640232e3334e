/**
 * Declares a block of copy. The call is marked pure at each use so the client bundle drops
 * every copy object it does not use: pages receive their copy as data (the page payload), so
 * only the worker and the lazily loaded search index need the objects themselves. Without the
 * mark, esbuild keeps them because they read facts from COMPANY (a property read might run a
 * getter, so it counts as a side effect).
 */
export function defineCopy<T>(build: () => T): T {
  return build();
}

/**
 * A copy object's type with its literals widened (a string literal to `string`, a number to
 * `number`), keys and list lengths kept: the type every language's copy of that object is checked
 * against. The English objects are `as const` so their consumers may read literal facts; their
 * exported types are `Widen<typeof X>`, so the German module (client/site/de/) must have every key
 * and every list item, and no key more, or `npm run typecheck` fails (decision 0150).
 */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: never[]) => unknown
        ? T
        : { readonly [K in keyof T]: Widen<T[K]> };

/** Fills `{name}` slots in a copy template; unknown slots stay as written so a typo is visible. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** A link in the copy: in-site paths go through the router's <Link>, others are plain anchors. */
export interface Cta {
  readonly label: string;
  readonly href: string;
}

/** A picture in the copy: served from assets/, with its intrinsic size so its box is reserved. */
export interface Picture {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}
