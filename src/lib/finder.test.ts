import { describe, expect, it } from 'vitest';
import { sourceInfo } from '../../tests/support/sources';
import { DEFAULT_ANSWERS, parseFinder, runFinder, type FinderAnswers, type FinderService } from './finder';
import { FIGURES } from './figures';
import { usd } from './price';
import { SCORE_PARTS, type PartKey, type ScorePart } from './score';

/** A scorecard whose every part has `points`, so its overall score is `points` under every preset. */
function score(points: number, met = true): FinderService['score'] {
  const part = (key: PartKey): ScorePart => ({ key, points, lines: [] });
  const parts = Object.fromEntries(SCORE_PARTS.map(({ key }) => [key, part(key)])) as Record<
    PartKey,
    ScorePart
  >;
  return { minimums: { met, missing: met ? [] : ['an owner named by a source that is not weak'] }, parts };
}

const auditor = sourceInfo({ name: 'Deloitte', url: 'https://example.com/audit', kind: 'auditor' });
const aggregator = sourceInfo({
  name: 'Aggregator',
  url: 'https://example.com/list',
  kind: 'other',
  weak: 'an aggregator without named authors',
});

/** An audit of `scope` in 2024, reported by `source` (an auditor's report unless told otherwise). */
const audit = (scope = 'no-logs', source = auditor) => ({
  firm: 'Deloitte',
  date: '2024-12',
  scope,
  provenance: { source },
});

/**
 * A hand-made provider: a 1-month plan at $10 and a 24-month plan at $3 a month, WireGuard, card payment only,
 * no open-source apps or port forwarding in our data, and an even score (5 of 10), unless told otherwise.
 */
function service(slug: string, fields: Partial<FinderService> = {}): FinderService {
  return {
    slug,
    name: slug.toUpperCase(),
    pricePerMonth: usd(3.0),
    plans: [
      { name: 'Monthly', price: usd(10.0), period: 'month', months: 1 },
      { name: '2-Year', price: usd(3.0), period: 'month', months: 24 },
    ],
    deviceLimit: 5,
    serverCount: 100,
    countryCount: 10,
    moneyBackDays: 30,
    freeTrial: null,
    freeTier: null,
    protocols: ['WireGuard', 'OpenVPN'],
    payment: ['card'],
    openSource: null,
    portForwarding: null,
    provenance: { devices: {}, refund: {} },
    comparison: { freeVersion: { value: 'No' }, auditedNoLogsPolicy: { value: null } },
    score: score(5),
    ...fields,
  };
}

const answers = (a: Partial<FinderAnswers>): FinderAnswers => ({ ...DEFAULT_ANSWERS, ...a });
const slugs = (list: readonly { service: FinderService }[]) => list.map((x) => x.service.slug);

describe('parseFinder', () => {
  it('reads the answers and gives a missing one its loosest default', () => {
    expect(parseFinder(new URLSearchParams('devices=5&budget=3'))).toEqual({
      ok: true,
      answers: answers({ devices: '5', budget: '3' }),
    });
  });

  it('names every value it does not understand with what the parameter takes', () => {
    const parsed = parseFinder(new URLSearchParams('devices=7&audit=maybe&refund=30'));
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { param: 'devices', value: '7', accepted: ['1', '3', '5', '10', 'unlimited'] },
        { param: 'audit', value: 'maybe', accepted: ['yes', 'any'] },
      ],
    });
  });

  it('does not pick one of two values given for one parameter', () => {
    expect(parseFinder(new URLSearchParams('free=plan&free=any')).ok).toBe(false);
  });
});

describe('runFinder', () => {
  it('lists a provider with too few devices as a miss, by how many', () => {
    const r = runFinder(
      [service('a'), service('b', { deviceLimit: 3 }), service('c', { deviceLimit: 0 })],
      answers({ devices: '5' }),
    );
    expect(slugs(r.matches)).toEqual(['a', 'c']);
    expect(r.misses.map((m) => [m.service.slug, m.miss.param, m.miss.text])).toEqual([
      ['b', 'devices', 'Allows 3 devices at once, 2 fewer than your 5'],
    ]);
  });

  it('counts a per-plan device limit by its highest and puts an unknown one apart', () => {
    const r = runFinder(
      [service('a', { deviceLimit: [5, 10] }), service('b', { deviceLimit: null })],
      answers({ devices: '10' }),
    );
    expect(slugs(r.matches)).toEqual(['a']);
    expect(slugs(r.unknown)).toEqual(['b']);
  });

  it('prices only the plans within the longest prepayment', () => {
    const r = runFinder([service('a')], answers({ prepay: '1', budget: '5' }));
    expect(r.misses[0]?.miss.text).toBe('$10.00 a month (monthly plan), $5.00 over your $5.00');
    expect(slugs(runFinder([service('a')], answers({ prepay: '24', budget: '3' })).matches)).toEqual(['a']);
  });

  it('misses the prepayment rule when the shortest term is longer', () => {
    const yearly = service('y', { plans: [{ name: 'Annual', price: usd(48), period: 'year', months: 12 }] });
    const r = runFinder([yearly], answers({ prepay: '1' }));
    expect(r.misses[0]?.miss).toEqual({
      param: 'prepay',
      state: 'miss',
      text: 'Shortest paid term: 12 months, 11 months longer than your 1 month',
    });
  });

  it('takes a free trial only where the reader accepts one, and a free plan for both', () => {
    const services = [
      service('plan', {
        freeTier: '10GB a month',
        comparison: { freeVersion: { value: 'Yes: 10GB a month' }, auditedNoLogsPolicy: { value: null } },
      }),
      service('trial', { freeTrial: '7-day free trial' }),
      service('none'),
    ];
    expect(slugs(runFinder(services, answers({ free: 'plan' })).matches)).toEqual(['plan']);
    expect(slugs(runFinder(services, answers({ free: 'trial' })).matches)).toEqual(['plan', 'trial']);
  });

  it('needs 30 refund days and puts a provider without a figure apart', () => {
    const r = runFinder(
      [service('a'), service('b', { moneyBackDays: 7 }), service('c', { moneyBackDays: null })],
      answers({ refund: '30' }),
    );
    expect(slugs(r.matches)).toEqual(['a']);
    expect(r.misses[0]?.miss.text).toBe('7 days money-back window, 23 days short of 30');
    expect(slugs(r.unknown)).toEqual(['c']);
  });

  it('needs an independent audit of the no-logs policy that a source that is not weak reports', () => {
    const r = runFinder(
      [
        service('a', { audits: [audit()] }),
        service('b', { audits: [audit('no-logs', aggregator)] }),
        service('c', { audits: [audit('apps')] }),
        service('d'),
      ],
      answers({ audit: 'yes' }),
    );
    expect(r.matches.map((m) => [m.service.slug, m.outcomes.find((o) => o.param === 'audit')?.text])).toEqual(
      [['a', 'Audited no-logs policy (Deloitte, 2024-12)']],
    );
    // A weak source or an audit of something else does not count, and no audit in our data is no proof of none.
    expect(r.misses).toEqual([]);
    expect(r.unknown.map((u) => [u.service.slug, u.unknown[0]?.text])).toEqual([
      ['b', 'An audit of its no-logs policy: only a weak source or another scope in our data'],
      ['c', 'An audit of its no-logs policy: only a weak source or another scope in our data'],
      ['d', 'An audit of its no-logs policy: not in our data'],
    ]);
  });

  it('asks WireGuard, anonymous payment, open-source apps and port forwarding of our data: yes, no or unknown', () => {
    const r = runFinder(
      [
        service('all', {
          protocols: [{ name: 'NordLynx', basedOn: 'WireGuard' }],
          payment: ['card', 'monero'],
          openSource: [{ platform: 'android' }],
          portForwarding: { available: true },
        }),
        service('ovpn', { protocols: ['OpenVPN'] }),
        service('cash', { protocols: [], payment: ['cash'] }),
        service('browser', { openSource: [{ platform: 'browser' }] }),
        service('nopf', { portForwarding: { available: false } }),
      ],
      answers({ wireguard: 'yes', anonymous: 'yes', opensource: 'yes', portforwarding: 'yes' }),
    );
    expect(slugs(r.matches)).toEqual(['all']);
    expect(r.misses.map((m) => [m.service.slug, m.miss.param, m.miss.text])).toEqual([
      ['browser', 'anonymous', 'Neither cash nor Monero among its payment methods'],
      ['nopf', 'anonymous', 'Neither cash nor Monero among its payment methods'],
      ['ovpn', 'wireguard', 'No WireGuard in our data'],
    ]);
    expect(r.unknown.map((u) => [u.service.slug, u.unknown.map((o) => o.param)])).toEqual([
      ['cash', ['wireguard', 'opensource', 'portforwarding']],
    ]);
    const apps = runFinder(
      [
        service('browser', { openSource: [{ platform: 'browser' }] }),
        service('nopf', { openSource: [{ platform: 'ios' }], portForwarding: { available: false } }),
      ],
      answers({ opensource: 'yes', portforwarding: 'yes' }),
    );
    // A browser extension alone is not open-source apps.
    expect(apps.misses.map((m) => [m.service.slug, m.miss.param, m.miss.text])).toEqual([
      ['browser', 'opensource', 'Apps not open source'],
      ['nopf', 'portforwarding', 'No port forwarding'],
    ]);
  });

  it("orders each group by the model under the reader's priorities: the trust minimums, then the score", () => {
    const cheap = service('cheap', {
      score: { ...score(5), parts: { ...score(5).parts, cost: { key: 'cost', points: 10, lines: [] } } },
    });
    const high = service('high', { score: score(7) });
    const unmet = service('unmet', { score: score(9, false) });
    expect(slugs(runFinder([unmet, cheap, high], answers({})).matches)).toEqual(['high', 'cheap', 'unmet']);
    expect(slugs(runFinder([unmet, cheap, high], answers({ priority: 'cost' })).matches)).toEqual([
      'cheap',
      'high',
      'unmet',
    ]);
  });

  it('reports the first rule missed, even where a later rule cannot tell', () => {
    const r = runFinder(
      [service('a', { deviceLimit: 1, moneyBackDays: null })],
      answers({ devices: '3', refund: '30' }),
    );
    expect(r.misses[0]?.miss.param).toBe('devices');
  });
});

describe('one rule with the rankings and compare pages (src/lib/figures.ts)', () => {
  it('reads a refund window with two readings at the shorter, as /best ranks it', () => {
    const reputable = sourceInfo({ name: 'Outlet', url: 'https://example.com/review', kind: 'publication' });
    const twoReadings = service('two', {
      moneyBackDays: 31,
      provenance: { devices: {}, refund: { readings: [{ source: reputable, value: 15, text: '15 days' }] } },
    });
    expect(FIGURES.moneyBackDays.value(twoReadings)).toBe(15);
    expect(runFinder([twoReadings], answers({ refund: '30' })).misses[0]?.miss.text).toBe(
      '15 days money-back window, 15 days short of 30',
    );
  });

  it('reads a monthly price range at its top end, as /best and the compare pages do (PRICE_RANGE_RULE)', () => {
    const range = service('range', {
      plans: [{ name: 'Monthly', price: usd(9.99, 12.99), period: 'month', months: 1 }],
    });
    expect(FIGURES.monthlyPrice.value(range)).toBe(12.99);
    const result = runFinder([range], answers({ prepay: '1', budget: '10' }));
    expect(slugs(result.matches)).toEqual([]);
    expect(result.misses[0]?.miss.text).toBe('$12.99 a month (monthly plan), $2.99 over your $10.00');
  });
});
