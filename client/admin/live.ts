/**
 * "Is my change live yet?": after each save the studio asks GET /admin/api/status which commit the
 * deployed build was made from, and says whether the saved change is in it. It stays useful when
 * the endpoint is missing or says less: it then says what it cannot tell, never "live".
 */

/** What the worker answers (studio-worker's route): the deployed build's commit, and what it knows of the save. */
interface StudioStatus {
  /** The commit the deployed build was made from. */
  commit?: string;
  /** Whether the last saved change is in the deployed build, when the worker can tell. */
  live?: boolean;
  /** The local studio: a save writes the working tree, which `npm start`/`npm run dev` serves after its rebuild. */
  local?: boolean;
}

/** The status endpoint. */
const STATUS_URL = '/admin/api/status';

/**
 * The commit a save's answer names, if any (a production save is a commit; a local one is not).
 * @public read by scripts/lib/admin-config.test.mjs (through its own bundle)
 */
export function commitOf(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const a = answer as Record<string, unknown>;
  for (const key of ['commit', 'sha']) if (typeof a[key] === 'string' && a[key]) return a[key];
  return undefined;
}

/**
 * What the indicator says, from the saved commit and the status answer (undefined: no answer).
 * `done` ends the polling.
 * @public read by scripts/lib/admin-config.test.mjs (through its own bundle)
 */
export function describe(saved: string | undefined, status: StudioStatus | undefined): { text: string; done: boolean; live: boolean } {
  if (!status)
    return {
      text: `Saved. Whether it is live cannot be told yet: the studio's status (${STATUS_URL}) did not answer.`,
      done: true,
      live: false,
    };
  if (status.local) return { text: 'Saved to the files here: the local site shows it once it has rebuilt.', done: true, live: true };
  const deployed = status.commit;
  const same = !!saved && !!deployed && (deployed.startsWith(saved) || saved.startsWith(deployed));
  if (status.live === true || same)
    return { text: `Live: the site runs ${(deployed ?? saved ?? '').slice(0, 7)}, which has this change.`, done: true, live: true };
  if (status.live === false || saved)
    return {
      text: `Saved${saved ? ` as ${saved.slice(0, 7)}` : ''}; not live yet${deployed ? ` (the site runs ${deployed.slice(0, 7)})` : ''}. This updates by itself.`,
      done: false,
      live: false,
    };
  return {
    text: `Saved. The site runs ${deployed ? deployed.slice(0, 7) : 'an unknown build'}; whether it has this change cannot be told.`,
    done: true,
    live: false,
  };
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

async function fetchStatus(): Promise<StudioStatus | undefined> {
  try {
    const res = await fetch(STATUS_URL, { headers: { Accept: 'application/json' }, cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return undefined;
    const json: unknown = await res.json();
    return json && typeof json === 'object' ? (json as StudioStatus) : undefined;
  } catch {
    return undefined;
  }
}

/** Called by the backend after every save: shows the indicator and asks until the change is live. */
export function savedChange(answer: unknown): void {
  const saved = commitOf(answer);
  const started = Date.now();
  clearTimeout(timer);
  const el = indicator();
  el.dataset.state = 'checking';
  el.textContent = 'Saved. Asking whether it is live…';
  const ask = async () => {
    const said = describe(saved, await fetchStatus());
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
