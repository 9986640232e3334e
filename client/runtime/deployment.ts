/**
 * Deployment detection (spec §7–9): an open tab learns that a newer build went live, so
 * its next navigation is a full page load (new HTML, new chunks) instead of a client
 * transition that would mix two builds.
 *
 *   hydrated → idle → BUILD_META_DELAY_MS → GET /_app/builds/meta/<own id>.json  (skipped on slow-2g)
 *            → every BUILD_POLL_INTERVAL_MS: GET /_app/builds/latest.json?<now>
 *            → id differs: stale, polling stops.
 */
import { heldLoad } from '../components/lazy';
import { fetchWithRetry } from './fetch';
import { onIdle } from './scheduling';

/** The own build's meta is fetched this long after hydration and idle (spec §9). */
export const BUILD_META_DELAY_MS = 1000;

/** How often latest.json is polled (spec §9: a configured constant). */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

/** On this connection the meta fetch is skipped altogether (spec §9: "very slow"). */
const SLOW_CONNECTION = 'slow-2g';

/** Meta answers that mean "this build is not known here" (e.g. a preview): tolerated (spec §8). */
const TOLERATED_META_STATUSES: ReadonlySet<number> = new Set([403, 404]);

const buildMetaUrl = (id: string) => `/_app/builds/meta/${id}.json`;
const latestBuildUrl = (now: number) => `/_app/builds/latest.json?${now}`;

/** `builds/meta/<id>.json` as the build writes it. */
export interface BuildMeta {
  id: string;
  timestamp: number;
  matcher: Record<string, unknown>;
  prerendered: string[];
}

export interface DeploymentEnv {
  buildId: string;
  /** navigator.connection where the browser has it. */
  connection?: { effectiveType?: string };
  now: () => number;
  /** Where failures of the meta fetch are reported. */
  logError: (message: string, error: unknown) => void;
}

/**
 * This build's meta document; undefined when the server does not know the build (404/403).
 * Any other failure rejects.
 */
export async function fetchBuildMeta(buildId: string): Promise<BuildMeta | undefined> {
  const response = await fetchWithRetry(buildMetaUrl(buildId), { priority: 'low' });
  if (TOLERATED_META_STATUSES.has(response.status)) return undefined;
  if (!response.ok) throw new Error(`build meta ${buildId}: HTTP ${response.status}`);
  return (await response.json()) as BuildMeta;
}

/** The id of the build that is live now, or undefined when that cannot be learnt right now. */
export async function fetchLatestBuildId(now: number): Promise<string | undefined> {
  try {
    const response = await fetchWithRetry(latestBuildUrl(now), { priority: 'low' });
    if (!response.ok) return undefined;
    const latest: unknown = await response.json();
    return typeof latest === 'object' && latest !== null && 'id' in latest && typeof latest.id === 'string' ? latest.id : undefined;
  } catch {
    // Offline or a hiccup: the next poll asks again.
    return undefined;
  }
}

export interface DeploymentWatch {
  /** Starts the schedule above; call once, after hydration. */
  start(): void;
  /** A newer build is live: the next navigation must be a full page load. */
  isStale(): boolean;
  /** Records a newer build learnt elsewhere (a payload from another build) and stops polling. */
  markStale(): void;
}

export function createDeploymentWatch(env: DeploymentEnv): DeploymentWatch {
  let stale = false;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const markStale = () => {
    stale = true;
    clearTimeout(timer);
  };

  const schedulePoll = () => {
    if (stale) return;
    timer = setTimeout(() => void poll(), BUILD_POLL_INTERVAL_MS);
  };

  async function poll(): Promise<void> {
    const latest = await fetchLatestBuildId(env.now());
    if (latest !== undefined && latest !== env.buildId) markStale();
    else schedulePoll();
  }

  async function checkMeta(): Promise<void> {
    try {
      // Held as a whole, the body's reading included: a document that is leaving cancels that too,
      // after the response came (Firefox, a chunk reload right then), and that is no failure.
      await heldLoad(() => fetchBuildMeta(env.buildId));
    } catch (error) {
      env.logError('deployment check: fetching this build’s meta failed', error);
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      onIdle(() => {
        if (env.connection?.effectiveType === SLOW_CONNECTION) {
          schedulePoll();
          return;
        }
        setTimeout(() => void checkMeta().then(schedulePoll), BUILD_META_DELAY_MS);
      });
    },
    isStale: () => stale,
    markStale,
  };
}
