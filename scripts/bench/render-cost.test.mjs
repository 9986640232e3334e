// node --test: the benchmark's render-cost measurements time real renders (dist/ must be built).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { measureRenderCost, measureRenderCostWorkerd } from './render-cost.mjs';

describe('render cost', () => {
  it('in Node: a memoised request through the whole app costs less than one full render of the page', async () => {
    const [r] = await measureRenderCost(['/company'], { renders: 20 });
    assert.ok(r);
    assert.equal(r.path, '/company');
    assert.equal(r.renders, 20);
    for (const t of [r.unmemoised, r.memoised]) assert.ok(t.p99 >= t.median, JSON.stringify(t));
    // What the memo is for, and what tells the two measurements apart: timing the same work twice
    // (a memo that never hits, or renders that never ran) would fail this, where "above zero" held.
    assert.ok(r.memoised.median < r.unmemoised.median, JSON.stringify(r));
  });

  it('in workerd: batches of renders take time on its clock, one result per page', async () => {
    const results = await measureRenderCostWorkerd(['/', '/company'], { renders: 40, batchSize: 20 });
    assert.deepEqual(
      results.map((r) => [r.path, r.renders, r.batchSize]),
      [
        ['/', 40, 20],
        ['/company', 40, 20],
      ],
    );
    // A clock standing still while code runs (as deployed workerd's does) would make these 0.
    for (const r of results) assert.ok(r.median > 0 && r.p90 >= r.median, JSON.stringify(r));
  });

  it('in workerd: a path that is not a page fails the measurement instead of timing an error', async () => {
    await assert.rejects(
      measureRenderCostWorkerd(['/no-such-page'], { renders: 1, batchSize: 1 }),
      /workerd render of \/no-such-page: HTTP 500/,
    );
  });
});
