import { describe, expect, it } from 'vitest';
import { templateContext } from '../../src/lib/vpn-service';
import { literalFigures } from './figure-literals';
import { readProviderFiles } from '../../config/provider-files';

const files = await readProviderFiles();
const ctx = templateContext(files);
const file = (slug: string) => {
  const f = files.find((x) => x.slug === slug);
  if (!f) throw new Error(`content/vpn-services/${slug}.json is missing`);
  return f;
};
const nord = file('nordvpn');
/** A count as the data stores it, written out as a text would: 8000 -> "8,000". */
const written = (n: number | null) => {
  if (n === null) throw new Error('the fixture needs the count in our data');
  return n.toLocaleString('en-US');
};

describe('literalFigures', () => {
  it('catches a provider’s stored figure written out in its text and names the token to use', () => {
    const [servers, countries] = [written(nord.serverCount), written(nord.countryCount)];
    expect(
      literalFigures(`Very large network: ${servers} servers in ${countries} countries`, nord, ctx),
    ).toEqual([
      { literal: servers, use: 'serverCount: write [[servers]]' },
      { literal: countries, use: 'countryCount: write [[countries]]' },
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
    const proton = written(file('protonvpn').serverCount);
    expect(literalFigures(`Proton VPN's ${proton} servers`, null, ctx)).toEqual([
      { literal: proton, use: 'serverCount: write [[protonvpn.servers]]' },
    ]);
    const reviewed = String(ctx.counts.reviewed);
    expect(literalFigures(`We review ${reviewed} providers.`, null, ctx).map((f) => f.literal)).toEqual([
      reviewed,
    ]);
  });

  it('finds no server count where our data has none, and still finds its countries', () => {
    // Every provider file now has a server count, so the case is a copy of one without it.
    const noServers = { ...file('windscribe'), serverCount: null };
    const countries = written(noServers.countryCount);
    expect(literalFigures(`700 servers in ${countries} countries`, noServers, ctx)).toEqual([
      { literal: countries, use: 'countryCount: write [[countries]]' },
    ]);
  });

  it('leaves tokens and figures the data does not store alone', () => {
    expect(literalFigures('[[servers]] servers; an add-on for $3.29/mo; 3 locations', nord, ctx)).toEqual([]);
  });
});
