// Byte budgets of the performance issue, checked by `npm run bench:budget` (in CI) and
// printed beside the measured figures by `npm run bench`. Timings are never budgets here.
export const BUDGETS = {
  jsGzip: 85 * 1024,
  jsBrotli: 75 * 1024,
  cssGzip: 15 * 1024,
  htmlGzip: 30 * 1024,
  requests: 10,
  otherOrigins: 0,
  /** Workers free plan limit for the compressed worker. */
  workerGzip: 3 * 1024 * 1024,
};
