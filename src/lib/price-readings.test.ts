import { describe, expect, it } from 'vitest';
import { loadProviders } from '../../tests/support/providers';
import { isDisputed } from './provenance';
import { popularPlanDisputes, popularPlanRecord, priceRecord } from './price-readings';
import { usd } from './price';
import type { Provenance, Reading } from './provenance';
import { sourceInfo } from '../../tests/support/sources';

const providers = await loadProviders();
const by = (slug: string) => {
  const s = providers.find((p) => p.slug === slug);
  if (!s) throw new Error(`no provider ${slug}`);
  return s;
};
const monthly = (slug: string) => by(slug).comparison.standardMonthlyPrice.provenance;
const longTerm = (slug: string) => by(slug).comparison.lowestLongTermPrice.provenance;

describe('a price cell is disputed only by readings about its own price', () => {
  it("leaves NordVPN's and Proton VPN's monthly price undisputed where the data file agrees on it, and disputes their intro prices", () => {
    // Comparitech (June 2026): NordVPN $12.99 a month, as ours, and an unnamed intro plan at $3.09 against our $3.39.
    for (const slug of ['nordvpn', 'protonvpn']) {
      expect(isDisputed(monthly(slug)), slug).toBe(false);
      expect(isDisputed(longTerm(slug)), slug).toBe(true);
      expect(isDisputed(by(slug).provenance.pricing), slug).toBe(true);
    }
  });

  it('shows a disputed price with the other amount and its source, where the price is shown', () => {
    const cell = by('nordvpn').comparison.lowestLongTermPrice.value ?? '';
    expect(cell).toMatch(/^\$3\.39\/mo \(2-year\) \(Tom's Guide\) or \$3\.09\/mo \(Comparitech, Jun 2026\)/);
    expect(by('nordvpn').comparison.standardMonthlyPrice.value).toBe('$12.99');
  });

  it("marks a provider page's header price by the readings about the popular plan", () => {
    // IVPN's popular plan is its $60 year: no source gives another amount for it.
    expect(isDisputed(popularPlanRecord(by('ivpn')))).toBe(false);
    expect(isDisputed(by('ivpn').provenance.pricing)).toBe(true);
    // NordVPN's is its 2-Year Basic at $3.39, which Comparitech's intro $3.09 disputes.
    expect(isDisputed(popularPlanRecord(by('nordvpn')))).toBe(true);
  });

  it('gives the header price the other amounts for the popular plan, and nothing where none disputes it', () => {
    // Beside NordVPN's $3.39 (2-Year Basic): Comparitech's intro $3.09 and vpnMentor's €3.09, not its monthly $12.99.
    const others = popularPlanDisputes(by('nordvpn')) ?? '';
    expect(others).toMatch(/^\$3\.09\/mo \(Comparitech, Jun 2026\)/);
    expect(others).toContain('€3.09/mo');
    expect(others).not.toContain('12.99');
    expect(popularPlanDisputes(by('ivpn'))).toBeNull();
  });

  it('disputes a monthly price a source gives another amount for, and not a long-term one it says nothing of', () => {
    // CactusVPN: $15.00 a month by Comparitech against our $6.99.
    expect(isDisputed(monthly('cactusvpn'))).toBe(true);
    // IVPN: Comparitech gives only its lowest monthly price, $6.00, one of ours: nothing about its yearly plans.
    expect(isDisputed(monthly('ivpn'))).toBe(false);
    expect(isDisputed(longTerm('ivpn'))).toBe(false);
  });

  it('takes a term the source does not name as the lowest long-term price, and another currency as another amount', () => {
    const reading = (value: unknown): Reading => ({
      source: sourceInfo({
        name: 'A data file',
        url: 'https://example.com/',
        kind: 'data-file',
        date: '2026-06',
      }),
      value,
      text: '',
    });
    const record: Provenance = {
      readings: [
        reading([{ plan: 'lowest intro (term not named)', price: '3.09', period: 'month' }]),
        reading([{ plan: 'Monthly', price: '5.77', period: 'month', months: 1 }]),
      ],
    };
    const yearly = { name: '1 Year', price: usd(60), period: 'year' as const, months: 12 };
    const month = { name: '1 Month', price: usd(5), period: 'month' as const, months: 1, currency: 'EUR' };
    const texts = (p: Provenance | null) => p?.readings?.map((r) => r.text);
    expect(texts(priceRecord(record, { kind: 'long-term', plan: yearly }))).toEqual(['$3.09/mo']);
    // $5.77 against €5: another currency is another amount, never converted to agree.
    expect(texts(priceRecord(record, { kind: 'monthly', plans: [month] }))).toEqual(['$5.77']);
    // $60 a year is $5.00 a month: a reading of $5.00 for the one-year term agrees.
    const agreeing = {
      readings: [reading([{ plan: '1-Year', price: '5.00', period: 'month', months: 12 }])],
    };
    expect(priceRecord(agreeing, { kind: 'long-term', plan: yearly })?.readings).toBeUndefined();
    expect(priceRecord(null, { kind: 'long-term', plan: yearly })).toBeNull();
  });
});
