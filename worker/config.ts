/**
 * The worker's configuration: every var (wrangler.toml [vars]) and secret (FORM_SECRET) it reads,
 * checked against one schema (decision 0191). The worker checks it once per isolate and answers
 * every request 503 while it fails (middleware/config-guard.ts); `npm run deploy` and its dry run
 * check the same schema against wrangler.toml's vars before anything is built (scripts/deploy.mjs).
 * Nothing else reads these values raw: the rest of the worker gets the parsed `Config`.
 */
import * as v from 'valibot';
import { DEPLOYED_ORIGINS, type DeployedEnvironment } from './origins';

/** Where the worker runs: `wrangler dev` and the tests (development), or a deployment. */
export const ENVIRONMENTS = ['development', 'staging', 'production'] as const satisfies readonly ('development' | DeployedEnvironment)[];
export type Environment = (typeof ENVIRONMENTS)[number];

export const SECRET_MIN_BYTES = 32;
/** Fewer different characters than this in FORM_SECRET is a made-up secret, not a random one. */
const SECRET_MIN_DISTINCT = 8;

/**
 * True for a secret anyone could guess: a run of at most a quarter of its characters repeated
 * (`aaaa…`, `abcabc…`, a trailing part of the run allowed), or fewer than SECRET_MIN_DISTINCT
 * different characters. 32 random bytes as hex (`openssl rand -hex 32`, what the README and
 * `npm start` give) are neither but once in far more than 10^12 draws.
 */
export function guessable(secret: string): boolean {
  const chars = Array.from(secret);
  if (new Set(chars).size < SECRET_MIN_DISTINCT) return true;
  for (let unit = 1; unit <= chars.length / 4; unit++) {
    if (chars.every((ch, i) => i < unit || ch === chars[i - unit])) return true;
  }
  return false;
}

/** How strict the forms' checks against scripts are: `people` everywhere, `fast` for tests under wrangler dev. */
const FORM_CHECK_MODES = ['people', 'fast'] as const;
export type FormCheckMode = (typeof FORM_CHECK_MODES)[number];

/** An origin: scheme, host and port only (no path, query or trailing slash). */
const isOrigin = (value: string): boolean => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
};

const email = (name: string) =>
  v.pipe(v.string(`${name} is not set`), v.nonEmpty(`${name} is not set`), v.email(`${name} must be an e-mail address`));

/** The vars, as wrangler.toml (or `wrangler dev --var`) gives them: every value a string. */
const VAR_ENTRIES = {
  ENVIRONMENT: v.picklist(ENVIRONMENTS, `ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}`),
  SITE_URL: v.pipe(
    v.string('SITE_URL is not set'),
    v.check(isOrigin, 'SITE_URL must be an origin (scheme and host, no path), e.g. https://www.larchfield.dev'),
  ),
  MAIL_FROM: email('MAIL_FROM'),
  SALES_INBOX: email('SALES_INBOX'),
  API_INBOX: email('API_INBOX'),
  RECRUITING_INBOX: email('RECRUITING_INBOX'),
  // 0 (retry at once) is a test setting, as FORM_CHECKS = "fast" is: the leads test walks a mail
  // through every retry without waiting for them (issue 29). Development only, checked below.
  MAIL_RETRY_SECONDS: v.pipe(
    v.string('MAIL_RETRY_SECONDS is not set'),
    v.regex(/^(?:0|[1-9][0-9]{0,5})$/, 'MAIL_RETRY_SECONDS must be a positive whole number of seconds'),
    v.transform(Number),
  ),
  // A test setting (issue 29): `fast` asks for no minimum fill time and a proof of work of a few
  // derivations (worker/forms/spam.ts, challenge.ts), so the browser tests wait for neither. Development only:
  // the worker refuses it elsewhere (503) and so does every deploy and dry run.
  FORM_CHECKS: v.optional(v.picklist(FORM_CHECK_MODES, `FORM_CHECKS must be one of ${FORM_CHECK_MODES.join(', ')}`), 'people'),
};

/** The secrets: set with `wrangler secret put` (deployed) or .dev.vars (local), never in wrangler.toml. */
const SECRET_ENTRIES = {
  FORM_SECRET: v.pipe(
    v.string('FORM_SECRET is not set'),
    v.check((s) => new TextEncoder().encode(s).length >= SECRET_MIN_BYTES, `FORM_SECRET must be at least ${SECRET_MIN_BYTES} bytes`),
    v.check(
      (s) => !guessable(s),
      `FORM_SECRET is guessable (a short run repeated, or fewer than ${SECRET_MIN_DISTINCT} different characters): generate it with openssl rand -hex 32`,
    ),
  ),
};

/** The names the schema checks, vars first: what the worker reads from its env besides bindings. */
const VAR_NAMES = Object.keys(VAR_ENTRIES) as (keyof typeof VAR_ENTRIES)[];
const SECRET_NAMES = Object.keys(SECRET_ENTRIES) as (keyof typeof SECRET_ENTRIES)[];

/** Deployments are served over https only: their SITE_URL must be an https origin. */
const HTTPS_MESSAGE = 'SITE_URL must be an https origin outside development';
const httpsOrDevelopment = (input: { ENVIRONMENT: Environment; SITE_URL: string }) =>
  input.ENVIRONMENT === 'development' || input.SITE_URL.startsWith('https://');

/**
 * The deployed environment whose origin (worker/origins.ts) SITE_URL is, when that is not
 * ENVIRONMENT's own: production with staging's origin would point every link, canonical URL and
 * sitemap entry at staging, and staging with production's would make its pages production's.
 */
const otherDeployment = (input: { ENVIRONMENT: Environment; SITE_URL: string }): DeployedEnvironment | undefined =>
  input.ENVIRONMENT === 'development'
    ? undefined
    : (Object.keys(DEPLOYED_ORIGINS) as DeployedEnvironment[]).find(
        (env) => env !== input.ENVIRONMENT && DEPLOYED_ORIGINS[env] === input.SITE_URL,
      );
const otherDeploymentMessage = ({ input }: v.PartialCheckIssue<{ ENVIRONMENT: Environment; SITE_URL: string }>) =>
  `SITE_URL is the ${otherDeployment(input) ?? 'other'} deployment's origin, refused where ENVIRONMENT is ${input.ENVIRONMENT}`;

/** The test setting of the forms' checks is for development only. */
const FAST_FORMS_MESSAGE = 'FORM_CHECKS = "fast" is a test setting, refused outside development';
const fastFormsInDevelopment = (input: { ENVIRONMENT: Environment; FORM_CHECKS: FormCheckMode }) =>
  input.ENVIRONMENT === 'development' || input.FORM_CHECKS !== 'fast';

/** Retrying a failed mail at once is for tests only: a deployment waits between retries. */
const RETRY_AT_ONCE_MESSAGE = 'MAIL_RETRY_SECONDS = 0 (retry at once) is a test setting, refused outside development';
const retryAtOnceInDevelopment = (input: { ENVIRONMENT: Environment; MAIL_RETRY_SECONDS: number }) =>
  input.ENVIRONMENT === 'development' || input.MAIL_RETRY_SECONDS > 0;

/** The vars, with the rules that tie one var to another (each test setting is for development only). */
const VARS_SCHEMA = v.pipe(
  v.object(VAR_ENTRIES),
  v.forward(v.partialCheck([['ENVIRONMENT'], ['SITE_URL']], httpsOrDevelopment, HTTPS_MESSAGE), ['SITE_URL']),
  v.forward(
    v.partialCheck([['ENVIRONMENT'], ['SITE_URL']], (input) => otherDeployment(input) === undefined, otherDeploymentMessage),
    ['SITE_URL'],
  ),
  v.forward(v.partialCheck([['ENVIRONMENT'], ['FORM_CHECKS']], fastFormsInDevelopment, FAST_FORMS_MESSAGE), ['FORM_CHECKS']),
  v.forward(v.partialCheck([['ENVIRONMENT'], ['MAIL_RETRY_SECONDS']], retryAtOnceInDevelopment, RETRY_AT_ONCE_MESSAGE), [
    'MAIL_RETRY_SECONDS',
  ]),
);
/** The vars, checked as above, and the secrets. */
const CONFIG_SCHEMA = v.intersect([VARS_SCHEMA, v.object(SECRET_ENTRIES)]);

/** The parsed configuration: MAIL_RETRY_SECONDS a number (0 in development only), ENVIRONMENT one of ENVIRONMENTS. */
export type Config = v.InferOutput<typeof CONFIG_SCHEMA>;

/** One failed requirement: the variable and what is wrong (never its value: it may be a secret). */
export interface ConfigProblem {
  name: string;
  message: string;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: ConfigProblem[] };

export function problemsOf(issues: readonly v.BaseIssue<unknown>[]): ConfigProblem[] {
  return issues.map((issue) => ({ name: v.getDotPath(issue) ?? '(configuration)', message: issue.message }));
}

/** Checks vars and secrets (the worker's env, or any record of strings). */
export function parseConfig(input: Record<string, unknown>): ConfigResult {
  const result = v.safeParse(CONFIG_SCHEMA, input, { abortEarly: false });
  return result.success ? { ok: true, config: result.output } : { ok: false, problems: problemsOf(result.issues) };
}

/**
 * Checks the vars only: what can be checked before a deploy, when the secrets live on Cloudflare
 * and cannot be read back (scripts/deploy.mjs).
 */
export function checkVars(input: Record<string, unknown>): ConfigProblem[] {
  const result = v.safeParse(VARS_SCHEMA, input, { abortEarly: false });
  return result.success ? [] : problemsOf(result.issues);
}

let memo: { key: string; result: ConfigResult } | undefined;

/**
 * The checked configuration of this env, parsed once per isolate: the env's values are compared
 * (cheaply, as one string) with the last ones parsed, so another set of values (a test's) is
 * parsed again and never served from an earlier answer.
 */
export function configOf(env: Record<string, unknown>): ConfigResult {
  const key = [...VAR_NAMES, ...SECRET_NAMES].map((name) => `${typeof env[name]}:${String(env[name])}`).join('\u0000');
  if (memo?.key !== key) memo = { key, result: parseConfig(env) };
  return memo.result;
}
