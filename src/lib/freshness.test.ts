import { describe, expect, it } from 'vitest';
import { freshnessReport, staleContent } from './freshness';

const now = new Date('2026-11-21T12:00:00Z');
const service = (slug: string, reviewedAt: string, verified: string[]) => ({
  slug,
  reviewedAt: new Date(reviewedAt),
  comparison: Object.fromEntries(verified.map((d, i) => [`row${i}`, { verifiedAt: new Date(d) }])),
});

describe('staleContent', () => {
  it('flags reviews older than 92 days and comparison cells older than 31 days, oldest first', () => {
    const stale = staleContent(
      [
        service('fresh', '2026-11-18', ['2026-11-20', '2026-11-01']),
        service('old-review', '2026-08-20', ['2026-11-20']),
        service('old-table', '2026-11-01', ['2026-11-20', '2026-10-20']),
      ],
      now,
    );
    expect(stale).toEqual([
      { slug: 'old-review', what: 'review', date: '2026-08-20', ageDays: 93 },
      { slug: 'old-table', what: 'comparison', date: '2026-10-20', ageDays: 32 },
    ]);
    expect(freshnessReport(stale)).toContain('old-table: comparison verified 2026-10-20 (32 days ago)');
  });

  it('accepts content exactly at the limits', () => {
    expect(staleContent([service('edge', '2026-08-21', ['2026-10-21'])], now)).toEqual([]);
    expect(freshnessReport([])).toMatch(/^All provider reviews are under 92 days old/);
  });
});
