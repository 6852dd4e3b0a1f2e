import { describe, expect, it } from 'vitest';
import { freshnessReport, overdueCount, overdueFacts, providerFreshness } from './freshness';
import { sourceInfo } from '../../tests/support/sources';
import type { ProvenanceFields } from './provenance';

const now = new Date('2026-12-31T12:00:00Z');
const compiledOn = (day: string) => ({ compiledAt: new Date(day) });

/** A provider whose groups were all compiled on `day`, with changes to some groups. */
const provider = (
  slug: string,
  day: string,
  over: Partial<ProvenanceFields['provenance']> = {},
  extra: Partial<ProvenanceFields> = {},
): ProvenanceFields => ({
  slug,
  name: slug,
  provenance: {
    pricing: compiledOn(day),
    network: compiledOn(day),
    devices: compiledOn(day),
    refund: compiledOn(day),
    trial: compiledOn(day),
    freePlan: compiledOn(day),
    jurisdiction: compiledOn(day),
    logging: compiledOn(day),
    standout: compiledOn(day),
    ...over,
  },
  plans: [],
  ...extra,
});

describe('providerFreshness', () => {
  it('ages comparison groups monthly from their check, else their compilation', () => {
    const [report] = providerFreshness(
      [
        provider('nord', '2026-11-30', {
          pricing: {
            compiledAt: new Date('2026-06-01'),
            checkedAt: new Date('2026-12-01'),
            checkedUrl: 'https://nord.test/',
          },
          network: compiledOn('2026-11-20'),
        }),
      ],
      now,
    );
    expect(report?.overdue.map((f) => [f.key, f.state, f.since, f.ageDays, f.maxAgeDays])).toEqual([
      ['network', 'compiled', '2026-11-20', 41, 31],
    ]);
    // Nine facts kept whole, one checked; renewal, ownership, audits and the eight feature facts unknown.
    expect(report?.counts).toEqual({ checked: 1, sourced: 0, searched: 0, compiled: 8, unknown: 11 });
  });

  it('ages sourced ownership quarterly from the day its source was read', () => {
    const source = (readAt: string) => ({
      source: sourceInfo({
        name: 'Example',
        url: 'https://example.org/',
        kind: 'publication',
        date: '2022',
        readAt: new Date(readAt),
      }),
    });
    const [fresh, stale] = providerFreshness(
      [
        provider('fresh', '2026-12-30', {}, { ownership: { provenance: source('2026-10-01') } }),
        provider('stale', '2026-12-30', {}, { ownership: { provenance: source('2026-09-29') } }),
      ],
      now,
    );
    expect(fresh?.overdue).toEqual([]);
    expect(stale?.overdue.map((f) => [f.key, f.state, f.ageDays, f.maxAgeDays])).toEqual([
      ['ownership', 'sourced', 93, 92],
    ]);
  });

  it('accepts facts exactly at the cadence and never ages unknown facts', () => {
    const report = providerFreshness([provider('edge', '2026-11-30')], now);
    expect(overdueCount(report)).toBe(0);
    expect(freshnessReport(report)).toContain('No fact is past its cadence.');
  });
});

describe('overdueFacts and freshnessReport', () => {
  const report = providerFreshness(
    [
      provider('newer', '2026-11-20'),
      provider('older', '2026-10-01', { standout: compiledOn('2026-12-30') }),
    ],
    now,
  );

  it('lists every overdue fact of every provider, oldest first', () => {
    const facts = overdueFacts(report);
    expect(facts.map((f) => `${f.slug} ${f.key}`).slice(0, 7)).toEqual([
      'older devices',
      'older freePlan',
      'older jurisdiction',
      'older logging',
      'older network',
      'older pricing',
      'older refund',
    ]);
    // older: eight facts compiled 91 days ago (its standout is new); newer: all nine, 41 days ago.
    expect(facts).toHaveLength(17);
  });

  it('gives totals and each overdue fact with the day it counts from', () => {
    const text = freshnessReport(report);
    expect(text).toContain(
      'Provider facts: 0 checked, 0 sourced, 0 searched (no dated source found), 18 launch data only, 22 not in our data.',
    );
    expect(text).toContain(
      'older pricing: launch data compiled 2026-10-01, never checked, 91 days (cadence 31)',
    );
  });

  it('asks for a check against the provider with the facts command, not a new date', () => {
    const text = freshnessReport(report);
    expect(text).toContain("Compare each with the provider's own page");
    expect(text).toContain('npm run facts -- check <provider> <group> --source <url>');
    expect(text).toContain('Do not change compiledAt');
  });
});
