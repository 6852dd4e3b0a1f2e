import { describe, expect, it } from 'vitest';
import { registryOf, sourceRecord } from '../../tests/support/sources';
import { vpnServiceSchema } from './schemas';
import { storedUsd, usd } from './price';
import { matrixServices, publishServices, serviceJson, type VpnServiceFile } from './vpn-service';

const compiled = { compiledAt: '2026-11-21' };

/** The sources the fixtures cite, by id. */
const registry = registryOf([
  sourceRecord({
    id: 'example-audit',
    name: 'Example',
    kind: 'auditor',
    url: 'https://example.org/audit',
    date: '2026-02-04',
    states: { nordvpn: ['audits'] },
  }),
  sourceRecord({
    id: 'example-review',
    name: 'Example review',
    publisher: 'reviewco',
    kind: 'publication',
    url: 'https://example.org/review',
    date: '2026-01',
    states: { nordvpn: ['ownership', 'refund'] },
  }),
  sourceRecord({
    id: 'example-forum',
    name: 'Example forum',
    kind: 'other',
    weak: 'a forum post without a named author',
    url: 'https://forum.example.org/t/1',
    states: { nordvpn: ['audits'] },
  }),
  sourceRecord({
    id: 'example-rate',
    name: 'Example exchange rates',
    kind: 'data-file',
    url: 'https://rates.example.org/eur-usd',
    date: '2026-01-28',
    exchangeRate: { currency: 'EUR', usd: 1.2 },
  }),
]);

/** A provider file as an editor writes it, parsed by the collection's schema. */
function file(slug: string, over: Record<string, unknown> = {}): VpnServiceFile {
  const raw = {
    id: 1,
    name: 'NordVPN',
    description: 'A VPN with [[servers]] servers in [[countries]] countries.',
    summary: 'A 2-year plan at [[plan(2-Year Basic)]]; the monthly plan costs [[price(Monthly Basic)]].',
    rating: 4.8,
    speedRating: 4.9,
    securityRating: 4.9,
    featuresRating: 4.8,
    valueRating: 4.2,
    supportRating: 4.7,
    easeuseRating: null,
    serverCount: 7900,
    serverCountIsMinimum: true,
    countryCount: 126,
    deviceLimit: 10,
    badge: null,
    refundPolicy: '[[refundDays]]-day money-back guarantee on every plan.',
    moneyBackDays: 30,
    jurisdiction: 'Panama',
    logsPolicy: 'No logs',
    features: ['[[servers]] servers'],
    pros: ['2-year plan from [[plan(2-Year Basic)]] ([[discount(2-Year Basic)]] off)'],
    cons: [],
    securityFeatures: [],
    streamingSupport: [],
    protocols: [],
    encryption: [],
    customerSupport: [],
    plans: [
      {
        name: 'Monthly Basic',
        price: '12.99',
        period: 'month',
        months: 1,
        features: ['[[devices]] devices'],
      },
      { name: '1-Year Basic', price: '4.99', period: 'month', months: 12, billed: true, discount: 56 },
      {
        name: '2-Year Basic',
        price: '3.39',
        period: 'month',
        months: 24,
        billed: true,
        discount: 70,
        popular: true,
      },
    ],
    standoutFeature: 'NordLynx protocol',
    matrixColumn: 1,
    provenance: {
      pricing: compiled,
      network: compiled,
      devices: compiled,
      refund: compiled,
      trial: compiled,
      freePlan: compiled,
      jurisdiction: compiled,
      logging: compiled,
      standout: compiled,
    },
    publishedAt: '2026-11-21',
    ...over,
  };
  return { ...vpnServiceSchema.parse(raw), slug };
}

const publish = (over: Record<string, unknown> = {}) => {
  const [service] = publishServices([file('nordvpn', over)], registry);
  if (!service) throw new Error('no service');
  return service;
};
const cells = (over: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(publish(over).comparison).map(([k, c]) => [k, c.value]));

describe('publishService', () => {
  it('resolves every text field’s tokens from the one stored figure', () => {
    const s = publish();
    expect(s.description).toBe('A VPN with 7,900+ servers in 126 countries.');
    expect(s.summary).toBe('A 2-year plan at $3.39/mo; the monthly plan costs $12.99.');
    expect(s.refundPolicy).toBe('30-day money-back guarantee on every plan.');
    expect(s.pros).toEqual(['2-year plan from $3.39/mo (70% off)']);
    expect(s.plans[0]?.features).toEqual(['10 devices']);
  });

  it('derives the lowest price per month, the popular plan’s discount and the bills', () => {
    const s = publish();
    expect(s.pricePerMonth).toEqual(usd(3.39));
    expect(s.discountPercentage).toBe(70);
    expect(s.plans.map((p) => p.billed?.text)).toEqual([
      undefined,
      '$59.88 for 1 year',
      '$81.36 for 2 years',
    ]);
    expect(s.plans.map((p) => p.billed?.amount)).toEqual([undefined, 59.88, 81.36]);
    expect(s.headerPrice).toEqual({ amount: '$3.39', suffix: '/month', note: null });
  });

  it('changes every derived figure when one plan price changes', () => {
    const s = publish({
      plans: file('x').plans.map((p) => ({
        ...p,
        price: storedUsd(p.name === '2-Year Basic' ? usd(3.49) : p.price),
      })),
    });
    expect([
      s.pricePerMonth,
      s.plans[2]?.billed?.text,
      s.comparison.lowestLongTermPrice.value,
      s.summary,
    ]).toEqual([
      usd(3.49),
      '$83.76 for 2 years',
      '$3.49/mo (2-year)',
      'A 2-year plan at $3.49/mo; the monthly plan costs $12.99.',
    ]);
  });

  it('writes prices in their stored form and bills in words for the API and the downloads', () => {
    const json = serviceJson(publish());
    expect(json.pricePerMonth).toBe('3.39');
    expect(json.plans.map((p) => [p.price, p.billed])).toEqual([
      ['12.99', undefined],
      ['4.99', '$59.88 for 1 year'],
      ['3.39', '$81.36 for 2 years'],
    ]);
  });

  it('names the file, the field and the token of a text it cannot resolve', () => {
    expect(() => publish({ cons: ['fine', 'only [[servers]] in [[countriez]]'] })).toThrow(
      'content/vpn-services/nordvpn.json: cons[1]: cannot resolve the token [[countriez]]',
    );
  });
});

describe('the header price', () => {
  it('shows a plan billed in euros as billed, with the dollar figure our comparisons use', () => {
    const plans = [
      { name: 'Monthly', price: '5.00', period: 'month', months: 1, currency: 'EUR', popular: true },
    ];
    expect(publish({ plans, summary: '', pros: [] }).headerPrice).toEqual({
      amount: '€5.00',
      suffix: '/month, about $6.00',
      note: null,
    });
  });

  it('shows a per-month price per year where the file asks, as our arithmetic', () => {
    expect(publish({ priceDisplay: { per: 'year' } }).headerPrice).toEqual({
      amount: '$40.68',
      suffix: '/year',
      note: '2-Year Basic plan: 12 x $3.39 a month, our arithmetic',
    });
  });

  it('shows every price with its term: a one-time price as lifetime (one payment), a bundle per year with its note', () => {
    const lifetime = { name: 'Lifetime', price: '40', period: 'one-time', popular: true, discount: 93 };
    const plans = [{ name: 'Monthly', price: '10.00', period: 'month', months: 1 }, lifetime];
    expect(publish({ plans, summary: '', pros: [] }).headerPrice).toEqual({
      amount: '$40.00',
      suffix: 'lifetime (one payment)',
      note: null,
    });
    const bundle = [{ name: 'Bundle, 5 devices', price: '49.99', period: 'year', months: 12, popular: true }];
    expect(
      publish({ plans: bundle, priceDisplay: { note: 'Bundled with a suite' }, summary: '', pros: [] })
        .headerPrice,
    ).toEqual({
      amount: '$49.99',
      suffix: '/year',
      note: 'Bundled with a suite',
    });
  });
});

describe('the comparison cells', () => {
  it('come from the structured fields', () => {
    expect(cells()).toEqual({
      lowestLongTermPrice: '$3.39/mo (2-year)',
      standardMonthlyPrice: '$12.99',
      freeVersion: 'No',
      moneyBackGuarantee: '30 days',
      simultaneousConnections: '10',
      serverNetwork: '7,900+ servers in 126 countries',
      headquarters: 'Panama',
      auditedNoLogsPolicy: null,
      standoutFeature: 'NordLynx protocol',
    });
  });

  it('word a free version, a trial, a plan-dependent device limit and a missing refund window', () => {
    expect(cells({ freeTier: '10GB per month' }).freeVersion).toBe('Yes: 10GB per month');
    expect(cells({ freeTrial: '7-day free trial, no card required' }).freeVersion).toBe(
      'No (7-day free trial)',
    );
    expect(cells({ deviceLimit: [5, 10] }).simultaneousConnections).toBe('5-10 (by plan)');
    expect(cells({ moneyBackDays: null, refundPolicy: 'None.' }).moneyBackGuarantee).toBeNull();
  });

  it('say a service sold only by the year has no monthly plan, and leave an unknown monthly price unknown', () => {
    const yearly = [{ name: 'Bundle, 5 devices', price: '49.99', period: 'year', months: 12, popular: true }];
    const base = { plans: yearly, summary: '', pros: [] };
    expect(cells({ ...base, soldMonthly: false })).toMatchObject({
      lowestLongTermPrice: '$4.17/mo ($49.99/year bundle)',
      standardMonthlyPrice: 'No monthly plan listed',
    });
    expect(cells(base).standardMonthlyPrice).toBeNull();
  });

  it('say yes with the firm and year of the newest no-logs audit, no for a provider that keeps logs', () => {
    const source = { source: 'example-audit' };
    const audits = [
      { firm: 'Cure53', date: '2025-10', scope: 'apps', provenance: source },
      { firm: 'Deloitte', date: '2025-12-12', scope: 'no-logs', provenance: source },
      { firm: 'Deloitte', date: '2024-12-20', scope: 'no-logs', provenance: source },
    ];
    const cell = publish({ audits }).comparison.auditedNoLogsPolicy;
    expect(cell.value).toBe('Yes: Deloitte, 2025');
    // The cell carries the newest no-logs audit's own source, resolved from the registry with its grade.
    expect(cell.provenance?.source).toMatchObject({ name: 'Example', grade: 'primary', date: '2026-02-04' });
    expect(cells({ logsPolicy: 'Limited logs' }).auditedNoLogsPolicy).toBe('No: limited logs');
    expect(cells({ logsPolicy: 'Keeps logs' }).auditedNoLogsPolicy).toBe('No: keeps logs');
  });

  it('do not confirm an audit only a weak source reports, and leave no audit in our data unknown', () => {
    const audits = [
      { firm: 'KPMG', date: '2023', scope: 'no-logs', provenance: { source: 'example-forum' } },
    ];
    expect(cells({ audits }).auditedNoLogsPolicy).toBe(
      'Not confirmed: only a weak source reports an audit (KPMG, 2023)',
    );
    expect(cells().auditedNoLogsPolicy).toBeNull();
  });

  it('show a disputed figure with the reading that disputes it', () => {
    const refund = {
      ...compiled,
      source: 'example-audit',
      readings: [{ source: 'example-review', value: 14 }],
    };
    const c = cells({ provenance: { ...file('nordvpn').provenance, refund } });
    expect(c.moneyBackGuarantee).toBe('30 days (example, Feb 2026) or 14 days (reviewco, Jan 2026)');
  });
});

describe('matrixServices', () => {
  it('orders the matrix by column and leaves out providers without one', () => {
    const files = [
      file('b', { matrixColumn: 2 }),
      file('c', { matrixColumn: undefined }),
      file('a', { matrixColumn: 1 }),
    ];
    expect(matrixServices(files).map((f) => f.slug)).toEqual(['a', 'b']);
  });

  it('names both files when two claim the same column', () => {
    expect(() => matrixServices([file('a'), file('b')])).toThrow(
      'content/vpn-services/a.json and b.json both set matrixColumn 1',
    );
  });
});

describe('the evidence format', () => {
  const groups = Object.fromEntries(
    [
      'pricing',
      'network',
      'devices',
      'refund',
      'trial',
      'freePlan',
      'jurisdiction',
      'logging',
      'standout',
    ].map((g) => [g, compiled]),
  );

  it('refuses a record that says nothing of its origin, a search beside a source, and a search dated in the future', () => {
    expect(() => file('a', { ownership: { owner: 'Example Ltd', provenance: {} } })).toThrow(
      'record where the fact comes from',
    );
    expect(() =>
      file('a', {
        ownership: {
          owner: 'Example Ltd',
          provenance: { source: 'example-review', searchedAt: '2026-12-01' },
        },
      }),
    ).toThrow('a fact with a source was not');
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(() => file('a', { provenance: { ...groups, audits: { searchedAt: future } } })).toThrow(
      'a day in the future',
    );
  });

  it('refuses the old inline source fields, naming the field that replaces them', () => {
    expect(() =>
      file('a', {
        ownership: {
          owner: 'Example Ltd',
          provenance: {
            sourceUrl: 'https://example.org/review',
            readAt: '2026-11-25',
            compiledAt: '2026-11-21',
          },
        },
      }),
    ).toThrow(/sourceUrl: unknown field/);
  });

  it('resolves a cited source from the registry, and names the file and field of an id the registry lacks', () => {
    const s = publish({ ownership: { owner: 'Example Ltd', provenance: { source: 'example-review' } } });
    expect(s.ownership?.provenance.source).toMatchObject({
      id: 'example-review',
      grade: 'reputable',
      url: 'https://example.org/review',
    });
    expect(() =>
      publish({ ownership: { owner: 'Example Ltd', provenance: { source: 'no-such-source' } } }),
    ).toThrow(
      'content/vpn-services/nordvpn.json: ownership: content/sources.json has no source "no-such-source"',
    );
  });

  it('keeps sister brands and a dated search for audits', () => {
    const s = file('a', {
      siteUrl: 'https://www.example.org/',
      ownership: {
        owner: 'Example Ltd',
        otherBrands: ['Other VPN'],
        provenance: { source: 'example-review' },
      },
      provenance: { ...groups, audits: { searchedAt: '2026-12-01' } },
    });
    expect(s.ownership?.otherBrands).toEqual(['Other VPN']);
    expect(s.provenance.audits?.searchedAt).toEqual(new Date('2026-12-01T00:00:00Z'));
  });
});
