/**
 * A head-to-head page: both providers side by side, who leads on each row (a leader, a tie, a missing figure,
 * or a fact that ranks nothing), sponsored Get links with the disclosure beside them, and its metadata.
 * (That every compare page lists both providers and the nine rows is checked over HTTP in tests/site.)
 */
import { expect, test } from './fixtures';

test('names who leads on each row, and offers both providers with the disclosure', async ({ page }) => {
  await page.goto('/compare/nordvpn-vs-protonvpn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NordVPN vs Proton VPN');
  const leads = await page
    .locator('[data-lead]')
    .evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('data-lead'), cell.textContent.trim()]));
  expect(leads.length).toBeGreaterThanOrEqual(9);
  for (const [lead, text] of leads) {
    if (lead === 'first') expect(text).toBe('NordVPN leads');
    else if (lead === 'second') expect(text).toBe('Proton VPN leads');
    else expect(['tie', 'unknown', 'fact']).toContain(lead);
  }
  // A row that ranks nothing says so rather than naming a leader.
  await expect(page.getByRole('row', { name: /^Headquarters/ }).locator('[data-lead]')).toHaveAttribute(
    'data-lead',
    'fact',
  );
  if (leads.some(([lead]) => lead === 'tie'))
    await expect(page.getByTestId('pair-summary')).toContainText('tie');

  const gets = page.locator('a[data-affiliate]');
  for (const get of await gets.all()) {
    await expect(get).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(get).toHaveAttribute('target', '_blank');
  }
  await expect(page.locator('[data-affiliate-disclosure]')).toHaveCount(await gets.count());
  await expect(page.locator('[data-affiliate-disclosure]').first().getByRole('link')).toHaveAttribute(
    'href',
    '/affiliate-disclosure',
  );
  await expect(page.getByRole('link', { name: 'Read the full NordVPN review' })).toHaveAttribute(
    'href',
    '/vpn/nordvpn',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/compare\/nordvpn-vs-protonvpn$/,
  );
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data['@graph'].map((node: { '@type': string }) => node['@type'])).toContain('BreadcrumbList');
});
