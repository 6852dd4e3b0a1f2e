import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_WINDOW_MS } from '../../src/server/rate-limit';
import { withinOneWindow } from './rate-window';

const windowStart = Date.UTC(2026, 11, 3, 14, 20);

describe('withinOneWindow', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the first run that began and ended in one window', async () => {
    vi.useFakeTimers({ now: windowStart + 1000 });
    const attempt = vi.fn(() => Promise.resolve('first'));
    expect(await withinOneWindow(attempt)).toBe('first');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('runs the sequence again when a window began during it, and keeps that run', async () => {
    vi.useFakeTimers({ now: windowStart - 500 });
    let runs = 0;
    const result = await withinOneWindow(() => {
      runs += 1;
      vi.advanceTimersByTime(1000);
      return Promise.resolve(runs);
    });
    expect(result).toBe(2);
  });

  it('gives up on runs of ten minutes or more', async () => {
    vi.useFakeTimers({ now: windowStart });
    const attempt = () => {
      vi.advanceTimersByTime(REVIEW_WINDOW_MS);
      return Promise.resolve();
    };
    await expect(withinOneWindow(attempt)).rejects.toThrow('three runs in a row');
  });
});
