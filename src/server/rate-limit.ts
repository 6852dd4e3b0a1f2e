/**
 * An in-memory sliding-window limiter for review submissions, per client key (the client's IP address).
 * Netlify's own rate limiting protects production at the edge; this keeps the same rule under `npm start`,
 * where the local emulation does not enforce it. Memory is per function instance, never persisted.
 */

export interface Limiter {
  /** Records an attempt; `allowed` is false once the key has used its limit within the window. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number };
}

/** Submissions per client per 10 minutes when REVIEWS_RATE_LIMIT is not set. */
export const DEFAULT_REVIEWS_PER_WINDOW = 5;
export const REVIEW_WINDOW_MS = 10 * 60 * 1000;

export function createLimiter(limit: number, windowMs: number, now: () => number = Date.now): Limiter {
  const hits = new Map<string, number[]>();
  return {
    hit(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((t) => time - t < windowMs);
      // Forget idle clients so memory stays bounded by recent traffic.
      if (hits.size > 10_000)
        for (const [k, v] of hits) if (v.every((t) => time - t >= windowMs)) hits.delete(k);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? time;
        return { allowed: false, retryAfterSeconds: Math.ceil((oldest + windowMs - time) / 1000) };
      }
      recent.push(time);
      hits.set(key, recent);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

/**
 * The limiter configured by REVIEWS_RATE_LIMIT (submissions per client per 10 minutes, default 5),
 * or null when it is "0", which turns limiting off (for load tests). Throws on a value that is not a whole number.
 */
export function limiterFromEnv(value: string | undefined): Limiter | null {
  const limit = value === undefined || value === '' ? DEFAULT_REVIEWS_PER_WINDOW : Number(value);
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`REVIEWS_RATE_LIMIT must be a whole number, got "${value}"`);
  return limit === 0 ? null : createLimiter(limit, REVIEW_WINDOW_MS);
}
