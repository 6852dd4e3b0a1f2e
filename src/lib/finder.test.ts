import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS, parseFinder, runFinder, type FinderAnswers, type FinderService } from './finder';
import { usd } from './price';

/** A hand-made provider: a 1-month plan at $10 and a 24-month plan at $3 a month unless told otherwise. */
function service(
  slug: string,
  fields: Partial<FinderService> = {},
  audit: string | null = null,
): FinderService {
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
    comparison: { freeVersion: { value: 'No' }, auditedNoLogsPolicy: { value: audit } },
    ...fields,
  };
}

const answers = (a: Partial<FinderAnswers>): FinderAnswers => ({ ...DEFAULT_ANSWERS, ...a });
const slugs = (list: readonly { service: FinderService }[]) => list.map((x) => x.service.slug);

describe('parseFinder', () => {
  it('reads the six answers and gives a missing one its loosest default', () => {
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

  it('needs an audit of the no-logs policy: a logging policy misses, no audit in our data cannot tell', () => {
    const r = runFinder(
      [service('a', {}, 'Yes: Deloitte, 2024'), service('b', {}, 'No: keeps limited logs'), service('c')],
      answers({ audit: 'yes' }),
    );
    expect(slugs(r.matches)).toEqual(['a']);
    expect(slugs(r.misses)).toEqual(['b']);
    expect(slugs(r.unknown)).toEqual(['c']);
  });

  it('reports the first rule missed, even where a later rule cannot tell', () => {
    const r = runFinder(
      [service('a', { deviceLimit: 1, moneyBackDays: null })],
      answers({ devices: '3', refund: '30' }),
    );
    expect(r.misses[0]?.miss.param).toBe('devices');
  });
});
