/**
 * Icon names, `prefix:name` as Iconify writes them. One rule for both parts (lowercase
 * letters, digits, single hyphens, no leading or trailing hyphen), shared by the build,
 * the worker's endpoint and the client, so a name that passes here is safe in a URL path.
 */
const ICON_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Longest prefix or name we accept; the URL length limit bounds requests long before this. */
const MAX_ICON_PART_LENGTH = 100;

/** True when `part` is a valid icon-set prefix or icon name. */
export function isIconPart(part: string): boolean {
  return part.length <= MAX_ICON_PART_LENGTH && ICON_PART.test(part);
}

export interface ParsedIconName {
  prefix: string;
  name: string;
}

/** Splits `prefix:name`; null when either part is invalid. */
export function parseIconName(full: string): ParsedIconName | null {
  const colon = full.indexOf(':');
  if (colon < 0) return null;
  const prefix = full.slice(0, colon);
  const name = full.slice(colon + 1);
  return isIconPart(prefix) && isIconPart(name) ? { prefix, name } : null;
}
