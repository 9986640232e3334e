import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_DELAY_MS, REPAINT_WAIT_MAX_MS, onIdle, waitForRepaint } from '../client/runtime/scheduling';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('onIdle', () => {
  it('uses requestIdleCallback where the browser has it', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const callback = vi.fn();
    onIdle(callback);
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    idle[0]?.();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short timeout without it', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    onIdle(callback);
    expect(IDLE_FALLBACK_DELAY_MS).toBe(1);
    vi.advanceTimersByTime(0);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('waitForRepaint', () => {
  it('resolves just after the next frame', async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    let done = false;
    void waitForRepaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    frames[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits at most 100 ms when no frame comes (a background tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void waitForRepaint().then(() => (done = true));
    expect(REPAINT_WAIT_MAX_MS).toBe(100);
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
