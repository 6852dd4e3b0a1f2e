/**
 * Content integrity: the provider files, their editorial reviews, the guides, pages and FAQ and the comparison data
 * agree with each other, and each figure is written once. Reads content/ directly, as an editor's change would
 * leave it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateContext } from '../../src/lib/vpn-service';
import { literalFigures } from '../support/figure-literals';
import { readProviderFiles } from '../../config/provider-files';
import { loadProviders } from '../support/providers';

const files = await readProviderFiles();
const ctx = templateContext(files);

describe('providers', () => {
  it('each have an editorial review, and every review a provider', () => {
    const reviews = readdirSync('content/vpn-reviews').map((f) => f.replace(/\.mdx$/, ''));
    expect(reviews.sort()).toEqual(files.map((f) => f.slug).sort());
  });

  it('publish with every text token resolved and the comparison columns in order', async () => {
    const services = await loadProviders();
    expect(services.length).toBe(files.length);
    const columns = files.flatMap((f) => (f.matrixColumn === undefined ? [] : [f.matrixColumn]));
    expect(columns.length).toBeGreaterThan(1);
    expect(new Set(columns).size).toBe(columns.length);
  });
});

describe('editorial reviews', () => {
  const words = (text: string) =>
    text
      .replace(/[#*_`\-[\]()]/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;

  it('exist for every provider, run to 1,200+ words and end in a verdict', () => {
    for (const p of files) {
      const text = readFileSync(`content/vpn-reviews/${p.slug}.mdx`, 'utf8');
      expect(words(text), p.slug).toBeGreaterThanOrEqual(1200);
      const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(sections.at(-1), p.slug).toBe('Verdict');
      expect(sections[0], p.slug).toBe('Overview');
    }
  });

  it('use no MDX expressions: figures come in as [[tokens]], which are plain text in MDX', () => {
    for (const p of files) {
      const text = readFileSync(`content/vpn-reviews/${p.slug}.mdx`, 'utf8');
      expect(
        text.match(/[{}]/g),
        `content/vpn-reviews/${p.slug}.mdx: write [[servers]], not {servers}`,
      ).toBeNull();
    }
  });
});

describe('each figure is stored once', () => {
  /**
   * Every text an editor writes about a provider: its file's text fields and its review. The editors' `notes` are
   * left out: they record what our launch data set said when it was read, so they quote its figures as they were.
   */
  const providerTexts = files.flatMap((p) => {
    const json = `content/vpn-services/${p.slug}.json`;
    const fields: [string, string][] = [
      ['description', p.description],
      ['summary', p.summary],
      ['shortDescription', p.shortDescription ?? ''],
      ['refundPolicy', p.refundPolicy],
      ['standoutFeature', p.standoutFeature],
      ['partnership', p.partnership ?? ''],
      ['promo', p.promo ? `${p.promo.headline}\n${p.promo.text}` : ''],
      ...(['features', 'pros', 'cons', 'securityFeatures'] as const).flatMap((field) =>
        p[field].map((text, i): [string, string] => [`${field}[${String(i)}]`, text]),
      ),
      ...p.plans.flatMap((plan, i) =>
        plan.features.map((text, j): [string, string] => [
          `plans[${String(i)}].features[${String(j)}]`,
          text,
        ]),
      ),
    ];
    return [
      ...fields.map(([field, text]) => ({ where: `${json}: ${field}`, text, self: p })),
      {
        where: `content/vpn-reviews/${p.slug}.mdx`,
        text: readFileSync(`content/vpn-reviews/${p.slug}.mdx`, 'utf8'),
        self: p,
      },
    ];
  });
  const siteTexts = [
    ...readdirSync('content/guides').map((f) => `content/guides/${f}`),
    ...readdirSync('content/pages').map((f) => `content/pages/${f}`),
    'content/faq.json',
  ].map((where) => ({ where, text: readFileSync(where, 'utf8'), self: null }));

  it('no text writes out a figure the data stores: it uses the token that takes it from the data', () => {
    const repeats = [...providerTexts, ...siteTexts].flatMap(({ where, text, self }) =>
      literalFigures(text, self, ctx).map((f) => `${where}: "${f.literal}" repeats ${f.use}`),
    );
    expect(repeats).toEqual([]);
  });
});
