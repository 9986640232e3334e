/**
 * "Is my change live yet?": after each save the studio asks GET /admin/api/status which commit the
 * deployed build was made from (worker/admin/index.ts), once when the save is made and then every
 * few seconds: a save on main is live once a build made after it is deployed, that is once the
 * deployed commit is no longer the one deployed when it was saved (builds deploy main's head, in
 * order). A save that became a pull request is live once merged. Locally a save is on screen after
 * the local build. Where the endpoint is missing or says less, it says what it cannot tell, never
 * "live".
 */

/** What the worker answers. */
interface StudioStatus {
  /** The commit the deployed build was made from (null when it was built outside git). */
  commit?: string | null;
  /** The local studio: a save writes the working tree, which `npm start`/`npm run dev` serves after its rebuild. */
  local?: boolean;
}

/** What a save answered: the backend names a pull request when the save became one. */
interface SaveAnswer {
  pullRequest?: string;
}

/** The status endpoint. */
const STATUS_URL = '/admin/api/status';

/**
 * The pull request a save's answer names, if any.
 * @public read by scripts/lib/admin-config.test.mjs (through its own bundle)
 */
export function pullRequestOf(answer: unknown): string | undefined {
  const pr = answer && typeof answer === 'object' ? (answer as SaveAnswer).pullRequest : undefined;
  return typeof pr === 'string' && pr ? pr : undefined;
}

const short = (commit: string) => commit.slice(0, 7);

/**
 * What the indicator says, from the deployed commit when the change was saved (`before`) and the
 * status now (undefined: no answer). `done` ends the polling.
 * @public read by scripts/lib/admin-config.test.mjs (through its own bundle)
 */
export function describe(
  before: StudioStatus | undefined,
  now: StudioStatus | undefined,
  pullRequest?: string,
): { text: string; done: boolean; live: boolean } {
  if (pullRequest)
    return { text: `Saved as a pull request (${pullRequest}): it is live once merged and deployed.`, done: true, live: false };
  if (!now)
    return {
      text: `Saved. Whether it is live cannot be told: the studio's status (${STATUS_URL}) did not answer.`,
      done: true,
      live: false,
    };
  if (now.local) return { text: 'Saved to the files here: the local site shows it once it has rebuilt.', done: true, live: true };
  if (!now.commit || !before?.commit)
    return { text: 'Saved. Whether it is live cannot be told: the deployed build names no commit.', done: true, live: false };
  if (now.commit !== before.commit)
    return { text: `Live: the site now runs ${short(now.commit)}, deployed after this save.`, done: true, live: true };
  return { text: `Saved; not live yet: the site still runs ${short(now.commit)}. This updates by itself.`, done: false, live: false };
}

const INTERVAL_MS = 15_000;
/** Deploys take minutes; after this the indicator stops asking and says where it stopped. */
const GIVE_UP_MS = 30 * 60_000;

let timer: ReturnType<typeof setTimeout> | undefined;

/** The indicator's element, made on first use: a polite live region in a corner of the editor. */
function indicator(): HTMLElement {
  let el = document.getElementById('studio-live');
  if (el) return el;
  el = document.createElement('p');
  el.id = 'studio-live';
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  Object.assign(el.style, {
    position: 'fixed',
    right: '16px',
    bottom: '16px',
    zIndex: '400',
    maxWidth: '420px',
    margin: '0',
    padding: '10px 14px',
    borderRadius: '8px',
    font: '14px/1.4 system-ui, sans-serif',
    background: '#1f2937',
    color: '#fff',
    boxShadow: '0 4px 16px rgba(0,0,0,.25)',
  });
  document.body.append(el);
  return el;
}

/** The deployed build as the worker says now, or undefined when it does not answer. */
export async function deployedNow(): Promise<StudioStatus | undefined> {
  try {
    const res = await fetch(STATUS_URL, { headers: { Accept: 'application/json' }, cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return undefined;
    const json: unknown = await res.json();
    return json && typeof json === 'object' ? (json as StudioStatus) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Called by the backend after every save, with the deployed build as it was when the save was sent
 * (deployedNow) and the save's answer: shows the indicator and asks until the change is live.
 */
export function savedChange(before: StudioStatus | undefined, answer: unknown): void {
  const pullRequest = pullRequestOf(answer);
  const started = Date.now();
  clearTimeout(timer);
  const el = indicator();
  el.dataset.state = 'checking';
  el.textContent = 'Saved. Asking whether it is live…';
  const ask = async () => {
    const said = describe(before, await deployedNow(), pullRequest);
    el.textContent = said.text;
    el.dataset.state = said.live ? 'live' : said.done ? 'unknown' : 'pending';
    if (said.done) return;
    if (Date.now() - started > GIVE_UP_MS) {
      el.textContent = `${said.text.replace(/ This updates by itself\.$/, '')} Stopped asking after 30 minutes: reload to ask again.`;
      return;
    }
    timer = setTimeout(() => void ask(), INTERVAL_MS);
  };
  void ask();
}
