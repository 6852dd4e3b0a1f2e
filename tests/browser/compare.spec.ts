/**
 * Head-to-head pages: the sitemap lists one for every pair of providers, and one page in detail (who leads, the
 * rules, the affiliate links and the metadata). Every compare page is laid out at 320, 375 and 414 px, with both
 * sides of every row and its verdict checked, in the one pass per page (pages.spec.ts, lib/page-checks.ts).
 */
import { sitemapPaths } from '../support/sitemap';
import { loadProviders } from '../support/providers';
import { pairRows } from '../../src/lib/pair-rows';
import { PHONE, expect, test } from './fixtures';

const providers = await loadProviders();

test('the sitemap lists one compare page for every pair of providers', () => {
  const pairs = sitemapPaths().filter((path) => /^\/compare\/[a-z0-9-]+-vs-[a-z0-9-]+$/.test(path));
  const expected = providers.flatMap((a, i) =>
    providers.slice(i + 1).map((b) => `/compare/${[a.slug, b.slug].sort().join('-vs-')}`),
  );
  expect(pairs.sort()).toEqual(expected.sort());
});

test('says who leads on each row by its stated rule, and offers both providers with the disclosure', async ({
  page,
}) => {
  await page.goto('/compare/nordvpn-vs-protonvpn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NordVPN vs Proton VPN');
  await expect(page.getByRole('heading', { name: 'Choose NordVPN if' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Proton VPN if' })).toBeVisible();
  const table = page.getByTestId('pair-rows');
  // A desktop reads four columns with their headers; the network row says who leads by its rule, as the rule
  // decides from the two files (NordVPN lists more countries, Proton VPN more servers: a split), and the rule is
  // under the table, one tap away.
  await expect(table.getByRole('columnheader')).toHaveText([
    'Question',
    'NordVPN',
    'Proton VPN',
    'Who leads',
  ]);
  const network = table.getByRole('row', { name: /^Server network/ });
  const rules = page.getByTestId('pair-rules');
  await expect(rules.getByText('More servers and more countries win')).toBeHidden();
  await rules.getByText('How each row is decided').click();
  await expect(
    rules.locator('div').filter({ has: page.getByRole('term').filter({ hasText: /^Server network$/ }) }),
  ).toContainText('More servers and more countries win');
  const by = (slug: string) => providers.find((p) => p.slug === slug)!;
  const rule = pairRows(by('nordvpn'), by('protonvpn')).find((r) => r.key === 'network');
  if (!rule) throw new Error('no network row');
  await expect(network.locator('[data-lead]')).toHaveText(rule.outcome);
  await expect(table.getByRole('row', { name: /^Jurisdiction/ }).locator('[data-lead]')).toHaveAttribute(
    'data-lead',
    'fact',
  );
  // One provenance note for the table, with the link to /data.
  await expect(page.getByTestId('provenance-note')).toHaveCount(1);
  await expect(page.getByTestId('provenance-note').getByRole('link', { name: 'our data' })).toHaveAttribute(
    'href',
    '/data',
  );

  const gets = page.locator('a[data-affiliate]');
  for (const get of await gets.all()) {
    await expect(get).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(get).toHaveAttribute('target', '_blank');
  }
  await expect(page.locator('[data-affiliate-disclosure]')).toHaveCount(await gets.count());
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

test('on a phone, each provider’s Get button is in its summary card on the first screen, with its disclosure', async ({
  phonePage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 844 });
  const withLink = providers.find((p) => p.affiliateUrl)!;
  const without = providers.find((p) => !p.affiliateUrl);
  for (const other of [providers.find((p) => p.affiliateUrl && p.slug !== withLink.slug)!, without]) {
    if (!other) continue;
    const pair = [withLink, other].sort((x, y) => x.slug.localeCompare(y.slug));
    await page.goto(`/compare/${pair.map((p) => p.slug).join('-vs-')}`);
    const sides = page.getByTestId('summary-side');
    for (const [i, p] of pair.entries()) {
      const side = sides.nth(i);
      const get = side.locator('a[data-affiliate]');
      if (p.affiliateUrl) {
        await expect(get).toHaveAccessibleName(`Get ${p.name} (opens in a new tab)`);
        await expect(get).toBeInViewport({ ratio: 1 });
        await expect(side.locator('[data-affiliate-disclosure]')).toBeInViewport();
        expect((await get.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      } else {
        await expect(get).toHaveCount(0);
        await expect(side).toContainText('No link: no website address in our data yet');
      }
    }
    // One Get button per provider on the page: the summary's.
    await expect(page.locator('main a[data-affiliate]')).toHaveCount(
      pair.filter((p) => p.affiliateUrl).length,
    );
  }
});

test('on a phone, each row stays a table row: its question, both values under their names, who leads', async ({
  phonePage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/compare/fastestvpn-vs-witopia-personalvpn');
  const row = page.getByTestId('pair-rows').getByRole('row', { name: /^One-time \(lifetime\) price/ });
  await expect(row.getByRole('cell').first()).toContainText('FastestVPN');
  await expect(row.getByRole('cell').first()).toContainText('$40.00 lifetime (one payment)');
  await expect(row.getByRole('cell').nth(1)).toContainText('No one-time plan listed');
  await expect(row.locator('[data-lead]')).toBeVisible();
  await expect(
    page
      .getByTestId('pair-rows')
      .getByRole('row', { name: /^Standard monthly price/ })
      .locator('[data-lead]'),
  ).toHaveText(/^FastestVPN leads: cheaper than WiTopia personalVPN month to month/);
});

test('the picker says when the same service is picked twice, and /compare says it only then', async ({
  phonePage: page,
}) => {
  const [first, second] = providers;
  if (!first || !second) throw new Error('content/vpn-services holds fewer than two providers');
  await page.goto('/compare');
  await expect(page.getByText('You chose the same service')).toHaveCount(0);
  const picker = page.getByRole('form', { name: 'Choose two VPNs' });
  await picker.getByLabel('First VPN').selectOption(first.slug);
  await picker.getByLabel('Second VPN').selectOption(first.slug);
  await picker.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByTestId('same-pick')).toContainText(
    'You chose the same service as the first and the second VPN',
  );
  const again = page.getByRole('form', { name: 'Choose two VPNs' });
  await again.getByLabel('First VPN').selectOption(first.slug);
  await again.getByLabel('Second VPN').selectOption(second.slug);
  await again.getByRole('button', { name: 'Compare' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(first.name);
  await expect(heading).toContainText(second.name);
  await expect(page.getByTestId('same-pick')).toHaveCount(0);
});
