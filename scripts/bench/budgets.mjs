// Byte budgets of the performance issue, checked by `npm run bench:budget` (in CI) and
// printed beside the measured figures by `npm run bench`. Timings are never budgets here.
export const BUDGETS = {
  jsGzip: 85 * 1024,
  jsBrotli: 75 * 1024,
  cssGzip: 15 * 1024,
  htmlGzip: 30 * 1024,
  requests: 10,
  otherOrigins: 0,
  /**
   * The deployable worker, gzip as `wrangler deploy --dry-run` counts it: every byte is parsed at a
   * cold start (issue 33, decision 0180). Far below the platform's limits (3 MB free, 10 MB paid).
   */
  workerGzip: 150 * 1024,
};
