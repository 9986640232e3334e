// Lighthouse 12.8 (default mobile simulation, and the desktop config) for each page: the
// median of `runs` runs of the four category scores and the lab metrics. One Chromium
// instance serves every run; it is ours and is killed at the end.
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
          const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
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
        results.push({ path, formFactor, runs, ...Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
