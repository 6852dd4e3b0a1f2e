import { describe, expect, it } from 'vitest';
import { resolveHtml, resolveText, TemplateError, type TemplateContext, type TokenFacts } from './templates';
import { usd } from './price';

const nord: TokenFacts = {
  slug: 'nordvpn',
  name: 'NordVPN',
  serverCount: 7900,
  serverCountIsMinimum: true,
  countryCount: 126,
  countryCountIsMinimum: false,
  deviceLimit: 10,
  moneyBackDays: 30,
  jurisdiction: 'Panama',
  rating: 4.8,
  speedRating: 4.9,
  securityRating: 4.9,
  featuresRating: 4.8,
  valueRating: 4.2,
  supportRating: null,
  freeTier: null,
  freeTrial: null,
  plans: [
    { name: 'Monthly Basic', price: usd(12.99), period: 'month', months: 1 },
    { name: '1-Year Basic', price: usd(4.99), period: 'month', months: 12, billed: true, discount: 56 },
    { name: '2-Year Basic', price: usd(3.39), period: 'month', months: 24, billed: true, discount: 70 },
    { name: 'Lifetime', price: usd(40), period: 'one-time', originalPrice: usd(600) },
    { name: 'Annual', price: usd(4.5), period: 'month', months: 12, originalPrice: 'monthly' },
  ],
};
const proton: TokenFacts = {
  ...nord,
  slug: 'protonvpn',
  name: 'Proton VPN',
  countryCount: 117,
  deviceLimit: 0,
};

const ctx: TemplateContext = {
  self: nord,
  providers: new Map([
    ['nordvpn', nord],
    ['protonvpn', proton],
  ]),
  counts: { reviewed: 13, compared: 12, rated: 6, rows: 9 },
  ranges: {
    longTermPrice: { min: 1.99, max: 4.17 },
    monthlyPrice: { min: 8.99, max: 15.45 },
    moneyBackDays: { min: 15, max: 45 },
  },
};
const r = (text: string, context = ctx) =>
  resolveText(text, context, 'content/vpn-services/nordvpn.json: pros[1]');

describe('resolveText', () => {
  it('puts in the provider’s facts as the site writes them', () => {
    expect(r('Very large network: [[servers]] servers in [[countries]] countries')).toBe(
      'Very large network: 7,900+ servers in 126 countries',
    );
    expect(r('[[devices]] devices, a [[refundDays]]-day refund, based in [[jurisdiction]]')).toBe(
      '10 devices, a 30-day refund, based in Panama',
    );
    expect(r('[[rating]] overall, Speed [[rating(speed)]]/5')).toBe('4.8 overall, Speed 4.9/5');
  });

  it('names plans by their name: price, price with period, bill, discount, term and regular price', () => {
    expect(
      r('[[price(Monthly Basic)]] a month, or [[plan(2-Year Basic)]] ([[discount(2-Year Basic)]] off)'),
    ).toBe('$12.99 a month, or $3.39/mo (70% off)');
    expect(r('billed [[billed(2-Year Basic)]] for [[months(2-Year Basic)]] months')).toBe(
      'billed $81.36 for 24 months',
    );
    expect(r('[[plan(Lifetime)]] against [[regular(Lifetime)]]; [[regular(Annual)]]')).toBe(
      '$40.00 lifetime (one payment) against $600.00; $155.88/year',
    );
    const range: TokenFacts = {
      ...nord,
      plans: [{ name: 'Monthly', price: usd(9.99, 12.99), period: 'month', months: 1 }],
    };
    expect(
      r(
        '[[price(Monthly)]]: [[lowPrice(Monthly)]] to [[highPrice(Monthly)]], [[usd(12 * highPrice(Monthly))]] a year',
        { ...ctx, self: range },
      ),
    ).toBe('$9.99-$12.99: $9.99 to $12.99, $155.88 a year');
  });

  it('reads another provider’s facts and the site’s counts and ranges', () => {
    expect(r("ahead of Proton VPN's [[protonvpn.countries]] with [[protonvpn.devices]] devices")).toBe(
      "ahead of Proton VPN's 117 with Unlimited devices",
    );
    expect(
      r('one of [[count(reviewed)]]; [[Words(count(compared))]] compared, [[words(count(rows))]] rows'),
    ).toBe('one of 13; Twelve compared, nine rows');
    expect(r('from [[range(longTermPrice)]] a month')).toBe('from $1.99 to $4.17 a month');
    expect(r('the [[range(moneyBackDays)]] day range')).toBe('the 15 to 45 day range');
    expect(r('around [[whole(servers / countries)]] servers per country')).toBe(
      'around 62 servers per country',
    );
    expect(r('roughly [[decimal(servers / countries)]], about [[words(7900 / 1000)]]')).toBe(
      'roughly 62.7, about seven',
    );
  });

  it('does our arithmetic inside a formatter', () => {
    expect(r('[[usd(12 * price(Monthly Basic))]] a year')).toBe('$155.88 a year');
    expect(r('saves [[usd(24 * price(Monthly Basic) - billed(2-Year Basic))]]')).toBe('saves $230.40');
    expect(r('about [[cents(price(2-Year Basic) / devices)]] per device')).toBe('about 34 cents per device');
    expect(r('[[usd(billed(2-Year Basic) / devices)]] each')).toBe('$8.14 each');
    expect(r('[[number((months(2-Year Basic) + 3) / 12)]] years')).toBe('2.25 years');
  });

  it('says which fact groups were checked against the provider’s site, and when', () => {
    expect(r('Checked: [[checked]].')).toBe('Checked: nothing yet.');
    const checkedNord = {
      ...nord,
      provenance: { pricing: { checkedAt: new Date('2026-12-02') }, network: {} },
    };
    expect(r('Checked: [[checked]].', { ...ctx, self: checkedNord })).toBe(
      'Checked: prices and plans (December 2, 2026).',
    );
  });

  it('leaves text without tokens alone', () => {
    expect(r('No tokens, [brackets] and $3.39 stay as written')).toBe(
      'No tokens, [brackets] and $3.39 stay as written',
    );
  });
});

describe('a token that cannot be resolved', () => {
  const fails =
    (text: string, context = ctx) =>
    () =>
      r(text, context);

  it('fails naming the file, the field and the token', () => {
    expect(fails('[[serverz]]')).toThrow(TemplateError);
    expect(fails('[[serverz]]')).toThrow(
      'content/vpn-services/nordvpn.json: pros[1]: cannot resolve the token [[serverz]]: unknown name "serverz"',
    );
  });

  it('names the plans when a plan name is wrong', () => {
    expect(fails('[[price(2-year basic)]]')).toThrow(
      'nordvpn has no plan "2-year basic" (its plans: Monthly Basic, 1-Year Basic, 2-Year Basic, Lifetime, Annual)',
    );
  });

  it('refuses a provider, fact or rating our data lacks, rather than printing nothing', () => {
    expect(fails('[[surfshark.servers]]')).toThrow('no provider "surfshark"');
    expect(fails('[[rating(support)]]')).toThrow('nordvpn has no support rating in our data');
    expect(fails('[[freeTier]]')).toThrow('nordvpn has no freeTier');
    expect(fails('[[billed(Monthly Basic)]]')).toThrow('has no bill in our data');
    expect(fails('[[usd(protonvpn.devices * 2)]]')).toThrow('"Unlimited" is not a number');
  });

  it('asks for a formatter around arithmetic, and a provider where the text has none', () => {
    expect(fails('[[12 * price(Monthly Basic)]]')).toThrow('arithmetic needs a formatter');
    expect(fails('[[servers]]', { ...ctx, self: null })).toThrow('write <slug>.servers');
    expect(resolveText('[[nordvpn.servers]]', { ...ctx, self: null }, 'content/guides/x.md')).toBe('7,900+');
  });

  it('fails on a token left open', () => {
    expect(fails('[[servers] servers')).toThrow('a token is not closed');
  });
});

describe('resolveHtml', () => {
  it('reads tokens in rendered HTML and writes the figures escaped', () => {
    const html = '<p>NordVPN&#39;s <strong>[[servers]]</strong> servers in [[jurisdiction]] &amp; more</p>';
    expect(resolveHtml(html, ctx, 'content/vpn-reviews/nordvpn.mdx')).toBe(
      '<p>NordVPN&#39;s <strong>7,900+</strong> servers in Panama &amp; more</p>',
    );
    expect(
      resolveHtml(
        '<li>[[price(2-Year Basic)]]</li>',
        { ...ctx, self: { ...nord, jurisdiction: 'A&B' } },
        'x',
      ),
    ).toBe('<li>$3.39</li>');
    expect(resolveHtml('[[jurisdiction]]', { ...ctx, self: { ...nord, jurisdiction: 'A<B' } }, 'x')).toBe(
      'A&lt;B',
    );
  });
});
