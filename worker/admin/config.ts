/**
 * The studio worker's configuration (worker/admin/wrangler.toml [vars], and its secrets from
 * `wrangler secret put -c worker/admin/wrangler.toml`): a schema of its own, checked apart from the
 * public site's (which has none of these). A missing or bad setting answers 503 under /admin
 * (worker/admin/index.ts); `npm run deploy` checks the vars before anything is built (checkStudioVars).
 */
import * as v from 'valibot';
import { ENVIRONMENTS, guessable, problemsOf, SECRET_MIN_BYTES, type ConfigProblem } from '../config';

/** An origin: scheme, host and port only (no path, query or trailing slash). */
const isOrigin = (value: string): boolean => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
};

/**
 * Where the studio runs and the site it edits (the public worker's ENVIRONMENT and SITE_URL, repeated
 * in the studio's own config): the access log and the https redirect follow ENVIRONMENT, the GitHub
 * login's callback is on SITE_URL.
 */
const STUDIO_SITE_SCHEMA = v.object({
  ENVIRONMENT: v.picklist(ENVIRONMENTS, `ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}`),
  SITE_URL: v.pipe(v.string('SITE_URL is not set'), v.check(isOrigin, 'SITE_URL must be an origin (scheme and host, no path)')),
});
export type StudioSite = v.InferOutput<typeof STUDIO_SITE_SCHEMA>;

/** The studio worker's ENVIRONMENT and SITE_URL, checked: without them it answers nothing but 503. */
export function studioSiteOf(env: Record<string, unknown>): { ok: true; site: StudioSite } | { ok: false; problems: ConfigProblem[] } {
  const result = v.safeParse(STUDIO_SITE_SCHEMA, env, { abortEarly: false });
  return result.success ? { ok: true, site: result.output } : { ok: false, problems: problemsOf(result.issues) };
}

/**
 * Where the studio reads and writes content: `local`, the Node studio server of `npm start` and
 * `npm run dev` (the working tree; development only, and without Cloudflare Access), or `github`,
 * commits through the GitHub API behind Cloudflare Access (staging and production).
 */
const STUDIO_BACKENDS = ['local', 'github'] as const;
/** An edit becomes a commit on the configured branch, or a branch of its own with a pull request. */
const STUDIO_COMMIT_MODES = ['main', 'pull-request'] as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** An http(s) URL on this machine: the local studio server is never reached over a network. */
const isLoopbackUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
};

const required = (name: string) => v.pipe(v.string(`${name} is not set`), v.nonEmpty(`${name} is not set`));
const matching = (name: string, pattern: RegExp, message: string) => v.pipe(required(name), v.regex(pattern, `${name} ${message}`));

/** The local backend's vars: refused outside development, so no deployment runs without Access. */
const STUDIO_LOCAL_ENTRIES = {
  ENVIRONMENT: v.string(),
  STUDIO_BACKEND: v.literal('local'),
  STUDIO_LOCAL_URL: v.pipe(
    required('STUDIO_LOCAL_URL'),
    v.check(isLoopbackUrl, 'STUDIO_LOCAL_URL must be an http URL on 127.0.0.1 or localhost (the local studio server)'),
  ),
};
const LOCAL_OUTSIDE_DEVELOPMENT_MESSAGE =
  'STUDIO_BACKEND = "local" (the working tree, no Cloudflare Access) is for `wrangler dev` only, refused outside development';
const localInDevelopment = (input: { ENVIRONMENT: string }) => input.ENVIRONMENT === 'development';

/** The Cloudflare Access application the studio sits behind (README "The studio"). */
const STUDIO_ACCESS_ENTRIES = {
  STUDIO_BACKEND: v.literal('github'),
  STUDIO_ACCESS_TEAM_DOMAIN: matching(
    'STUDIO_ACCESS_TEAM_DOMAIN',
    /^https:\/\/[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.cloudflareaccess\.com$/,
    'must be the Zero Trust team domain, https://<team>.cloudflareaccess.com',
  ),
  STUDIO_ACCESS_AUD: matching('STUDIO_ACCESS_AUD', /^[0-9a-f]{64}$/, "must be the Access application's audience tag (64 hex digits)"),
};

/** The repository the studio commits to and the GitHub OAuth app its editors log in with. */
const STUDIO_GITHUB_ENTRIES = {
  ...STUDIO_ACCESS_ENTRIES,
  STUDIO_GITHUB_REPOSITORY: matching('STUDIO_GITHUB_REPOSITORY', /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/, 'must be owner/name'),
  STUDIO_GITHUB_BRANCH: v.pipe(
    matching('STUDIO_GITHUB_BRANCH', /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, 'must be a branch name'),
    v.check((branch) => !branch.includes('..') && !branch.endsWith('.lock'), 'STUDIO_GITHUB_BRANCH must be a branch name'),
  ),
  STUDIO_COMMIT_MODE: v.picklist(STUDIO_COMMIT_MODES, `STUDIO_COMMIT_MODE must be one of ${STUDIO_COMMIT_MODES.join(', ')}`),
  STUDIO_GITHUB_CLIENT_ID: matching('STUDIO_GITHUB_CLIENT_ID', /^[A-Za-z0-9._-]{1,100}$/, "must be the GitHub OAuth app's client id"),
};

/** The studio's secrets (github backend only): `wrangler secret put`, never wrangler.toml. */
const STUDIO_SECRET_ENTRIES = {
  STUDIO_GITHUB_CLIENT_SECRET: matching('STUDIO_GITHUB_CLIENT_SECRET', /^\S{20,}$/, "must be the GitHub OAuth app's client secret"),
  // Seals the login cookies (worker/admin/cookies.ts): as strong as FORM_SECRET.
  STUDIO_COOKIE_KEY: v.pipe(
    v.string('STUDIO_COOKIE_KEY is not set'),
    v.check((s) => new TextEncoder().encode(s).length >= SECRET_MIN_BYTES, `STUDIO_COOKIE_KEY must be at least ${SECRET_MIN_BYTES} bytes`),
    v.check((s) => !guessable(s), 'STUDIO_COOKIE_KEY is guessable: generate it with openssl rand -hex 32'),
  ),
};

const STUDIO_BACKEND_MESSAGE = `STUDIO_BACKEND must be one of ${STUDIO_BACKENDS.join(', ')}`;
/** The local backend's vars, refused outside development. */
const STUDIO_LOCAL_SCHEMA = v.pipe(
  v.object(STUDIO_LOCAL_ENTRIES),
  v.forward(v.partialCheck([['ENVIRONMENT']], localInDevelopment, LOCAL_OUTSIDE_DEVELOPMENT_MESSAGE), ['STUDIO_BACKEND']),
);
/** The same, as the gate reads it: whether the backend is local, before STUDIO_LOCAL_URL matters. */
const STUDIO_LOCAL_ACCESS_SCHEMA = v.pipe(
  v.object({ ENVIRONMENT: v.string(), STUDIO_BACKEND: v.literal('local') }),
  v.forward(v.partialCheck([['ENVIRONMENT']], localInDevelopment, LOCAL_OUTSIDE_DEVELOPMENT_MESSAGE), ['STUDIO_BACKEND']),
);

/** What the gate needs before anything else: the backend, and for `github` the Access application. */
const STUDIO_ACCESS_SCHEMA = v.variant(
  'STUDIO_BACKEND',
  [STUDIO_LOCAL_ACCESS_SCHEMA, v.object(STUDIO_ACCESS_ENTRIES)],
  STUDIO_BACKEND_MESSAGE,
);
/** Every studio var (what a deploy can check: the secrets live on Cloudflare). */
const STUDIO_VARS_SCHEMA = v.variant('STUDIO_BACKEND', [STUDIO_LOCAL_SCHEMA, v.object(STUDIO_GITHUB_ENTRIES)], STUDIO_BACKEND_MESSAGE);
/** The studio's whole configuration: vars and, for `github`, secrets. */
const STUDIO_SCHEMA = v.variant(
  'STUDIO_BACKEND',
  [STUDIO_LOCAL_SCHEMA, v.object({ ...STUDIO_GITHUB_ENTRIES, ...STUDIO_SECRET_ENTRIES })],
  STUDIO_BACKEND_MESSAGE,
);

type StudioAccess = v.InferOutput<typeof STUDIO_ACCESS_SCHEMA>;
export type StudioConfig = v.InferOutput<typeof STUDIO_SCHEMA>;
export type GitHubStudioConfig = Extract<StudioConfig, { STUDIO_BACKEND: 'github' }>;

/**
 * The studio's configuration in two layers, so that whoever Access does not let in learns nothing
 * of the rest: `access` (the backend, and for `github` the Access application, which the gate
 * needs to check a token) and `full` (every var and secret).
 */
export interface StudioConfigResult {
  access: { ok: true; config: StudioAccess } | { ok: false; problems: ConfigProblem[] };
  full: { ok: true; config: StudioConfig } | { ok: false; problems: ConfigProblem[] };
}

/** As problemsOf; a var the env lacks altogether (not even empty) is named as not set. */
function studioProblemsOf(issues: readonly v.BaseIssue<unknown>[]): ConfigProblem[] {
  return problemsOf(issues).map((problem, i) =>
    issues[i]?.type === 'object' && issues[i]?.input === undefined ? { ...problem, message: `${problem.name} is not set` } : problem,
  );
}

/** Checks the studio's vars only, as a deploy can (scripts/deploy.mjs). */
export function checkStudioVars(input: Record<string, unknown>): ConfigProblem[] {
  const result = v.safeParse(STUDIO_VARS_SCHEMA, input, { abortEarly: false });
  return result.success ? [] : studioProblemsOf(result.issues);
}

const STUDIO_NAMES = [
  'ENVIRONMENT',
  ...new Set([...Object.keys(STUDIO_LOCAL_ENTRIES), ...Object.keys(STUDIO_GITHUB_ENTRIES), ...Object.keys(STUDIO_SECRET_ENTRIES)]),
];
let studioMemo: { key: string; result: StudioConfigResult } | undefined;

/** The studio's checked configuration of this env, parsed once per isolate (as `configOf`). */
export function studioConfigOf(env: Record<string, unknown>): StudioConfigResult {
  const key = STUDIO_NAMES.map((name) => `${typeof env[name]}:${String(env[name])}`).join('\u0000');
  if (studioMemo?.key === key) return studioMemo.result;
  const access = v.safeParse(STUDIO_ACCESS_SCHEMA, env, { abortEarly: false });
  const full = v.safeParse(STUDIO_SCHEMA, env, { abortEarly: false });
  const result: StudioConfigResult = {
    access: access.success ? { ok: true, config: access.output } : { ok: false, problems: studioProblemsOf(access.issues) },
    full: full.success ? { ok: true, config: full.output } : { ok: false, problems: studioProblemsOf(full.issues) },
  };
  studioMemo = { key, result };
  return result;
}
