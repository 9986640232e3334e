// Lighthouse 12.8 (default mobile simulation, and the desktop config) for each page: the
// median of `runs` runs of the performance score and the lab metrics. One Chromium instance
// serves every run; it is ours and is killed at the end.
// Accessibility, best practices and SEO are audits of the page's markup and console, the same
// in every run: they are gathered in the first run of each page only (their median over runs
// would be that one value), which with no full-page screenshot keeps the whole benchmark
// within its five minutes.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** Returns one record per page and form factor with median scores (0–100) and metrics (ms; CLS unitless). */
export async function measureLighthouse(baseUrl, paths, { runs = 3, formFactors = ['mobile', 'desktop'] } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS, logLevel: 'silent' });
  const results = [];
  try {
    for (const formFactor of formFactors) {
      for (const path of paths) {
        const samples = [];
        for (let i = 0; i < runs; i++) {
          const categories = i === 0 ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'];
          const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, disableFullPageScreenshot: true };
          const result = await lighthouse(new URL(path, baseUrl).toString(), flags, formFactor === 'desktop' ? desktopConfig : undefined);
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
          const a = (id) => lhr.audits[id]?.numericValue ?? NaN;
          samples.push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
            seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
            fcp: a('first-contentful-paint'),
            lcp: a('largest-contentful-paint'),
            tbt: a('total-blocking-time'),
            cls: a('cumulative-layout-shift'),
            speedIndex: a('speed-index'),
            requests: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
          });
        }
        const keys = Object.keys(samples[0]);
        const markup = ['accessibility', 'bestPractices', 'seo'];
        results.push({ path, formFactor, runs, ...Object.fromEntries(keys.map((k) => [k, markup.includes(k) ? samples[0][k] : median(samples.map((s) => s[k]))])) });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
