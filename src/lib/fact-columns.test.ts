import { describe, expect, it } from 'vitest';
import { FACT_COLUMNS } from './fact-columns';
import { FACT_GROUPS } from './provenance';

describe('the facts of /data', () => {
  it('show every fact group a reader can look up, each column linking to its group record', () => {
    // The free trial shares the "Free version" column with the free plan.
    const shown = new Set(FACT_COLUMNS.map((c) => c.fact));
    expect(FACT_GROUPS.map((g) => g.key).filter((key) => !shown.has(key))).toEqual(['trial']);
    expect(new Set(FACT_COLUMNS.map((c) => c.key)).size).toBe(FACT_COLUMNS.length);
  });

  it('give each of the eight feature groups its own column', () => {
    const features = FACT_GROUPS.filter((g) => g.feature).map((g) => g.key);
    expect(features).toHaveLength(8);
    for (const key of features)
      expect(
        FACT_COLUMNS.some((c) => c.fact === key && c.key === key),
        key,
      ).toBe(true);
  });
});
