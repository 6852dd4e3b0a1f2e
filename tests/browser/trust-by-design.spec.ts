/**
 * Trust by design: a provider without an address has no buy button (no page has a dead one:
 * tests/site/trust.test.ts), and no advertisement comes above the review of the provider it advertises.
 */
import { expect, test } from './fixtures';

test('a provider without an address has no buy button at all, its page otherwise whole', async ({ page }) => {
  await page.goto('/vpn/witopia-personalvpn');
  await expect(page.getByRole('heading', { level: 1, name: 'WiTopia personalVPN Review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'WiTopia personalVPN Pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Get |^Try/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Get |^Try/ })).toHaveCount(0);
});

for (const slug of ['nordvpn', 'purevpn', 'fastestvpn']) {
  test(`${slug}: the provider's offer comes after the review's verdict, called an offer, not an advertisement`, async ({
    page,
  }) => {
    await page.goto(`/vpn/${slug}`);
    const promo = page.getByRole('complementary', { name: 'An offer from the provider' });
    await expect(promo).toBeVisible();
    const verdict = page.getByRole('heading', { level: 3, name: 'Verdict' });
    await expect(verdict).toBeVisible();
    const overview = page.getByRole('heading', { level: 2, name: 'Overview' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(page.getByRole('main')).not.toContainText('Advertisement');
    // In reading order: the overview, the verdict, then the offer.
    expect(await overview.evaluate(follows, await verdict.elementHandle())).toBe(true);
    expect(await verdict.evaluate(follows, await promo.elementHandle())).toBe(true);
    const [verdictBox, promoBox] = [await verdict.boundingBox(), await promo.boundingBox()];
    expect(promoBox?.y ?? 0).toBeGreaterThan(verdictBox?.y ?? Number.POSITIVE_INFINITY);
  });
}
