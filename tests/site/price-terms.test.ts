/**
 * Every price the site shows as a figure says its term: the header price of each provider, every plan on its
 * pricing card and on each compare page ("$49.99/year", never a bare "$49.99"), and a one-time plan as
 * "lifetime (one payment)" wherever it is shown.
 */
import { describe, expect, it } from 'vitest';
import { pairPath } from '../../src/lib/compare';
import { LIFETIME_TERM, formatUsd } from '../../src/lib/price';
import { loadProviders } from '../support/providers';
import { elementText as text } from '../support/shown-text';
import { builtPage } from '../support/sitemap';

const providers = await loadProviders();
/**
 * A price (in dollars, or in euros where a plan is billed so) followed by its term: per week, month or year, or once
 * for life.
 */
const WITH_TERM = new RegExp(
  `^[$€][\\d,]+\\.\\d\\d(-[$€][\\d,]+\\.\\d\\d)?\\s*(/week|/mo|/month|/year|${LIFETIME_TERM.replace(/[()]/g, '\\$&')})`,
);

describe.each(providers.map((s) => [s.slug, s] as const))('/vpn/%s', (_slug, s) => {
  const root = builtPage(`/vpn/${s.slug}`);

  it('shows its header price with its term', () => {
    const price = root.querySelector('[data-testid="price"]');
    expect(text(price?.parentNode)).toMatch(WITH_TERM);
  });

  it('shows every plan price with its term, a free plan as $0.00', () => {
    const prices = root
      .querySelectorAll('section[aria-labelledby="pricing-title"] li > p:first-of-type')
      .map((p) => text(p));
    expect(prices).toHaveLength(s.plans.length);
    for (const [i, plan] of s.plans.entries()) {
      if (plan.price.high === 0) expect(prices[i]).toMatch(/^\$0\.00/);
      else expect(prices[i]).toMatch(WITH_TERM);
      if (plan.period === 'one-time') expect(prices[i]).toContain(LIFETIME_TERM);
      if (plan.period === 'week') expect(prices[i]).toMatch(/\/week$/);
    }
  });
});

describe('compare pages', () => {
  const lifetime = providers.filter((s) => s.plans.some((p) => p.period === 'one-time'));
  const other = providers.find((s) => !lifetime.includes(s))!;

  it.each(lifetime.map((s) => [s.slug, s] as const))(
    'show every plan of %s and its rival with its term, the one-time plan as lifetime (one payment)',
    (_slug, s) => {
      const page = builtPage(pairPath(s.slug, other.slug));
      for (const provider of [s, other]) {
        const list = page
          .querySelectorAll('h3')
          .find((h) => text(h) === `${provider.name} plans`)?.nextElementSibling;
        const prices = (list?.querySelectorAll('li > span.font-semibold') ?? []).map((span) => text(span));
        expect(prices).toHaveLength(provider.plans.length);
        for (const [i, plan] of provider.plans.entries()) {
          if (plan.price.high === 0) expect(prices[i]).toBe('$0.00');
          else expect(prices[i]).toMatch(WITH_TERM);
          if (plan.period === 'one-time') expect(prices[i]).toBe(`${formatUsd(plan.price)} ${LIFETIME_TERM}`);
        }
      }
    },
  );
});
