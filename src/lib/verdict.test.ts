import { describe, expect, it } from 'vitest';
import { readProviderFiles, readSourceRegistry } from '../../config/provider-files';
import { loadProviders } from '../../tests/support/providers';
import { pairRows } from './pair-rows';
import { publishServices, type VpnServiceFile } from './vpn-service';
import { differs, pairVerdict, refundReadings, relevantNotes, tally, type Verdict } from './verdict';
import { toCents, usd } from './price';

const providers = await loadProviders();
const by = (slug: string) => {
  const s = providers.find((p) => p.slug === slug);
  if (!s) throw new Error(`no provider ${slug}`);
  return s;
};
const verdictOf = (a: string, b: string) => pairVerdict(by(a), by(b), pairRows(by(a), by(b)), providers);
/** The verdict's own prose, as the page prints it (the editors' notes aside). */
const prose = (v: Verdict) =>
  [
    v.bottomLine.text,
    v.bottomLine.rule,
    ...v.choose.flatMap((c) => [`Choose ${c.name} if`, ...c.reasons]),
    ...v.opening,
    ...v.elsewhere,
  ].join(' ');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const pairs = providers.flatMap((a, i) => providers.slice(i + 1).map((b) => ({ a, b })));

describe('the verdict of every pair (78)', () => {
  const all = pairs.map(({ a, b }) => ({ a, b, v: pairVerdict(a, b, pairRows(a, b), providers) }));

  it('gives each side one to three reasons and says who should look elsewhere', () => {
    for (const { a, b, v } of all) {
      expect(v.choose.map((c) => c.name)).toEqual([a.name, b.name]);
      for (const side of v.choose)
        expect(side.reasons.length, `${a.slug} ${b.slug}`).toBeGreaterThanOrEqual(1);
      for (const side of v.choose) expect(side.reasons.length).toBeLessThanOrEqual(3);
      expect(v.elsewhere.length, `${a.slug} ${b.slug}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('has at least 250 words of its own prose, without counting the editors’ notes', () => {
    for (const { a, b, v } of all) expect(words(prose(v)), `${a.slug} ${b.slug}`).toBeGreaterThanOrEqual(250);
  });

  it('reads the same as another pair, once names, places and figures are taken out, only where the rows fall the same way', () => {
    const shape = ({ a, b, v }: (typeof all)[number]) => {
      let text = prose(v);
      for (const s of [a, b]) for (const name of [s.name, s.jurisdiction]) text = text.replaceAll(name, '_');
      return text.replace(/[\d$.,+-]+/g, '#');
    };
    const leads = ({ a, b }: (typeof all)[number]) =>
      pairRows(a, b)
        .map((r) => `${r.key}:${r.lead}`)
        .join(' ');
    const seen = new Map<string, (typeof all)[number]>();
    const differentRows: string[] = [];
    for (const entry of all) {
      const key = shape(entry);
      const before = seen.get(key);
      if (before && leads(before) !== leads(entry))
        differentRows.push(`${before.a.slug}-vs-${before.b.slug} = ${entry.a.slug}-vs-${entry.b.slug}`);
      seen.set(key, entry);
    }
    expect(differentRows).toEqual([]);
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
    const [short, long] = refundReadings(by('fastestvpn'));
    expect(v.choose[1].reasons[0]).toBe(
      `you want longer to change your mind: WiTopia personalVPN gives ${String(by('witopia-personalvpn').moneyBackDays)} days to ask for your money back, FastestVPN ${String(short)} by one reading of our data and ${String(long)} by another, so the lead holds only on the shorter reading: check the terms at checkout.`,
    );
  });

  it("names Hotspot Shield's and F-Secure VPN's stated limited logging as a reason for a no-logs rival", () => {
    expect(verdictOf('hotspot-shield', 'hidemyname').choose[1].reasons.join(' ')).toContain(
      'hidemy.name VPN states a no-logs policy, while Hotspot Shield states that it keeps limited logs',
    );
    expect(verdictOf('eset-vpn', 'f-secure-vpn').choose[0].reasons.join(' ')).toContain(
      'ESET VPN states a no-logs policy, while F-Secure VPN states that it keeps limited logs',
    );
  });

  it('gives logging as a reason to neither side where both state limited logs', () => {
    const v = verdictOf('hotspot-shield', 'f-secure-vpn');
    expect(v.choose.flatMap((c) => c.reasons).join(' ')).not.toMatch(/what is logged|no-logs policy/);
  });

  it('gives a reported no-logs audit as a reason only where the other has none in our data', () => {
    expect(verdictOf('nordvpn', 'purevpn').choose[0].reasons.join(' ')).toMatch(
      /a publication \(Clubic\), February 4, 2026, reports an audit by Deloitte/,
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
    expect(verdictOf('purevpn', 'surfshark').opening.join(' ')).toContain(
      'On the network they split: PureVPN lists more servers, Surfshark more countries',
    );
  });

  it('keeps the editors’ notes on prices, refunds and logs, not the ones about flagging a plan', () => {
    expect(relevantNotes(by('fastestvpn'))).toEqual([
      expect.stringMatching(/^The launch data gives two refund windows/),
      // A dated source that disagrees on the devices a reader can connect bears on the choice too.
      expect.stringMatching(
        /^Comparitech's VPN data file .* 10 devices; our launch data gives .* unlimited devices/,
      ),
    ]);
  });
});

/** Every reason of every pair, with the pair it belongs to. */
const everyReason = pairs.flatMap(({ a, b }) => {
  const v = pairVerdict(a, b, pairRows(a, b), providers);
  return v.choose.flatMap((side, i) =>
    side.reasons.map((reason) => ({ a, b, me: i === 0 ? a : b, other: i === 0 ? b : a, reason })),
  );
});

describe('the reason rules (the cases of the content audit)', () => {
  it('treats a difference under 5 % of the larger figure as too small, and Infinity as differing from any number', () => {
    expect(differs(47.88, 48)).toBe(false);
    expect(differs(30, 31)).toBe(false);
    expect(differs(59.76, 96)).toBe(true);
    expect(differs(Number.POSITIVE_INFINITY, 10)).toBe(true);
    expect(differs(10, 10)).toBe(false);
  });

  it('gives no one-year bill as a reason where the two are within the threshold (hidemy.name and WiTopia)', () => {
    const v = verdictOf('hidemyname', 'witopia-personalvpn');
    const witopia = v.choose[1].reasons.join(' ');
    expect(witopia).not.toMatch(/whether you stay one year or two/);
    expect(witopia).toMatch(/^you will stay two years: /);
  });

  it('never gives a score as a reason, nor a jurisdiction, on any of the 78 pages', () => {
    for (const { a, b, reason } of everyReason) {
      expect(reason, `${a.slug} ${b.slug}`).not.toMatch(/overall score|out of 5|based in/);
      if (!reason.includes('who is behind the service'))
        for (const place of [a.jurisdiction, b.jurisdiction]) expect(reason).not.toContain(place);
    }
  });

  it('gives "who is behind the service" only where the other side has no owner in our data', () => {
    const owned = everyReason.filter((r) => r.reason.includes('who is behind the service'));
    expect(owned.length).toBeGreaterThan(0);
    for (const { a, b, me, other } of owned) {
      expect(me.ownership, `${a.slug} ${b.slug}`).toBeDefined();
      expect(other.ownership, `${a.slug} ${b.slug}: the other owner is named on the page`).toBeUndefined();
    }
    // The audit's case: both owners are named, so neither side is told to choose it to know its owner.
    expect(prose(verdictOf('nordvpn', 'witopia-personalvpn'))).not.toMatch(/who is behind the service/);
  });

  it("never restates a standout feature that a ranked row already covers (FastestVPN's lifetime plan)", () => {
    const fastest = verdictOf('cactusvpn', 'fastestvpn').choose[1].reasons;
    expect(fastest.join(' ')).toMatch(/you would rather pay once/);
    expect(fastest.join(' ')).not.toMatch(/standout/);
    for (const { me, reason } of everyReason.filter((r) => r.reason.includes('standout feature'))) {
      expect(reason).toContain(`"${me.standoutFeature}"`);
      expect(me.standoutFeature).not.toMatch(/\$|devices|refund|free|trial|lifetime|plan/i);
    }
  });

  it("names both of FastestVPN's refund readings wherever its refund window is a reason", () => {
    const [short, long] = refundReadings(by('fastestvpn'));
    expect(long).toBeDefined();
    const refund = everyReason.filter(
      (r) =>
        r.reason.startsWith('you want longer to change your mind') && [r.a, r.b].includes(by('fastestvpn')),
    );
    expect(refund.length).toBeGreaterThan(0);
    for (const { reason } of refund)
      expect(reason).toContain(
        `FastestVPN ${String(short)} by one reading of our data and ${String(long)} by another`,
      );
  });

  it("counts one plan's advantage once in the tally (NordVPN and Surfshark)", () => {
    for (const { a, b } of pairs) {
      const rows = new Map(pairRows(a, b).map((r) => [r.key, r]));
      const [la, lb] = tally(rows);
      expect(new Set([...la, ...lb]).size, `${a.slug} ${b.slug}`).toBe(la.length + lb.length);
      expect(la.length + lb.length).toBeLessThanOrEqual(6);
      const plan = ['cover12', 'cover24', 'longTerm'].map((k) => rows.get(k)?.lead);
      if (plan.every((l) => l === 'second'))
        expect(lb.filter((l) => l === 'the price of a long plan')).toHaveLength(1);
    }
    const opening = verdictOf('nordvpn', 'surfshark').opening[0] ?? '';
    expect(opening).toMatch(/^Counting each advantage once/);
  });
});

const files = await readProviderFiles();
const registry = await readSourceRegistry();

describe('the bottom line: a pick for most readers by the stated rule (fixtures)', () => {
  const file = (slug: string) => {
    const f = files.find((x) => x.slug === slug);
    if (!f) throw new Error(`no provider file ${slug}`);
    return f;
  };
  const plan = (name: string, price: number, months: number) => ({
    name,
    price: usd(price),
    currency: 'USD' as const,
    period: 'month' as const,
    months,
    // The schema's output: a stated bill for the whole term.
    billed: months > 1 ? usd(toCents(price * months)) : undefined,
    popular: months === 24,
    discount: months === 24 ? 50 : undefined,
    features: [],
  });
  /** Two providers made from real files with the fields a case sets; the pair's verdict. */
  const caseOf = (a: Partial<VpnServiceFile>, b: Partial<VpnServiceFile>) => {
    // They stand in the places of VeePN and IPVanish (whose texts name plans "Monthly" and "2-Year"), so every
    // other provider's file reads as before.
    const cases: Record<string, Partial<VpnServiceFile>> = {
      veepn: { name: 'Alpha', ...a },
      ipvanish: { name: 'Beta', ...b },
    };
    const all = publishServices(
      files.map((f) => ({ ...f, ...cases[f.slug] })),
      registry,
    );
    const [pa, pb] = ['veepn', 'ipvanish'].map((slug) => all.find((s) => s.slug === slug));
    if (!pa || !pb) throw new Error('the fixture lost a provider');
    return pairVerdict(pa, pb, pairRows(pa, pb), all);
  };
  const cheap = [plan('Monthly', 10, 1), plan('2-Year', 2, 24)];
  const dear = [plan('Monthly', 10, 1), plan('2-Year', 3, 24)];
  const close = [plan('Monthly', 10, 1), plan('2-Year', 2.05, 24)];

  it('picks the smaller two-year bill, and names what the other offers', () => {
    const v = caseOf({ plans: cheap, deviceLimit: 5 }, { plans: dear, deviceLimit: 10 });
    expect(v.bottomLine.pick).toBe('Alpha');
    expect(v.bottomLine.text).toBe(
      'For most readers: Alpha — the smaller bill over one and two years. Beta offers more devices at once (10 against 5).',
    );
  });

  it('falls to devices where the two-year bills are within 5 %, then to the refund window', () => {
    expect(caseOf({ plans: close, deviceLimit: 5 }, { plans: cheap, deviceLimit: 0 }).bottomLine.text).toBe(
      'For most readers: Beta — no device limit.',
    );
    const refund = caseOf(
      { plans: close, deviceLimit: 10, moneyBackDays: 45 },
      { plans: cheap, deviceLimit: 10, moneyBackDays: 30 },
    );
    expect(refund.bottomLine.text).toBe('For most readers: Alpha — a longer refund window.');
  });

  it('lets a refund window decide only on every reading, else names no pick', () => {
    const v = caseOf(
      { plans: close, deviceLimit: 10, moneyBackDays: 15, moneyBackDaysOtherReading: 31 },
      { plans: cheap, deviceLimit: 10, moneyBackDays: 30 },
    );
    expect(v.bottomLine.pick).toBeNull();
    expect(v.bottomLine.text).toMatch(/^For most readers: no clear pick between Alpha and Beta\./);
    expect(v.bottomLine.rule).toContain(
      'A difference under 5 % of the larger figure is too small to be a reason here.',
    );
  });

  it('says when the two share a parent company, from the ownership data', () => {
    const nord = file('nordvpn').ownership;
    const surfshark = file('surfshark').ownership;
    if (!nord || !surfshark) throw new Error('the fixture needs two owners in our data');
    const shared = caseOf(
      { ownership: nord },
      { ownership: { ...surfshark, parent: `${nord.owner} (merger)` } },
    );
    expect(shared.sharedParent).toBe(file('nordvpn').ownership?.owner);
    expect(caseOf({}, {}).sharedParent).toBeNull();
  });
});
