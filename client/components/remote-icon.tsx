import { useEffect, useState } from 'react';
import { bundledIcon } from '../icons/bundled';
import { createIconLoader, type IconFetch } from '../icons/remote';
import type { IconShape } from '../icons/shape';
import { fetchWithRetry } from '../runtime/fetch';
import { IconSvg, type IconProps } from './icon';

/** The project's one fetch helper: a GET, so retried once on a transient failure, within the timeout. */
const iconFetch: IconFetch = (url, { timeoutMs }) => fetchWithRetry(url, { timeoutMs });

const loadIcon = createIconLoader({
  fetch: iconFetch,
  log: (message, name, detail) => console.warn(`[icons] ${message}: ${name} (${detail})`),
});

/**
 * An icon not known at build time (for example one a command palette picks), `prefix:name`.
 * A bundled name renders at once; any other renders an empty box of its final size on the
 * server and at hydration, then is fetched from /api/icons after mount. A failure is logged
 * once and leaves the box empty.
 */
export function RemoteIcon({ name, ...rest }: IconProps & { name: string }) {
  const bundled = bundledIcon(name) ?? null;
  const [remote, setRemote] = useState<{ name: string; shape: IconShape | null } | null>(null);
  useEffect(() => {
    if (bundled) return;
    let current = true;
    void loadIcon(name).then((shape) => {
      if (current) setRemote({ name, shape });
    });
    return () => {
      current = false;
    };
  }, [name, bundled]);
  const shape = bundled ?? (remote?.name === name ? remote.shape : null);
  return <IconSvg shape={shape} name={name} {...rest} />;
}
