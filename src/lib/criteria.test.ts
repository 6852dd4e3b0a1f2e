import { describe, expect, it } from 'vitest';
import { comparisonCells } from '../../tests/support/comparison-cells';
import { CRITERIA, TIES_RULE, figureText, type CriterionFields } from './criteria';
import { DISPUTE_RULE } from './fact-rules';
import { FIGURES } from './figures';
import { rank } from './ranking';
import { usd } from './price';
import { sourceInfo } from '../../tests/support/sources';

const cells = comparisonCells;

const provider = (name: string, over: Partial<CriterionFields> = {}) => ({
  name,
  pricePerMonth: usd(3.39),
  plans: [{ name: 'Monthly', price: usd(12.99), period: 'month' as const }],
  deviceLimit: 10,
  serverCount: 2400,
  serverCountIsMinimum: true,
  countryCount: 75,
  countryCountIsMinimum: true,
  moneyBackDays: 30,
  provenance: { devices: {}, refund: {}, network: {} },
  comparison: cells({ freeVersion: 'No' }),
  ...over,
});

const byCriterion = (slug: string) => {
  const c = CRITERIA.find((x) => x.slug === slug);
  if (!c) throw new Error(slug);
  return c;
};

describe('the ranking criteria', () => {
  it('offers at least seven rankings, each with a unique slug and a stated rule about ties and unknowns', () => {
    expect(CRITERIA.length).toBeGreaterThanOrEqual(7);
    expect(new Set(CRITERIA.map((c) => c.slug)).size).toBe(CRITERIA.length);
    for (const c of CRITERIA)
      expect(c.rule).toMatch(/share a place.*without the figure in our data are listed last, not ranked/);
  });

  it('ranks no monthly plan as unknown, shown with the matrix text, and a price range at its top end', () => {
    const c = byCriterion('lowest-monthly-price');
    const eset = provider('ESET', {
      plans: [{ name: 'Bundle', price: usd(49.99), period: 'year' as const }],
      comparison: cells({ standardMonthlyPrice: 'No monthly plan listed' }),
    });
    const proton = provider('Proton', { plans: [{ name: 'Free', price: usd(0), period: null }] });
    const witopia = provider('WiTopia', {
      plans: [{ name: 'Monthly', price: usd(9.99, 12.99), period: 'month' as const }],
    });
    const nord = provider('Nord');
    const ranked = rank([eset, proton, nord, witopia], FIGURES[c.figure]);
    expect(ranked.map((r) => [r.item.name, r.place])).toEqual([
      ['Nord', 1],
      ['WiTopia', 1],
      ['ESET', null],
      ['Proton', null],
    ]);
    expect(ranked.map((r) => figureText(c, r.item, r.place !== null))).toEqual([
      '$12.99/mo',
      '$9.99-$12.99/mo',
      'No monthly plan listed',
      'Not in our data',
    ]);
  });

  it('puts unlimited devices first and shares the place between two unlimited providers', () => {
    const c = byCriterion('most-devices');
    const ranked = rank(
      [provider('A'), provider('B', { deviceLimit: 0 }), provider('C', { deviceLimit: 0 })],
      FIGURES[c.figure],
    );
    expect(ranked.map((r) => [r.item.name, r.place, figureText(c, r.item, true)])).toEqual([
      ['B', 1, 'Unlimited devices'],
      ['C', 1, 'Unlimited devices'],
      ['A', 3, '10 devices'],
    ]);
  });

  it('ranks free versions first from the matrix cell, a trial counting as no free version', () => {
    const c = byCriterion('free-plan');
    const ranked = rank(
      [
        provider('Trial', { comparison: cells({ freeVersion: 'No (7-day free trial)' }) }),
        provider('Free', { comparison: cells({ freeVersion: 'Yes: 10GB per month' }) }),
        provider('Unknown', { comparison: cells() }),
      ],
      FIGURES[c.figure],
    );
    expect(ranked.map((r) => [r.item.name, r.place])).toEqual([
      ['Free', 1],
      ['Trial', 2],
      ['Unknown', null],
    ]);
    expect(figureText(c, ranked[0]!.item, true)).toBe('Yes: 10GB per month');
  });

  it('shows countries and servers as the provider states them', () => {
    expect(byCriterion('most-countries').show(provider('A'))).toBe('75+ countries');
    expect(byCriterion('largest-server-network').show(provider('A'))).toBe('2,400+ servers');
    expect(byCriterion('longest-money-back-guarantee').show(provider('A'))).toBe('30 days');
    expect(byCriterion('lowest-long-term-price').show(provider('A'))).toBe('$3.39/mo');
    expect(byCriterion('largest-server-network').show(provider('A', { serverCount: null }))).toBe(
      'Not in our data',
    );
  });

  /** A provider's own page and a dated data file that disputes it. */
  const own = sourceInfo({ name: 'Alpha VPN', url: 'https://alpha.example/', kind: 'provider' });
  const data = sourceInfo({
    name: 'Comparitech',
    url: 'https://comparitech.example/',
    kind: 'data-file',
    date: '2026-06-27',
  });

  it('shows a disputed figure with the reading that disputes it', () => {
    const disputed = provider('A', {
      provenance: {
        devices: {},
        refund: { source: own, readings: [{ source: data, value: 14, text: '14 days' }] },
        network: {},
      },
    });
    expect(byCriterion('longest-money-back-guarantee').show(disputed)).toBe(
      '30 days (Alpha VPN) or 14 days (Comparitech, Jun 2026)',
    );
  });

  it('states how it reads a disputed figure in every ranking that shows one with both values, and only there', () => {
    const reading = (text: string) => ({ source: own, readings: [{ source: data, value: 1, text }] });
    const disputed = provider('A', {
      provenance: { devices: reading('1 device'), refund: reading('1 day'), network: reading('1 server') },
    });
    for (const c of CRITERIA) {
      const showsBoth = c.show(disputed).includes('(Comparitech, Jun 2026)');
      expect(c.rule.includes(DISPUTE_RULE.slice(1)), c.slug).toBe(showsBoth);
      expect(c.rule.startsWith(`${c.basis} ${TIES_RULE}`), c.slug).toBe(true);
    }
  });
});
