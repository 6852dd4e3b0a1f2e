import { describe, expect, it } from 'vitest';
import { allPairs, canonicalPair, compareRedirects, pairPath, pairSummary, rowLeads } from './compare';
import type { FigureFields } from './figures';

const provider = (over: Partial<FigureFields> = {}): FigureFields => ({
  pricePerMonth: '3.39',
  plans: [
    { name: 'Monthly', price: '12.99', period: 'month' },
    { name: '2-Year', price: '3.39', period: 'month' },
  ],
  deviceLimit: 10,
  serverCount: 7900,
  countryCount: 126,
  moneyBackDays: 30,
  comparison: { freeVersion: { value: 'No' }, auditedNoLogsPolicy: { value: null } },
  ...over,
});

describe('pairs', () => {
  it('orders a pair alphabetically, whichever way it is asked', () => {
    expect(canonicalPair('surfshark', 'nordvpn')).toEqual(['nordvpn', 'surfshark']);
    expect(pairPath('surfshark', 'nordvpn')).toBe('/compare/nordvpn-vs-surfshark');
    expect(pairPath('nordvpn', 'surfshark')).toBe('/compare/nordvpn-vs-surfshark');
  });

  it('lists every pair of 13 providers once: 78 pairs, no provider against itself', () => {
    const slugs = Array.from({ length: 13 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const pairs = allPairs([...slugs].reverse());
    expect(pairs).toHaveLength(78);
    expect(new Set(pairs.map(([a, b]) => `${a}|${b}`)).size).toBe(78);
    expect(pairs.every(([a, b]) => a < b)).toBe(true);
    expect(allPairs(['a', 'a', 'b'])).toEqual([['a', 'b']]);
  });

  it('redirects the reversed path and both query orders to the canonical page', () => {
    expect(compareRedirects(['surfshark', 'nordvpn'])).toEqual([
      '/compare/surfshark-vs-nordvpn  /compare/nordvpn-vs-surfshark  301',
      '/compare  a=nordvpn  b=surfshark  /compare/nordvpn-vs-surfshark  301!',
      '/compare  a=surfshark  b=nordvpn  /compare/nordvpn-vs-surfshark  301!',
    ]);
    expect(compareRedirects(['a', 'b', 'c', 'd'])).toHaveLength(6 * 3);
  });
});

describe('rowLeads', () => {
  it('decides each measured row by its direction and leaves facts undecided', () => {
    const nord = provider();
    const surf = provider({
      pricePerMonth: '2.19',
      plans: [{ name: 'Starter Monthly', price: '15.45', period: 'month' }],
      deviceLimit: 0,
      serverCount: 3200,
    });
    const leads = Object.fromEntries(rowLeads(nord, surf).map((r) => [r.key, r.lead]));
    expect(leads).toEqual({
      lowestLongTermPrice: 'second',
      standardMonthlyPrice: 'first',
      freeVersion: 'tie',
      moneyBackGuarantee: 'tie',
      simultaneousConnections: 'second',
      serverNetwork: 'first',
      headquarters: 'fact',
      auditedNoLogsPolicy: 'unknown',
      standoutFeature: 'fact',
    });
  });

  it('lets a missing figure decide nothing: no monthly plan, no published refund window', () => {
    const proton = provider({
      plans: [{ name: 'VPN Plus 2-Year', price: '3.59', period: 'month' }],
      moneyBackDays: null,
      comparison: { freeVersion: { value: 'Yes: no data limit' }, auditedNoLogsPolicy: { value: null } },
    });
    const leads = Object.fromEntries(rowLeads(provider(), proton).map((r) => [r.key, r.lead]));
    expect(leads.standardMonthlyPrice).toBe('unknown');
    expect(leads.moneyBackGuarantee).toBe('unknown');
    expect(leads.freeVersion).toBe('second');
  });

  it('counts a device range by its top, and unlimited above any number', () => {
    const range = provider({ deviceLimit: [5, 10] });
    const lead = (a: FigureFields, b: FigureFields) =>
      rowLeads(a, b).find((r) => r.key === 'simultaneousConnections')?.lead;
    expect(lead(range, provider({ deviceLimit: 10 }))).toBe('tie');
    expect(lead(range, provider({ deviceLimit: 0 }))).toBe('second');
    expect(lead(range, provider({ deviceLimit: null }))).toBe('unknown');
  });
});

describe('pairSummary', () => {
  it('says who leads where, names ties and the rows an unknown figure leaves open', () => {
    const rows = rowLeads(provider(), provider({ pricePerMonth: '2.19', moneyBackDays: null }));
    expect(pairSummary('NordVPN', 'Surfshark', rows)).toEqual([
      'NordVPN leads on none of the 7 comparable rows.',
      'Surfshark leads on 1 of the 7 comparable rows: lowest long-term price.',
      'They tie on standard monthly price, free version, simultaneous connections, server network.',
      'Undecided because a figure is unknown: money-back guarantee, audited no-logs policy.',
    ]);
  });
});
