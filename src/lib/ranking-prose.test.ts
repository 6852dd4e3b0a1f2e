import { describe, expect, it } from 'vitest';
import { comparisonCells } from '../../tests/support/comparison-cells';
import { CRITERIA } from './criteria';
import { FIGURES } from './figures';
import { rank } from './ranking';
import {
  hiddenSentences,
  leaderLines,
  leaders,
  runnersUp,
  standingSentences,
  unrankedSentence,
  type ProseFields,
} from './ranking-prose';
import { usd } from './price';

const cells = comparisonCells;

const provider = (name: string, over: Partial<ProseFields> = {}): ProseFields => ({
  name,
  pricePerMonth: usd(3.39),
  plans: [
    { name: 'Monthly', price: usd(12.99), period: 'month', months: 1 },
    { name: '2-Year', price: usd(3.39), period: 'month', months: 24, billed: true },
  ],
  deviceLimit: 10,
  serverCount: 2400,
  serverCountIsMinimum: true,
  countryCount: 75,
  countryCountIsMinimum: false,
  moneyBackDays: 30,
  provenance: { devices: {}, refund: {}, network: {} },
  comparison: cells({ freeVersion: 'No' }),
  ...over,
});

const criterion = (slug: string) => {
  const c = CRITERIA.find((x) => x.slug === slug);
  if (!c) throw new Error(slug);
  return c;
};
const ranking = (slug: string, items: ProseFields[]) => {
  const c = criterion(slug);
  return { c, ranked: rank(items, FIGURES[c.figure]) };
};

describe('leaders and the hub line', () => {
  it('names the one leader with the deciding figure', () => {
    const { c, ranked } = ranking('largest-server-network', [
      provider('NordVPN', { serverCount: 7900 }),
      provider('Proton VPN', { serverCount: 8500 }),
    ]);
    expect(leaderLines(c, ranked)).toEqual([{ names: ['Proton VPN'], figure: '8,500+ servers' }]);
  });

  it('lists every provider sharing first place, once, with their shared figure', () => {
    const { c, ranked } = ranking('lowest-long-term-price', [
      provider('Surfshark', { pricePerMonth: usd(2.19) }),
      provider('PureVPN', { pricePerMonth: usd(1.99) }),
      provider('VeePN', { pricePerMonth: usd(1.99) }),
    ]);
    expect(leaders(ranked).map((r) => r.item.name)).toEqual(['PureVPN', 'VeePN']);
    expect(leaderLines(c, ranked)).toEqual([{ names: ['PureVPN', 'VeePN'], figure: '$1.99/mo' }]);
  });

  it('names the leaders of a yes/no figure without it, and nobody when no figure is known', () => {
    const free = ranking('free-plan', [
      provider('A', { comparison: cells({ freeVersion: 'Yes: 10GB per month' }) }),
      provider('B', { comparison: cells({ freeVersion: 'Yes: free forever' }) }),
      provider('C'),
    ]);
    expect(leaderLines(free.c, free.ranked)).toEqual([{ names: ['A', 'B'], figure: null }]);
    const none = ranking('longest-money-back-guarantee', [provider('A', { moneyBackDays: null })]);
    expect(leaderLines(none.c, none.ranked)).toEqual([]);
  });
});

describe('runnersUp', () => {
  it('takes the next places until two providers are named, at most two places', () => {
    const { ranked } = ranking('longest-money-back-guarantee', [
      provider('Hotspot', { moneyBackDays: 45 }),
      provider('Pure', { moneyBackDays: 31 }),
      provider('Nord'),
      provider('Surf'),
      provider('Fastest', { moneyBackDays: 15 }),
    ]);
    // 31 days names one provider, so the shared 30 days comes too; 15 days is a third place, not taken.
    expect(runnersUp(ranked).map((g) => g.map((r) => r.item.name))).toEqual([['Pure'], ['Nord', 'Surf']]);
  });

  it('stops after one place that already names two', () => {
    const { ranked } = ranking('most-devices', [
      provider('A', { deviceLimit: 0 }),
      provider('B'),
      provider('C'),
      provider('D', { deviceLimit: 5 }),
    ]);
    expect(runnersUp(ranked).map((g) => g.map((r) => r.item.name))).toEqual([['B', 'C']]);
  });
});

describe('standingSentences', () => {
  it('says who leads, who follows and who comes last, with units', () => {
    const { c, ranked } = ranking('most-devices', [
      provider('Surfshark', { deviceLimit: 0 }),
      provider('IPVanish', { deviceLimit: 0 }),
      provider('NordVPN'),
      provider('Hotspot Shield', { deviceLimit: 5 }),
    ]);
    expect(standingSentences(c, ranked)).toEqual([
      'First place is shared by Surfshark and IPVanish, each with unlimited devices.',
      'Next: NordVPN, with 10 devices; then Hotspot Shield, with 5 devices.',
      'Last of the four providers with the figure: Hotspot Shield, with 5 devices.',
    ]);
  });

  it('says who has a free version with its terms, and which of the others offer a trial', () => {
    const { c, ranked } = ranking('free-plan', [
      provider('Proton VPN', { comparison: cells({ freeVersion: 'Yes: free forever' }) }),
      provider('Surfshark', { comparison: cells({ freeVersion: 'No (7-day free trial)' }) }),
      provider('NordVPN'),
    ]);
    expect(standingSentences(c, ranked)).toEqual([
      'One of the three has a free plan: Proton VPN (free forever).',
      'The other two have none; one of them offers a trial instead: Surfshark (7-day free trial).',
    ]);
  });
});

describe('hiddenSentences', () => {
  it('gives the plan and bill behind the leading long-term price, yearly bills, lifetime plans and renewals', () => {
    const { c, ranked } = ranking('lowest-long-term-price', [
      provider('PureVPN', {
        pricePerMonth: usd(1.99),
        plans: [{ name: '2-Year', price: usd(1.99), period: 'month', months: 24, billed: true }],
      }),
      provider('ESET VPN', {
        pricePerMonth: usd(4.17),
        plans: [{ name: 'Bundle, 5 devices', price: usd(49.99), period: 'year', months: 12 }],
      }),
      provider('FastestVPN', {
        pricePerMonth: usd(2.49),
        plans: [
          { name: '1-Year', price: usd(2.49), period: 'month', months: 12 },
          { name: 'Lifetime', price: usd(40), period: 'one-time' },
        ],
      }),
    ]);
    expect(hiddenSentences(c, ranked)).toEqual([
      'For PureVPN, that is the 2-Year plan, billed $47.76 for 2 years.',
      'You commit to the whole term.',
      'ESET VPN bills $49.99/year; its figure here is that bill divided by 12.',
      'FastestVPN also sells a Lifetime plan for $40.00 once, which no price per month here counts.',
      'Our data holds no renewal price for any of these plans: what the next term costs is not part of this ranking.',
    ]);
  });

  it('says a leader without a bill in our data has none, and names the plans with a renewal price', () => {
    const { c, ranked } = ranking('lowest-long-term-price', [
      provider('Hotspot Shield', {
        pricePerMonth: usd(2.99),
        plans: [{ name: '3-Year', price: usd(2.99), period: 'month', months: 36 }],
      }),
      provider('NordVPN', {
        plans: [
          {
            name: '2-Year',
            price: usd(3.39),
            period: 'month',
            months: 24,
            billed: true,
            renewal: { price: usd(139.08), period: 'year' },
          },
        ],
      }),
    ]);
    expect(hiddenSentences(c, ranked)).toEqual([
      'For Hotspot Shield, that is the 3-Year plan (our data gives no bill up front).',
      'You commit to the whole term.',
      "Our data holds a renewal price for NordVPN only; the ranking uses the first term's price.",
    ]);
  });

  it('names a monthly price range as ranked by its top end', () => {
    const { c, ranked } = ranking('lowest-monthly-price', [
      provider('WiTopia', {
        plans: [{ name: 'Monthly', price: usd(9.99, 12.99), period: 'month', months: 1 }],
      }),
    ]);
    expect(hiddenSentences(c, ranked)[0]).toBe(
      "WiTopia's monthly price is a range, $9.99-$12.99/mo: a price range counts at its top end, the most you may be charged.",
    );
  });

  it('names the plan a device limit that depends on the plan needs', () => {
    const { c, ranked } = ranking('most-devices', [
      provider('ESET VPN', {
        deviceLimit: [5, 10],
        plans: [
          { name: 'Bundle, 5 devices', price: usd(49.99), period: 'year', months: 12 },
          { name: 'Bundle, 10 devices', price: usd(69.99), period: 'year', months: 12 },
        ],
      }),
      provider('NordVPN'),
    ]);
    expect(hiddenSentences(c, ranked)).toEqual([
      `ESET VPN's 10 devices need its "Bundle, 10 devices" plan at $69.99/year; the cheaper one covers 5.`,
    ]);
  });

  it('counts the stated minimums of a network figure', () => {
    const { c, ranked } = ranking('largest-server-network', [
      provider('A'),
      provider('B'),
      provider('C', { serverCountIsMinimum: false }),
    ]);
    expect(hiddenSentences(c, ranked)).toEqual([
      'Two of the three figures are stated minimums, written with a "+", and we have counted no network ourselves.',
    ]);
    const countries = ranking('most-countries', [provider('A')]);
    expect(hiddenSentences(countries.c, countries.ranked)).toEqual([]);
  });
});

describe('unrankedSentence', () => {
  it('names each provider without the figure with what our data says instead', () => {
    const { c, ranked } = ranking('lowest-monthly-price', [
      provider('Proton VPN', { plans: [] }),
      provider('ESET VPN', {
        plans: [],
        comparison: cells({ standardMonthlyPrice: 'No monthly plan listed' }),
      }),
      provider('NordVPN'),
    ]);
    expect(unrankedSentence(c, ranked)).toBe(
      'Not ranked: Proton VPN (not in our data) and ESET VPN (no monthly plan listed).',
    );
    const all = ranking('most-countries', [provider('A')]);
    expect(unrankedSentence(all.c, all.ranked)).toBeNull();
  });
});
