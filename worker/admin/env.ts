import type { Context } from 'hono';
import type { Logger } from '../log';
import type { AccessIdentity } from './access';
import type { GitHubStudioConfig, StudioConfig, StudioSite } from './config';

/** Hono's environment of the studio worker (worker/admin/main.ts): its bindings, and what its middleware checked. */
export interface StudioEnv {
  Bindings: StudioBindings;
  Variables: {
    requestId: string;
    log: Logger;
    /** Where the studio runs and the site's origin (worker/admin/config.ts studioSiteOf). */
    site: StudioSite;
    /** The studio's checked configuration (worker/config.ts studioConfigOf). */
    studio: StudioConfig;
    /** Who Cloudflare Access let in; null with the local backend, which has no Access. */
    editor: AccessIdentity | null;
  };
}

/** The `github` backend's configuration with the editor Access let in: what login and the API need. */
export interface GitHubStudio {
  config: GitHubStudioConfig;
  editor: AccessIdentity;
}

/** The `github` backend's configuration and editor, or undefined with the local backend. */
export function githubStudio(c: Context<StudioEnv>): GitHubStudio | undefined {
  const config = c.get('studio');
  const editor = c.get('editor');
  return config.STUDIO_BACKEND === 'github' && editor ? { config, editor } : undefined;
}
