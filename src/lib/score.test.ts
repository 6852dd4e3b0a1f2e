import { describe, expect, it } from 'vitest';
import { loadProviders } from '../../tests/support/providers';
import { formatUsd, usd } from './price';
import {
  byModel,
  contributions,
  MARGIN,
  minimumsMet,
  modelPick,
  overallScore,
  PRESETS,
  scoreCard,
  SCORE_PARTS,
  type PresetKey,
} from './score';
import type { VpnService } from './vpn-service';

const providers = await loadProviders();
const presets = Object.keys(PRESETS) as PresetKey[];
const by = (slug: string) => {
  const s = providers.find((p) => p.slug === slug);
  if (!s) throw new Error(`no provider ${slug}`);
  return s;
};
/** A provider as the model would read it after an edit, scored again. */
const edited = (s: VpnService, change: Partial<VpnService>): VpnService => {
  const next = { ...s, ...change };
  return { ...next, score: { ...s.score, ...scoreCard(next) } };
};
const pairs = providers.flatMap((a, i) => providers.slice(i + 1).map((b) => [a, b] as const));

describe('the scoring model on the 19 providers', () => {
  it('adds up: the overall score shown is the sum of the parts shown, under every preset', () => {
    for (const s of providers)
      for (const preset of presets) {
        const parts = contributions(s.score, preset);
        const sum = Math.round(Object.values(parts).reduce((a, b) => a + b, 0) * 10) / 10;
        expect(overallScore(s.score, preset), `${s.slug} ${preset}`).toBe(sum);
        for (const { key } of SCORE_PARTS) {
          expect(s.score.parts[key].points).toBeGreaterThanOrEqual(0);
          expect(s.score.parts[key].points).toBeLessThanOrEqual(10);
        }
      }
    // The published overall score is the balanced preset's.
    for (const s of providers) expect(s.score.overall).toBe(overallScore(s.score, 'balanced'));
  });

  it('puts trust before price: of two providers where only one meets the minimums, it is the pick under every preset', () => {
    let cases = 0;
    for (const [a, b] of pairs)
      if (a.score.minimums.met !== b.score.minimums.met)
        for (const preset of presets) {
          cases += 1;
          expect(modelPick(a, b, preset).side, `${a.slug} vs ${b.slug} (${preset})`).toBe(
            a.score.minimums.met ? 0 : 1,
          );
        }
    expect(cases).toBeGreaterThan(0);
  });

  it('puts more of the minimums before price: of two providers that both miss some, the one that meets more is the pick', () => {
    let cases = 0;
    for (const [a, b] of pairs) {
      const [ma, mb] = [minimumsMet(a.score), minimumsMet(b.score)];
      if (a.score.minimums.met || b.score.minimums.met || ma === mb) continue;
      for (const preset of presets) {
        cases += 1;
        const pick = modelPick(a, b, preset);
        expect(pick.side, `${a.slug} vs ${b.slug} (${preset})`).toBe(ma > mb ? 0 : 1);
        expect(pick.reason).toMatch(
          /^it meets more of our trust minimums \(\d of 3 against \d: .+ lacks .+\)$/,
        );
      }
    }
    expect(cases).toBeGreaterThan(0);
  });

  it('names no pick when two scores are within the margin, and the higher one otherwise', () => {
    for (const [a, b] of pairs.filter(([x, y]) => minimumsMet(x.score) === minimumsMet(y.score))) {
      const [sa, sb] = [overallScore(a.score), overallScore(b.score)];
      const pick = modelPick(a, b);
      if (Math.abs(sa - sb) < MARGIN) expect(pick.side, `${a.slug} vs ${b.slug}`).toBeNull();
      else expect(pick.side, `${a.slug} vs ${b.slug}`).toBe(sa > sb ? 0 : 1);
    }
  });

  it('orders every list by the minimums met, then the score, then the name', () => {
    const order = [...providers].sort(byModel());
    for (const [i, s] of order.slice(1).entries()) {
      const before = order[i];
      if (!before) continue;
      expect(minimumsMet(before.score), `${before.slug} before ${s.slug}`).toBeGreaterThanOrEqual(
        minimumsMet(s.score),
      );
      if (minimumsMet(before.score) === minimumsMet(s.score))
        expect(before.score.overall).toBeGreaterThanOrEqual(s.score.overall);
    }
  });
});

describe('the trust minimums', () => {
  const met = providers.find((s) => s.score.minimums.met);
  if (!met) throw new Error('no provider meets the minimums');

  it('are never met by a provider a source says keeps logs, and such a provider is never the pick over one that meets them', () => {
    const logger = edited(met, { logsPolicy: 'Keeps logs' });
    expect(logger.score.minimums.met).toBe(false);
    expect(logger.score.minimums.missing.join(' ')).toMatch(/clean logging record/);
    // However cheap: a one-cent monthly plan does not change it.
    const [plan] = logger.plans;
    if (!plan) throw new Error('no plan');
    const cheap = edited(logger, { plans: [{ ...plan, price: usd(0.01), period: 'month', months: 1 }] });
    for (const other of providers.filter((s) => s.score.minimums.met))
      for (const preset of presets) expect(modelPick(cheap, other, preset).side).toBe(1);
  });

  it('do not count an owner or an audit that only a weak source states', () => {
    const weak = { ...met.ownership!.provenance.source!, grade: 'weak' as const };
    const ownership = {
      ...met.ownership!,
      provenance: { ...met.ownership!.provenance, source: weak, also: [] },
    };
    expect(edited(met, { ownership }).score.minimums.met).toBe(false);
    const audits = (met.audits ?? []).map((a) => ({ ...a, provenance: { source: weak, also: [] } }));
    expect(edited(met, { audits }).score.minimums.missing.join(' ')).toMatch(/independent audit/);
  });
});

describe('cost', () => {
  it('never lets a lifetime plan win on price: it adds nothing to the cost part, however cheap', () => {
    const withLifetime = providers.filter((s) => s.plans.some((p) => p.period === 'one-time'));
    expect(withLifetime.length).toBeGreaterThan(0);
    for (const s of withLifetime) {
      const cheaper = edited(s, {
        plans: s.plans.map((p) => (p.period === 'one-time' ? { ...p, price: usd(0.01) } : p)),
      });
      const without = edited(s, { plans: s.plans.filter((p) => p.period !== 'one-time') });
      expect(cheaper.score.parts.cost.points, s.slug).toBe(s.score.parts.cost.points);
      expect(without.score.parts.cost.points, s.slug).toBe(s.score.parts.cost.points);
      expect(s.score.parts.cost.lines.join(' ')).toMatch(/lifetime plan .*never wins on price/);
    }
  });

  it('names a plan whose term is not in our data, which it does not count, and counts it once the term is', () => {
    const unstated = providers.filter((s) =>
      s.plans.some((p) => p.period === 'month' && p.months === undefined),
    );
    expect(unstated.length).toBeGreaterThan(0);
    for (const s of unstated) {
      const plan = s.plans.find((p) => p.period === 'month' && p.months === undefined);
      if (!plan) throw new Error(s.slug);
      expect(s.score.parts.cost.lines.join(' '), s.slug).toContain(
        `${plan.name}, ${formatUsd(plan.price)} a month, is not counted: its term is not in our data`,
      );
      // The same plan with a two-year term: now it is a way to pay for two years, and the cost part reads it.
      const stated = edited(s, { plans: s.plans.map((p) => (p === plan ? { ...p, months: 24 } : p)) });
      expect(stated.score.parts.cost.lines.join(' '), s.slug).not.toContain('is not counted: its term');
      expect(stated.score.parts.cost.points, s.slug).toBeGreaterThanOrEqual(s.score.parts.cost.points);
    }
  });
});

describe('disputed facts', () => {
  it('count at their less favourable reading: devices and the refund window', () => {
    for (const s of providers) {
      const lines = [...s.score.parts.devices.lines, ...s.score.parts.refund.lines].join(' ');
      if ((s.provenance.devices.readings ?? []).length + (s.provenance.refund.readings ?? []).length > 0)
        expect(lines, s.slug).toMatch(/less favourable reading/);
    }
    // Hotspot Shield: 5 devices by its own help centre, 10 by Comparitech: the score counts 5.
    expect(by('hotspot-shield').score.parts.devices.points).toBe(5);
  });
});
