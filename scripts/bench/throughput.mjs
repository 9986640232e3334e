// Throughput and latency of pages and of a static file under `wrangler dev`, with autocannon:
// 50 connections, a warm-up of every URL, then a fixed duration per URL. Loopback only, bounded in time.
import autocannon from 'autocannon';

/**
 * One autocannon phase on `url` (no pipelining), shared with the load test. The result carries
 * `errorKinds`: the socket errors counted by code and message.
 * @param {string} url
 * @param {{ connections: number, durationSec: number }} options
 * @returns {Promise<import('autocannon').Result & { errorKinds: Record<string, number> }>}
 */
export function loadPhase(url, { connections, durationSec }) {
  return new Promise((resolve, reject) => {
    /** @type {Record<string, number>} */
    const errorKinds = {};
    const instance = autocannon({ url, connections, duration: durationSec, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve({ ...result, errorKinds }),
    );
    instance.on('reqError', (err) => {
      const kind = `${err.code ?? err.name}: ${err.message}`.slice(0, 100);
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
}

/**
 * Measures each URL in turn; returns requests/s (mean), p50/p99 latency (ms), errors and
 * non-2xx answers. The warm-up's figures are discarded.
 * @param {string} baseUrl
 * @param {readonly string[]} paths
 * @param {{ connections?: number, durationSec?: number, warmupSec?: number }} [options]
 */
export async function measureThroughput(baseUrl, paths, { connections = 50, durationSec = 4, warmupSec = 1 } = {}) {
  const out = [];
  const urls = paths.map((path) => new URL(path, baseUrl).toString());
  // Every URL is warmed up before any is measured: the first one measured would otherwise also
  // pay for warming the dev proxy and the runtime, not only its own memo.
  for (const url of urls) await loadPhase(url, { connections, durationSec: warmupSec });
  for (const [i, path] of paths.entries()) {
    const r = await loadPhase(urls[i] ?? '', { connections, durationSec });
    out.push({
      path,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    });
  }
  return out;
}
