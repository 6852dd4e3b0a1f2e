/** /reviews: one card per provider, best rated first, with the facts of its file, then the way to the comparison. */
import { loadProviders } from '../support/providers';
import { lastChangedOrChecked, titleYear } from '../../src/lib/dates';
import { storedUsd } from '../../src/lib/price';
import { expect, test } from './fixtures';

const providers = await loadProviders();

test('lists every provider once, best rated first, with its score, price, network and review link', async ({
  page,
}) => {
  await page.goto('/reviews');
  // The year of the latest update or check among the providers, never the clock's.
  const year = titleYear(providers.map(lastChangedOrChecked));
  await expect(page).toHaveTitle(new RegExp(`^VPN Reviews ${String(year)}\\b`));
  const cards = page.locator('main article');
  const names = (await cards.locator('h2').allTextContents()).map((n) => n.trim());
  expect([...names].sort()).toEqual(providers.map((p) => p.name).sort());
  const byName = new Map(providers.map((p) => [p.name, p]));
  const ratings = names.map((name) => byName.get(name)!.rating);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  for (const [i, name] of names.entries()) {
    const p = byName.get(name)!;
    const card = cards.nth(i);
    await expect(card.getByRole('img', { name: `Rated ${p.rating.toFixed(1)} out of 5` })).toHaveCount(1);
    await expect(card).toContainText(`${p.rating.toFixed(1)}/5`);
    await expect(card).toContainText(
      p.pricePerMonth === null ? 'Not in our data' : `$${storedUsd(p.pricePerMonth)}`,
    );
    await expect(card).toContainText(
      p.moneyBackDays === null
        ? /Money-back\s+Not in our data/
        : new RegExp(`Money-back\\s+${p.moneyBackDays} days`),
      { useInnerText: true },
    );
    // No logo tile: the name is printed in the site's type.
    await expect(card.locator('img')).toHaveCount(0);
    // A "+" only where the provider states a minimum.
    await expect(card).toContainText(
      new RegExp(`${p.serverCount.toLocaleString('en-US')}${p.serverCountIsMinimum ? '\\+' : '(?!\\+)'}`),
      { useInnerText: true },
    );
    if (p.deviceLimit === 0) await expect(card).toContainText('Unlimited');
    await expect(card.getByRole('link', { name: /^Read Full Review/ })).toHaveAttribute(
      'href',
      `/vpn/${p.slug}`,
    );
  }
  await expect(page.getByRole('heading', { name: 'Need Help Choosing?' })).toBeVisible();
  await page.getByRole('link', { name: 'Compare All VPNs' }).click();
  await expect(page).toHaveURL(/#detailed-comparison$/);
});
