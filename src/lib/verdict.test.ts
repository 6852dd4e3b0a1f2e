import { describe, expect, it } from 'vitest';
import { loadProviders } from '../../tests/support/providers';
import { pairRows } from './pair-rows';
import { pairVerdict, relevantNotes, type Verdict } from './verdict';

const providers = await loadProviders();
const by = (slug: string) => {
  const s = providers.find((p) => p.slug === slug);
  if (!s) throw new Error(`no provider ${slug}`);
  return s;
};
const verdictOf = (a: string, b: string) => pairVerdict(by(a), by(b), pairRows(by(a), by(b)), providers);
/** The verdict's own prose, as the page prints it (the editors' notes aside). */
const prose = (v: Verdict) =>
  [...v.opening, ...v.choose.flatMap((c) => [`Choose ${c.name} if`, ...c.reasons]), ...v.elsewhere].join(' ');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const pairs = providers.flatMap((a, i) => providers.slice(i + 1).map((b) => ({ a, b })));

describe('the verdict of every pair (78)', () => {
  const all = pairs.map(({ a, b }) => ({ a, b, v: pairVerdict(a, b, pairRows(a, b), providers) }));

  it('gives each side two or three reasons and says who should look elsewhere', () => {
    for (const { a, b, v } of all) {
      expect(v.choose.map((c) => c.name)).toEqual([a.name, b.name]);
      for (const side of v.choose)
        expect(side.reasons.length, `${a.slug} ${b.slug}`).toBeGreaterThanOrEqual(2);
      for (const side of v.choose) expect(side.reasons.length).toBeLessThanOrEqual(3);
      expect(v.elsewhere.length, `${a.slug} ${b.slug}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('has at least 250 words of its own prose, without counting the editors’ notes', () => {
    for (const { a, b, v } of all) expect(words(prose(v)), `${a.slug} ${b.slug}`).toBeGreaterThanOrEqual(250);
  });

  it('reads differently for every pair once the names of providers and places and the figures are taken out', () => {
    const shape = ({ a, b, v }: (typeof all)[number]) => {
      let text = prose(v);
      for (const s of [a, b]) for (const name of [s.name, s.jurisdiction]) text = text.replaceAll(name, '_');
      return text.replace(/[\d$.,+-]+/g, '#');
    };
    const seen = new Map<string, string>();
    const same: string[] = [];
    for (const entry of all) {
      const key = shape(entry);
      const before = seen.get(key);
      if (before) same.push(`${before} = ${entry.a.slug}-vs-${entry.b.slug}`);
      seen.set(key, `${entry.a.slug}-vs-${entry.b.slug}`);
    }
    expect(same).toEqual([]);
  });

  it('never repeats a sentence, and claims no test or measurement', () => {
    for (const { v } of all) {
      const sentences = prose(v).split(/(?<=[.;:])\s+/);
      expect(new Set(sentences).size).toBe(sentences.length);
      expect(prose(v)).not.toMatch(/\bwe (tested|measured|found)|speed test|hands-on|in our tests/i);
    }
  });
});

describe('reasons from the data', () => {
  it('sends buyers who want a lifetime plan to FastestVPN, and a longer refund window to WiTopia', () => {
    const v = verdictOf('fastestvpn', 'witopia-personalvpn');
    expect(v.choose[0].reasons[0]).toBe(
      "you would rather pay once: the one-time Lifetime plan costs $40.00 and covers two years for less than WiTopia personalVPN's cheapest two-year total, $59.76.",
    );
    expect(v.choose[1].reasons[0]).toBe(
      'you want longer to change your mind: WiTopia personalVPN gives 30 days to ask for your money back, FastestVPN 15.',
    );
  });

  it("names Hotspot Shield's stated limited logging as a reason for its rival", () => {
    const v = verdictOf('hotspot-shield', 'ipvanish');
    expect(v.choose[1].reasons.join(' ')).toContain(
      'IPVanish states a no-logs policy, while Hotspot Shield states that it keeps limited logs',
    );
  });

  it('gives a reported no-logs audit as a reason only where the other has none in our data', () => {
    expect(verdictOf('nordvpn', 'purevpn').choose[0].reasons.join(' ')).toMatch(
      /Clubic reports an audit by Deloitte/,
    );
    expect(
      verdictOf('nordvpn', 'surfshark')
        .choose.flatMap((c) => c.reasons)
        .join(' '),
    ).not.toMatch(/audit/);
  });

  it('says Surfshark’s one plan covers one year and two for less than NordVPN', () => {
    expect(verdictOf('nordvpn', 'surfshark').choose[1].reasons[0]).toBe(
      'you want the smaller bill whether you stay one year or two: the 2-Year + 3 Months plan covers both for $54.75, where NordVPN needs $59.88 for one year and $81.36 for two.',
    );
  });

  it('points to free plans, unlimited devices and longer refunds elsewhere only where neither has them', () => {
    const v = verdictOf('eset-vpn', 'f-secure-vpn');
    expect(v.elsewhere[0]).toBe(
      'If you want to pay nothing at all, neither has a free plan; hidemy.name VPN, Hotspot Shield and Proton VPN have one.',
    );
    expect(v.elsewhere.join(' ')).toContain('If you have more than 10 devices');
    expect(verdictOf('hotspot-shield', 'protonvpn').elsewhere.join(' ')).not.toMatch(/free plan|refund/);
  });

  it('splits the network in the opening where servers and countries disagree', () => {
    expect(verdictOf('nordvpn', 'protonvpn').opening.join(' ')).toContain(
      'On the network they split: Proton VPN lists more servers, NordVPN more countries',
    );
  });

  it('keeps the editors’ notes on prices, refunds and logs, not the ones about flagging a plan', () => {
    expect(relevantNotes(by('fastestvpn'))).toEqual([
      expect.stringMatching(/^The launch data gives two refund windows/),
    ]);
  });
});
