/** /reviews: one card per provider, in the model's order, with the facts of its file, then the way to the comparison. */
import { byRanking, loadProviders } from '../support/providers';
import { lastChangedOrChecked, titleYear } from '../../src/lib/dates';
import { storedUsd } from '../../src/lib/price';
import { formatScore } from '../../src/lib/score';
import { moneyBackText, quickSpecs } from '../../src/lib/specs';
import { expect, test } from './fixtures';

const providers = await loadProviders();

test("lists every provider once, in the model's order, with its score, price, key figures and review link", async ({
  page,
}) => {
  await page.goto('/reviews');
  // The year of the latest update or check among the providers, never the clock's.
  const year = titleYear(providers.map(lastChangedOrChecked));
  await expect(page).toHaveTitle(new RegExp(`^VPN Reviews ${String(year)}\\b`));
  const cards = page.locator('main article');
  const names = (await cards.locator('h2').allTextContents()).map((n) => n.trim());
  // Those that meet the trust minimums first, then the higher score, equal scores A to Z, as the page states.
  expect(names).toEqual([...providers].sort(byRanking).map((p) => p.name));
  const byName = new Map(providers.map((p) => [p.name, p]));
  for (const [i, name] of names.entries()) {
    const p = byName.get(name)!;
    const card = cards.nth(i);
    // The stars beside the number are hidden from assistive technology: the number says the score.
    await expect(card.locator('[role="img"]')).toHaveCount(0);
    await expect(card).toContainText(formatScore(p.score.overall));
    await expect(card).toContainText(
      p.pricePerMonth === null ? 'Not in our data' : `$${storedUsd(p.pricePerMonth)}`,
    );
    const figures = card.getByTestId('key-figures');
    for (const spec of quickSpecs(p).filter((x) => x.label === 'Servers' || x.label === 'Devices'))
      await expect(figures).toContainText(spec.value);
    await expect(figures).toContainText(moneyBackText(p.moneyBackDays));
    // No logo tile: the name is printed in the site's type.
    await expect(card.locator('img')).toHaveCount(0);
    // A "+" only where the provider states a minimum; a count our data lacks says so.
    if (p.serverCount === null) await expect(figures).toContainText('Not in our data');
    else
      await expect(figures).toContainText(
        new RegExp(`${p.serverCount.toLocaleString('en-US')}${p.serverCountIsMinimum ? '\\+' : '(?!\\+)'}`),
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
