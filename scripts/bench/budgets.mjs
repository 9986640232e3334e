// Byte budgets of the performance issue, checked by `npm run bench:budget` (in CI) and
// printed beside the measured figures by `npm run bench`. Timings are never budgets here.
export const BUDGETS = {
  /**
   * 85 / 75 KB until the German site and the content (decision 0080); 92 / 80 since: the registry of
   * both languages' paths, the copy context, the language switch and hint reach every first load,
   * and a German page loads its copy chunk too (decision 0181, a regression still to win back).
   */
  jsGzip: 92 * 1024,
  jsBrotli: 80 * 1024,
  cssGzip: 15 * 1024,
  htmlGzip: 30 * 1024,
  /** 10 until decision 0181: a German page loads its copy's chunks as well (13 at most, /de/kontakt). */
  requests: 13,
  otherOrigins: 0,
  /**
   * The deployable worker, gzip as `wrangler deploy --dry-run` counts it: every byte is parsed at a
   * cold start (issue 33, decision 0180). Far below the platform's limits (3 MB free, 10 MB paid).
   */
  workerGzip: 150 * 1024,
};
