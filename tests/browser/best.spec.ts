/**
 * The rankings by one figure: each states its rule, lists every provider once with competition places (ties
 * share a place, the next place skips), unknowns last; three are checked against their figures read straight
 * from the provider files.
 */
import type { Page } from '@playwright/test';
import { CRITERIA } from '../../src/lib/criteria';
import { loadProviders } from '../support/providers';
import type { VpnService as ProviderFile } from '../../src/lib/vpn-service';
import { expect, test } from './fixtures';

const providers = await loadProviders();

/** The rows of a ranking page as [slug, place] ("unknown" for a missing figure), top to bottom. */
async function rows(page: Page): Promise<[slug: string, place: string][]> {
  return page
    .getByTestId('ranking')
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr): [string, string] => [
        tr.getAttribute('data-slug') ?? '',
        tr.querySelector('[data-place]')?.getAttribute('data-place') ?? '',
      ]),
    );
}

test('/best lists every ranking with its rule and says why there is none for streaming, torrenting or speed', async ({
  page,
}) => {
  await page.goto('/best');
  for (const c of CRITERIA) await expect(page.getByText(c.rule)).toHaveCount(1);
  await expect(
    page.getByRole('heading', { name: /no ranking for streaming, torrenting or speed/ }),
  ).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'VPN Rankings' })).toHaveAttribute('href', '/best');
});

for (const c of CRITERIA)
  test(`/best/${c.slug} states its rule and places every provider once, ties sharing, unknowns last`, async ({
    page,
  }) => {
    await page.goto(`/best/${c.slug}`);
    await expect(page.getByTestId('rule')).toContainText(c.rule);
    const ranking = await rows(page);
    expect(ranking.map(([slug]) => slug).sort()).toEqual(providers.map((p) => p.slug).sort());
    const places = ranking.map(([, place]) => place);
    const known = places.filter((p) => p !== 'unknown');
    expect(places.slice(0, known.length)).toEqual(known); // unknowns only at the end
    known.forEach((place, i) => expect([String(i + 1), known[i - 1]], `row ${i + 1}`).toContain(place));
  });

// Three rankings against their figures read from the provider files, with the rule in plain words: the biggest
// figure first, equal figures share the place of the first of them, a missing figure is unknown and last.
for (const [slug, figure] of [
  ['largest-server-network', (p: ProviderFile) => p.serverCount],
  ['most-countries', (p: ProviderFile) => p.countryCount],
  ['longest-money-back-guarantee', (p: ProviderFile) => p.moneyBackDays],
] as const)
  test(`/best/${slug} follows the figures in the provider files`, async ({ page }) => {
    await page.goto(`/best/${slug}`);
    const bySlug = new Map(providers.map((p) => [p.slug, figure(p)]));
    const ranking = await rows(page);
    const expected = ranking.map(([rowSlug]) => {
      const value = bySlug.get(rowSlug) ?? null;
      if (value === null) return 'unknown';
      const first = ranking.findIndex(([other]) => bySlug.get(other) === value);
      return String(first + 1);
    });
    expect(ranking.map(([, place]) => place)).toEqual(expected);
    const values = ranking.map(([rowSlug]) => bySlug.get(rowSlug) ?? -1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

test('a provider with unlimited devices shares first place for the most devices', async ({ page }) => {
  await page.goto('/best/most-devices');
  const unlimited = providers.filter((p) => p.deviceLimit === 0).map((p) => p.slug);
  expect(unlimited.length).toBeGreaterThan(0);
  const ranking = new Map(await rows(page));
  for (const slug of unlimited) expect(ranking.get(slug), slug).toBe('1');
});

test('the rankings are linked from the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'All rankings' })).toHaveAttribute('href', '/best');
});

// Lowest long-term price has a tie for first place; lowest monthly price has providers it does not rank.
for (const slug of ['lowest-long-term-price', 'lowest-monthly-price'])
  test(`/best/${slug}: the structured data gives the places the table shows, shared where figures are equal, unranked left out`, async ({
    page,
  }) => {
    await page.goto(`/best/${slug}`);
    const table = await rows(page);
    const names = await page
      .getByTestId('ranking')
      .locator('tbody tr th a')
      .evaluateAll((as) =>
        as.filter((a) => a.getAttribute('href')?.startsWith('/vpn/')).map((a) => a.textContent.trim()),
      );
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    const list = data['@graph'][0].mainEntity;
    const expected = table.flatMap(([, place], i) =>
      place === 'unknown' ? [] : [[Number(place), names[i]]],
    );
    expect(list.itemListElement.map((e: { position: number; name: string }) => [e.position, e.name])).toEqual(
      expected,
    );
    expect(list.numberOfItems).toBe(expected.length);
    // Both cases are really on these pages: a shared position, and a provider left out.
    const positions = expected.map(([position]) => position);
    if (slug === 'lowest-long-term-price') expect(new Set(positions).size).toBeLessThan(positions.length);
    else expect(expected.length).toBeLessThan(table.length);
  });

test('each ranking page names its leaders, their runners-up and what the figure leaves out', async ({
  page,
}) => {
  await page.goto('/best/most-devices');
  const unlimited = providers.filter((p) => p.deviceLimit === 0).map((p) => p.name);
  const opening = page.locator('[data-prose]').nth(1);
  await expect(opening).toContainText('First place is shared by');
  for (const name of unlimited) await expect(opening).toContainText(name);
  // ESET's highest limit needs its bigger bundle: said under the table.
  await expect(page.locator('#leaves-out').locator('..')).toContainText(/ESET VPN's 10 devices need its/);
  await expect(page.getByRole('heading', { name: 'Who should look elsewhere' })).toBeVisible();
});
