import { afterEach, beforeEach, expect } from 'vitest';
import { recordWorkerErrors } from './worker-env';

// The studio Worker's tests (vitest.config.ts, project "studio"): a `level: "error"` line the studio
// writes fails the test that caused it, as in the site's (tests/setup.ts, which also migrates D1).
const workerErrors = recordWorkerErrors();

beforeEach(() => {
  workerErrors.length = 0;
});

afterEach(() => {
  const lines = workerErrors.splice(0);
  expect(lines, 'the studio logged an error this test did not expect (read expected ones with captureLogs)').toEqual([]);
});
