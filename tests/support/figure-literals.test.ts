import { describe, expect, it } from 'vitest';
import { templateContext } from '../../src/lib/vpn-service';
import { literalFigures } from './figure-literals';
import { readProviderFiles } from '../../config/provider-files';

const files = await readProviderFiles();
const ctx = templateContext(files);
const nord = files.find((f) => f.slug === 'nordvpn');
if (!nord) throw new Error('content/vpn-services/nordvpn.json is missing');

describe('literalFigures', () => {
  it('catches a provider’s stored figure written out in its text and names the token to use', () => {
    expect(literalFigures('Very large network: 8,000 servers in 135 countries', nord, ctx)).toEqual([
      { literal: '8,000', use: 'serverCount: write [[servers]]' },
      { literal: '135', use: 'countryCount: write [[countries]]' },
    ]);
    expect(
      literalFigures('2-year plan from $3.39/mo (70% off), billed $81.36', nord, ctx).map((f) => f.use),
    ).toEqual([
      "a plan's price or bill: write [[price(2-Year Basic)]]",
      "a plan's price or bill: write [[billed(2-Year Basic)]]",
      'plan "2-Year Basic" discount: write [[discount(2-Year Basic)]]',
    ]);
  });

  it('catches another provider’s figure in a sentence that names it, and hand-written counts of providers', () => {
    expect(literalFigures("Proton VPN's 20,332 servers", null, ctx)).toEqual([
      { literal: '20,332', use: 'serverCount: write [[protonvpn.servers]]' },
    ]);
    expect(literalFigures('We review 13 providers.', null, ctx).map((f) => f.literal)).toEqual(['13']);
  });

  it('leaves tokens and figures the data does not store alone', () => {
    expect(literalFigures('[[servers]] servers; an add-on for $3.29/mo; 3 locations', nord, ctx)).toEqual([]);
  });
});
