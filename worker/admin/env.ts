import type { Context } from 'hono';
import type { GitHubStudioConfig, StudioConfig } from '../config';
import type { AppEnv } from '../types';
import type { AccessIdentity } from './access';

/** Hono's environment under /admin: the site's, plus what the studio's gate checked. */
export interface StudioEnv {
  Bindings: AppEnv['Bindings'];
  Variables: AppEnv['Variables'] & {
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
