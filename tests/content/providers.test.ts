/**
 * Content integrity: the provider files, their editorial reviews, the guides and FAQ and the comparison data agree
 * with each other. Reads content/ directly, as an editor's change would leave it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPARISON_SLUGS, marketFacts } from '../../src/lib/comparison';
import { formatDevices, formatUsd } from '../../src/lib/format';
import { readProviderFiles } from '../../config/provider-files';

const providers = await readProviderFiles();

describe('providers', () => {
  it('each have their editorial review, and every compared provider has a file', () => {
    const reviews = readdirSync('content/vpn-reviews').map((file) => file.replace(/\.mdx?$/, ''));
    expect(reviews.sort()).toEqual(providers.map((p) => p.slug).sort());
    const slugs = new Set(providers.map((p) => p.slug));
    expect(COMPARISON_SLUGS.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('state the same price, refund and device facts in the comparison as in their data', () => {
    for (const p of providers) {
      const cell = (key: keyof typeof p.comparison) => p.comparison[key].value;
      expect(cell('lowestLongTermPrice'), p.slug).toMatch(new RegExp(`^\\${formatUsd(p.pricePerMonth)}/mo`));
      if (p.moneyBackDays === null) expect(cell('moneyBackGuarantee'), p.slug).toBeNull();
      else expect(cell('moneyBackGuarantee'), p.slug).toMatch(new RegExp(`^${p.moneyBackDays} days`));
      expect(cell('simultaneousConnections'), p.slug).toMatch(new RegExp(`^${formatDevices(p.deviceLimit)}`));
    }
  });
});

describe('editorial reviews', () => {
  const words = (text: string) =>
    text
      .replace(/[#*_`\-[\]()]/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;

  it('exist for every provider, run to 1,200+ words and end in a verdict', () => {
    for (const p of providers) {
      const text = readFileSync(`content/vpn-reviews/${p.slug}.mdx`, 'utf8');
      expect(words(text), p.slug).toBeGreaterThanOrEqual(1200);
      const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(sections.at(-1), p.slug).toBe('Verdict');
      expect(sections[0], p.slug).toBe('Overview');
    }
  });
});

describe('price ranges in the text', () => {
  // A range of prices in cents that a sentence attributes to "our comparison" is the one the comparison's data
  // gives (the home page computes the same ranges), so the text cannot drift from the data.
  const market = marketFacts(
    providers.filter((p) => (COMPARISON_SLUGS as readonly string[]).includes(p.slug)),
  );
  const usd = (n: number) => `$${n.toFixed(2)}`;
  const allowed = [market.longTermPrice, market.monthlyPrice].map((r) => `${usd(r.min)} to ${usd(r.max)}`);
  const texts = [
    ...readdirSync('content/vpn-reviews').map((f) => `content/vpn-reviews/${f}`),
    ...readdirSync('content/guides').map((f) => `content/guides/${f}`),
    'content/faq.json',
  ];

  it('quote the comparison ranges as its data computes them', () => {
    const quoted = texts.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split(/(?<=\.)\s+|\n/)
        .filter((sentence) => /comparison/i.test(sentence))
        .flatMap((sentence) =>
          [...sentence.matchAll(/(\$\d+\.\d{2})(?: to |–|-)(\$\d+\.\d{2})/g)].map((m) => ({
            file,
            range: `${m[1] ?? ''} to ${m[2] ?? ''}`,
          })),
        ),
    );
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((q) => !allowed.includes(q.range))).toEqual([]);
  });
});
