/**
 * Trust by design: no dead buy button anywhere, and no advertisement above the review of the provider it
 * advertises.
 */
import { parse } from 'node-html-parser';
import { sitemapPaths } from '../support/sitemap';
import { expect, test } from './fixtures';

test('no page of the sitemap shows a disabled "Get" button or a "No link yet" placeholder', async ({
  request,
}) => {
  const paths = sitemapPaths();
  expect(paths.length).toBeGreaterThan(100);
  const offenders: string[] = [];
  let getLinks = 0;
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = parse(await response.text());
    for (const button of html.querySelectorAll('button[disabled], [aria-disabled="true"]'))
      offenders.push(`${path}: disabled "${button.textContent.trim()}"`);
    for (const link of html.querySelectorAll('a[data-affiliate]')) {
      getLinks += 1;
      if (!link.getAttribute('href')?.startsWith('https://'))
        offenders.push(`${path}: a Get link without an address`);
    }
    if (/No link yet/i.test(html.textContent)) offenders.push(`${path}: "No link yet"`);
  }
  expect(offenders).toEqual([]);
  // The check looked at real buttons: the providers with an address still get theirs.
  expect(getLinks).toBeGreaterThan(100);
});

test('a provider without an address has no buy button at all, its page otherwise whole', async ({ page }) => {
  await page.goto('/vpn/witopia-personalvpn');
  await expect(page.getByRole('heading', { level: 1, name: 'WiTopia personalVPN Review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'WiTopia personalVPN Pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Get |^Try/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Get |^Try/ })).toHaveCount(0);
});

for (const slug of ['nordvpn', 'purevpn', 'fastestvpn']) {
  test(`${slug}: the advertisement comes after the review's verdict`, async ({ page }) => {
    await page.goto(`/vpn/${slug}`);
    const promo = page.getByRole('complementary', { name: 'Advertisement' });
    await expect(promo).toBeVisible();
    const verdict = page.getByRole('heading', { level: 3, name: 'Verdict' });
    await expect(verdict).toBeVisible();
    const overview = page.getByRole('heading', { level: 2, name: 'Overview' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    // In reading order: the overview, the verdict, then the advertisement.
    expect(await overview.evaluate(follows, await verdict.elementHandle())).toBe(true);
    expect(await verdict.evaluate(follows, await promo.elementHandle())).toBe(true);
    const [verdictBox, promoBox] = [await verdict.boundingBox(), await promo.boundingBox()];
    expect(promoBox?.y ?? 0).toBeGreaterThan(verdictBox?.y ?? Number.POSITIVE_INFINITY);
  });
}
