import { describe, expect, it } from 'vitest';
import { createLimiter, limiterFromEnv } from './rate-limit';

describe('createLimiter', () => {
  it('allows the limit per window per key, then refuses until the window slides', () => {
    let time = 0;
    const limiter = createLimiter(2, 1000, () => time);
    expect(limiter.hit('a').allowed).toBe(true);
    time = 400;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit('b').allowed).toBe(true);
    time = 1000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });
});

describe('limiterFromEnv', () => {
  it('defaults to 5, turns off at 0 and refuses nonsense', () => {
    const limiter = limiterFromEnv(undefined)!;
    const results = Array.from({ length: 6 }, () => limiter.hit('x').allowed);
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(limiterFromEnv('0')).toBeNull();
    expect(() => limiterFromEnv('many')).toThrow(/REVIEWS_RATE_LIMIT/);
  });
});
