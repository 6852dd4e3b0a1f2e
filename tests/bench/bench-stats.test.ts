import { describe, expect, it } from 'vitest';
import { formatMs, percentile } from './bench-stats';

describe('percentile', () => {
  it('is the nearest-rank value, whatever the input order', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
  });
});

describe('formatMs', () => {
  it('prints one decimal, and "-" for a row that got no response (NaN, or null once sent as JSON)', () => {
    expect(formatMs(43.94)).toBe('43.9');
    expect(formatMs(percentile([], 95))).toBe('-');
    expect(formatMs(JSON.parse(JSON.stringify({ p95: Number.NaN })).p95 as number | null)).toBe('-');
  });
});
