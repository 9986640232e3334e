// Generated from worker/admin/wrangler.toml by `npm run cf-typegen` (scripts/lib/studio-types.mjs): do not edit.
/** The studio Worker's bindings and vars (its Env). */
interface StudioBindings {
  ASSETS: Fetcher;
  ENVIRONMENT: string;
  SITE_URL: string;
  STUDIO_BACKEND: string;
  STUDIO_ACCESS_TEAM_DOMAIN?: string;
  STUDIO_ACCESS_AUD?: string;
  STUDIO_GITHUB_REPOSITORY?: string;
  STUDIO_GITHUB_BRANCH?: string;
  STUDIO_COMMIT_MODE?: string;
  STUDIO_GITHUB_CLIENT_ID?: string;
}
