import { Hono } from 'hono';
import { routeValidationFailed } from '../errors';
import type { AppEnv } from '../types';

/**
 * Test-only routes that fail on purpose, to prove the error paths. Mounted only when
 * the build defines __ENABLE_FAULTS__ (Vitest does; wrangler.toml sets it false, so
 * esbuild drops this module from every deployable bundle).
 */
export const faults = new Hono<AppEnv>();

faults.get('/__faults/throw', () => {
  throw new Error('secret internal detail: db password is hunter2');
});

faults.get('/__faults/validation', () => {
  throw routeValidationFailed('parameter did not validate');
});
