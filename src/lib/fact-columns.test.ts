import { describe, expect, it } from 'vitest';
import { FACT_COLUMNS, FACT_GROUPS, groupColumns } from './fact-columns';

describe('the facts of /data', () => {
  it('fold every column into exactly one group on a phone', () => {
    const grouped = FACT_GROUPS.flatMap((g) => g.keys);
    expect([...grouped].sort()).toEqual(FACT_COLUMNS.map((c) => c.key).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('refuse a group key no column has', () => {
    expect(() => groupColumns(['nope'])).toThrow('no fact column "nope"');
  });
});
