/**
 * Not-found pages: every unknown address answers 404 (the not-found pages' own addresses too) with a page
 * written for readers, the ways into the site, a search box, and the page the address most likely meant.
 */
import { PHONE, expect, test } from './fixtures';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const PAGES = [
  { path: '/404', title: 'Page Not Found', message: 'There is no page at this address.' },
  { path: '/no-such-page', title: 'Page Not Found', message: 'There is no page at this address.' },
  { path: '/vpn/404', title: 'VPN Not Found', message: 'We have no review at this address.' },
  { path: '/vpn/no-such-vpn', title: 'VPN Not Found', message: 'We have no review at this address.' },
  { path: '/guides/404', title: 'Guide Not Found', message: 'We have no guide at this address.' },
  { path: '/guides/no-such-guide', title: 'Guide Not Found', message: 'We have no guide at this address.' },
];

for (const { path, title, message } of PAGES) {
  test(`${path} answers 404 with "${title}" and the ways into the site`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main')).toContainText(message);
    await expect(page.getByRole('main')).not.toContainText('router');
    const main = page.getByRole('main');
    for (const [name, href] of [
      [/^VPN reviews/, '/reviews'],
      [/^Guides/, '/guides'],
      [/^Compare two VPNs/, '/compare'],
      [/^Search/, '/search'],
    ] as const) {
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(main.getByRole('search', { name: 'Search the site' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

test('a mistyped provider address suggests that provider and fills the search box', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/vpn/surfshak');
  expect(response?.status()).toBe(404);
  const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' });
  await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', '/vpn/surfshark');
  await expect(suggestions.getByRole('link').first()).toHaveText('Surfshark Review');
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('surfshak');
  expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('a mistyped guide or comparison address suggests it', async ({ page }) => {
  await page.goto('/guides/public-wifi');
  const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' });
  await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', '/guides/public-wifi-safety');
  await page.goto('/compare/nordvpn-vs-surfshak');
  await expect(suggestions.getByRole('link').first()).toHaveAttribute(
    'href',
    '/compare/nordvpn-vs-surfshark',
  );
});

test('an address that resembles nothing shows no suggestion, only the ways in', async ({ page }) => {
  await page.goto('/vpn/404');
  // The address is matched at load, with nothing fetched; the search box is filled with its words.
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('404');
  await expect(page.getByRole('region', { name: 'Were you looking for one of these?' })).toBeHidden();
});

test('the not-found page fits 320 px with its suggestion', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/vpn/surfshak');
  await expect(page.getByRole('region', { name: 'Were you looking for one of these?' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
