import { describe, expect, it } from 'vitest';
import { percentile } from './bench-stats';

describe('percentile', () => {
  it('is the nearest-rank value, whatever the input order', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
  });
});
