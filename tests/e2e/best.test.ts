/** The rankings by criterion: rule stated, places shared on ties, unknowns last, linked from home and footer. */
import { describe, expect, it } from 'vitest';
import { CRITERIA } from '../../src/lib/criteria';
import { FIGURES } from '../../src/lib/figures';
import { rank } from '../../src/lib/ranking';
import { loadProviders } from '../support/providers';
import { DESKTOP, openPage } from './browser';

const providers = loadProviders();

describe('rankings', () => {
  it('lists every ranking with its rule on /best and says why streaming, torrenting and speed are absent', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/best');
    expect(CRITERIA.length).toBeGreaterThanOrEqual(7);
    for (const c of CRITERIA) expect(await page.getByText(c.rule).count()).toBe(1);
    expect(
      await page
        .getByRole('heading', { name: 'Why there is no ranking for streaming, torrenting or speed' })
        .count(),
    ).toBe(1);
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Compare' });
    expect(await footer.getByRole('link', { name: 'VPN Rankings' }).getAttribute('href')).toBe('/best');
  });

  it.each(CRITERIA.map((c) => [c.slug, c] as const))(
    '/best/%s states its rule and shows the places the rule gives, unknowns last',
    async (slug, c) => {
      const page = await openPage(DESKTOP);
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(`/best/${slug}`, { waitUntil: 'networkidle' });
      expect(await page.getByTestId('rule').innerText()).toBe(`The rule: ${c.rule}`);
      const expected = rank(providers, FIGURES[c.figure], c.better);
      const rows = page.getByTestId('ranking').locator('tbody tr');
      const shown = await rows.evaluateAll((trs) =>
        trs.map((tr) => [
          tr.getAttribute('data-slug'),
          tr.querySelector('[data-place]')?.getAttribute('data-place'),
        ]),
      );
      // Within a shared place the order is free; the places themselves are fixed by the rule.
      const key = (r: (string | null | undefined)[]) => r.join(':');
      expect(shown.map(key).sort()).toEqual(
        expected.map((r) => key([r.item.slug, r.place === null ? 'unknown' : String(r.place)])).sort(),
      );
      const places = shown.map(([, place]) => place);
      const firstUnknown = places.indexOf('unknown');
      if (firstUnknown >= 0) expect(places.slice(firstUnknown).every((p) => p === 'unknown')).toBe(true);
      expect(scripts).toEqual([]);
    },
  );

  it('shares a place on a tie and lists a figure not in our data last, not ranked (most devices, longest refund)', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/best/most-devices');
    const unlimited = page.getByRole('row').filter({ hasText: 'Unlimited' }).locator('[data-place]');
    expect(new Set(await unlimited.allInnerTexts())).toEqual(new Set(['1']));
    expect(await unlimited.count()).toBeGreaterThan(1);
    await page.goto('/best/longest-money-back-guarantee');
    const eset = page.locator('tr[data-slug="eset-vpn"]');
    expect(await eset.locator('[data-place]').innerText()).toBe('Not ranked');
    expect(await eset.locator('td').nth(1).innerText()).toBe('Not in our data');
    expect(await page.locator('tbody tr').last().getAttribute('data-slug')).toBe('eset-vpn');
  });

  it('is linked from the home page', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'All rankings' }).getAttribute('href')).toBe('/best');
  });
});
