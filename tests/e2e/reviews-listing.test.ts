/** /reviews: one card per provider with the spec's fields, in ranking order, then the way to the comparison. */
import { describe, expect, it } from 'vitest';
import { byRanking, loadProviders } from '../support/providers';
import { openPage } from './browser';

const providers = [...loadProviders()].sort(byRanking);

describe('/reviews', () => {
  it('lists every provider with its badge, stars, price and numbers', async () => {
    const page = await openPage();
    await page.goto('/reviews');
    expect(await page.title()).toBe(
      `VPN Reviews ${new Date().getFullYear()} - Detailed Analysis of Top VPN Services`,
    );
    const cards = page.locator('main article');
    expect(await cards.locator('h2').allInnerTexts()).toEqual(providers.map((p) => p.name));
    for (const [i, p] of providers.entries()) {
      const card = cards.nth(i);
      const text = await card.innerText();
      expect(text).toContain(p.badge ?? 'VPN Service');
      expect(text).toContain(`${p.rating.toFixed(1)}/5`);
      // Stars filled in proportion to the rating (measured in tests/browser/stars.spec.ts), named by the number.
      expect(await card.getByRole('img', { name: `Rated ${p.rating.toFixed(1)} out of 5` }).count()).toBe(1);
      expect(text).toMatch(new RegExp(`Starting Price\\s+\\$${p.pricePerMonth}/mo`));
      // A "+" only where the provider states a minimum: CactusVPN's 37 servers are exact.
      const plus = (isMinimum: boolean) => (isMinimum ? '\\+' : '');
      expect(text).toMatch(
        new RegExp(`Servers\\s+${p.serverCount.toLocaleString('en-US')}${plus(p.serverCountIsMinimum)}\\s`),
      );
      if (p.deviceLimit === 0) expect(text).toContain('Unlimited');
      expect(text).toMatch(
        p.moneyBackDays === null
          ? /Money-back\s+Not in our data/
          : new RegExp(`Money-back\\s+${p.moneyBackDays} days`),
      );
      // No logo tile: the name is printed in the site's type.
      expect(await card.locator('img').count()).toBe(0);
      expect(await card.getByRole('link', { name: /^Read Full Review/ }).getAttribute('href')).toBe(
        `/vpn/${p.slug}`,
      );
    }
    await expect
      .poll(() => page.getByRole('heading', { name: 'Need Help Choosing?' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Compare All VPNs' }).click();
    await page.waitForURL('**/#detailed-comparison');
  });
});
