/**
 * Each provider's page as built (dist/vpn/<slug>.html, no browser): its facts as its file states them, its offer
 * link, its dates and its structured data. How the page lays out and behaves (sections in order, meters, plans,
 * the banner, the 404 page) is tested in a browser: tests/browser/providers.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { lastChangedOrChecked, titleYear } from '../../src/lib/dates';
import { PROVIDER_PAGE_CHANGES } from '../../src/lib/fact-history';
import { isoDate } from '../../src/lib/format';
import { shortMark } from '../../src/lib/provenance';
import { popularPlanRecord } from '../../src/lib/price-readings';
import { formatScore } from '../../src/lib/score';
import { loadProviders } from '../support/providers';
import { elementText as text } from '../support/shown-text';
import { builtPage } from '../support/sitemap';

const providers = await loadProviders();

describe.each(providers.map((s) => [s.slug, s] as const))('/vpn/%s', (_slug, s) => {
  const root = builtPage(`/vpn/${s.slug}`);
  const byTestId = (id: string) => root.querySelector(`[data-testid="${id}"]`);

  it("shows the provider's name, facts, our score, refund policy and dates", () => {
    expect(text(root.querySelector('h1'))).toBe(`${s.name} Review`);
    // The year of the provider's latest update or check, never the clock's: a rebuild on New Year's Day keeps it.
    const year = titleYear([lastChangedOrChecked(s)]);
    expect(text(root.querySelector('title')).startsWith(`${s.name} Review ${String(year)}`)).toBe(true);
    // A count our data lacks says so, never a number.
    for (const [id, count] of [
      ['servers', s.serverCount],
      ['countries', s.countryCount],
    ] as const)
      expect(text(byTestId(id))).toContain(
        count === null ? 'not in our data' : count.toLocaleString('en-US'),
      );
    // The model's score out of 10, beside stars that draw it out of 5 and are hidden from assistive technology.
    expect(text(root.querySelector('[aria-labelledby="provider-name"]')).replace(/\s/g, '')).toContain(
      `${formatScore(s.score.overall)}ourscore`,
    );
    expect(root.querySelector('[aria-labelledby="provider-name"] [role="img"]')).toBeNull();
    expect(text(byTestId('refund-policy'))).toBe(s.refundPolicy);
    expect(byTestId('published')?.querySelector('time')?.getAttribute('datetime')).toBe(
      isoDate(s.publishedAt),
    );
    const updated = byTestId('updated')?.querySelector('time')?.getAttribute('datetime');
    expect(updated).toBe(s.updatedAt ? isoDate(s.updatedAt) : undefined);
  });

  it('lists its latest changes and sends the reader to /changes/{slug} for the rest', () => {
    const section = byTestId('provider-changes');
    const figures = (root: ReturnType<typeof builtPage> | null | undefined) =>
      (root?.querySelectorAll('[data-fact]') ?? []).map((li) => text(li));
    // Every change of this provider on /changes/{slug}, where the ledger lists them all, newest first.
    const all = figures(builtPage(`/changes/${s.slug}`).querySelector('main'));
    const shown = figures(section);
    expect(shown.length).toBe(Math.min(all.length, PROVIDER_PAGE_CHANGES));
    // The newest ones (the page lists prices first, so compare them sorted).
    expect([...shown].sort()).toEqual(all.slice(0, shown.length).sort());
    const link = section?.querySelector(`a[href="/changes/${s.slug}"]`);
    if (shown.length < all.length) {
      expect(text(section?.querySelector('p'))).toContain(
        `The latest ${String(shown.length)} of ${String(all.length)} changes`,
      );
      expect(text(link)).toBe(`the page of every change to ${s.name}'s figures`);
    } else expect(link).toBeNull();
  });

  it('says once in its header card where its network, price and refund figures come from, by short marks', () => {
    const card = root.querySelector('[aria-labelledby="provider-name"] [data-testid="summary-sources"]');
    const line = text(card);
    // The price is the popular plan's: its mark reads only the readings about that price.
    for (const p of [s.provenance.network, popularPlanRecord(s), s.provenance.refund]) {
      const mark = shortMark(p, s.name);
      for (const words of [mark.text, ...mark.flags]) expect(line).toContain(words);
    }
    expect(line).not.toMatch(/https?:|github|read on/);
    expect(card?.querySelector(`a[href="/data/${s.slug}"]`)).not.toBeNull();
  });

  it('offers its address as a sponsored link in a new tab, or no buy button at all', () => {
    const gets = root.querySelectorAll('a, button').filter((el) => text(el).startsWith(`Get ${s.name}`));
    if (!s.affiliateUrl) {
      expect(gets).toEqual([]);
      return;
    }
    expect(gets.length).toBeGreaterThan(0);
    for (const get of gets) {
      expect(get.tagName).toBe('A');
      expect(get.getAttribute('href')).toBe(s.affiliateUrl);
      expect(get.getAttribute('target')).toBe('_blank');
      expect(get.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    }
  });

  it('describes the product, its review and the breadcrumb as structured data', () => {
    const data = JSON.parse(root.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    const [product, crumbs] = data['@graph'];
    expect(product.name).toBe(s.name);
    expect(product.review.reviewRating).toMatchObject({ ratingValue: s.score.overall, bestRating: 10 });
    expect(product.review.positiveNotes.itemListElement.map((i: { name: string }) => i.name)).toEqual(s.pros);
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'VPN Reviews',
      s.name,
    ]);
  });

  it('ends its editorial review in the verdict, with the advertisement its file asks for', () => {
    expect(text(root.querySelectorAll('.prose-content h3').at(-1))).toBe('Verdict');
    expect(root.querySelectorAll('aside[aria-label="An offer from the provider"]')).toHaveLength(
      s.promo ? 1 : 0,
    );
  });
});
