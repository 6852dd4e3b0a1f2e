import { describe, expect, it } from 'vitest';
import { freshnessReport, overdueCount, providerFreshness } from './freshness';

const now = new Date('2026-12-31T12:00:00Z');
const source = 'Provider data compiled by the editors';
const provider = (
  slug: string,
  cell: { compiledAt: string; checkedAt?: string },
  group: { compiledAt: string; checkedAt?: string },
) => {
  const fact = (f: { compiledAt: string; checkedAt?: string }) => ({
    source,
    compiledAt: new Date(f.compiledAt),
    ...(f.checkedAt ? { checkedAt: new Date(f.checkedAt), sourceUrl: `https://${slug}.test/pricing` } : {}),
  });
  return {
    slug,
    name: slug,
    comparison: { price: { ...fact(cell), value: '$1' }, audit: { ...fact(cell), value: null } },
    provenance: { pricing: fact(group) },
  };
};

describe('providerFreshness', () => {
  it('ages never-checked facts from compiledAt and checked ones from checkedAt, per cadence', () => {
    const [stale, fresh] = providerFreshness(
      [
        provider('stale', { compiledAt: '2026-11-29' }, { compiledAt: '2026-09-29' }),
        provider(
          'fresh',
          { compiledAt: '2026-06-01', checkedAt: '2026-12-01' },
          { compiledAt: '2026-10-01' },
        ),
      ],
      now,
    );
    expect(stale?.overdue).toEqual([
      {
        kind: 'provider page',
        key: 'pricing',
        state: 'compiled',
        since: '2026-09-29',
        ageDays: 93,
        maxAgeDays: 92,
      },
      {
        kind: 'comparison',
        key: 'price',
        state: 'compiled',
        since: '2026-11-29',
        ageDays: 32,
        maxAgeDays: 31,
      },
    ]);
    expect(stale?.counts).toEqual({ checked: 0, compiled: 2, unknown: 1 });
    expect(fresh?.overdue).toEqual([]);
    expect(fresh?.counts).toEqual({ checked: 1, compiled: 1, unknown: 1 });
  });

  it('accepts facts exactly at the cadence and never ages unknown facts', () => {
    const report = providerFreshness(
      [provider('edge', { compiledAt: '2026-11-30' }, { compiledAt: '2026-09-30' })],
      now,
    );
    expect(overdueCount(report)).toBe(0);
    expect(freshnessReport(report)).toContain('No fact is past its cadence.');
  });
});

describe('freshnessReport', () => {
  const report = providerFreshness(
    [provider('stale', { compiledAt: '2026-10-01' }, { compiledAt: '2026-12-01' })],
    now,
  );

  it('gives totals and each overdue fact with the day it counts from', () => {
    const text = freshnessReport(report);
    expect(text).toContain('Provider facts: 0 checked, 2 compiled only, 1 unknown.');
    expect(text).toContain('comparison price: compiled 2026-10-01, never checked, 91 days (cadence 31)');
  });

  it('asks for a check against the provider, not a new date', () => {
    const text = freshnessReport(report);
    expect(text).toContain("Compare each with the provider's own page");
    expect(text).toContain('Do not change compiledAt');
  });
});
