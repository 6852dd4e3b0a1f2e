/**
 * Head-to-head pages. Every compare page of the built sitemap (all of them, no sample), loaded once at 320, 375
 * and 414 px on a phone, with everything a reader of that width would notice checked in that one load:
 * - nothing scrolls sideways: the document and every region with `overflow: auto | scroll` are no wider than
 *   their box;
 * - both providers' values of every row of the pair table sit inside the viewport, side by side, uncut;
 * - the verdict says "Choose {A} if" and "Choose {B} if" and has at least 250 words;
 * - no sentence of five words or more appears more than three times in the page's main text.
 * Then one page in detail: who leads, the rules, the affiliate links and the metadata.
 */
import type { Page } from '@playwright/test';
import { sitemapPaths } from '../support/sitemap';
import { PHONE, PHONE_WIDTHS, expect, test } from './fixtures';

const pairs = sitemapPaths().filter((path) => /^\/compare\/[a-z0-9-]+-vs-[a-z0-9-]+$/.test(path));

/** Everything checked in one load, measured inside the page; each problem one readable line. */
function pageProblems(width: number): string[] {
  const problems: string[] = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > width) problems.push(`the page is ${doc.scrollWidth} px wide`);
  for (const el of document.body.querySelectorAll('*')) {
    const s = getComputedStyle(el);
    if (!['auto', 'scroll'].includes(s.overflowX) && !['auto', 'scroll'].includes(s.overflow)) continue;
    if (el.scrollWidth > el.clientWidth + 1)
      problems.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" scrolls sideways`);
  }
  const rows = [...document.querySelectorAll('[data-testid="pair-rows"] tbody tr')];
  if (rows.length < 12) problems.push(`the pair table has ${rows.length} rows`);
  for (const row of rows) {
    const label = row.querySelector('th > span')?.textContent.trim() ?? '?';
    const cells = [...row.querySelectorAll('td[data-side]')];
    if (cells.length !== 2) problems.push(`${label}: ${cells.length} value cells`);
    const boxes = cells.map((cell) => cell.getBoundingClientRect());
    for (const [i, box] of boxes.entries()) {
      const cell = cells[i] as HTMLElement;
      if (box.width === 0 || box.left < 0 || box.right > width + 0.5)
        problems.push(`${label}: value ${i + 1} is at x ${Math.round(box.left)} to ${Math.round(box.right)}`);
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${label}: value ${i + 1} is cut`);
    }
    const [first, second] = boxes;
    if (first && second && Math.abs(first.top - second.top) > 2)
      problems.push(`${label}: the two values are not side by side`);
  }
  const [a, b] = (document.querySelector('h1')?.textContent ?? '').split(' vs ');
  const verdict = document.querySelector('[data-testid="pair-verdict"]');
  const text = (verdict as HTMLElement | null)?.innerText ?? '';
  for (const name of [a, b])
    if (!text.includes(`Choose ${name ?? '?'} if`)) problems.push(`the verdict has no "Choose ${name} if"`);
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words < 250) problems.push(`the verdict has ${words} words`);
  const main = document.querySelector('main')?.innerText ?? '';
  const counts = new Map<string, number>();
  for (const sentence of main.split(/\n+|(?<=[.!?])\s+/)) {
    const clean = sentence.replace(/\s+/g, ' ').trim();
    if (clean.split(' ').length >= 5) counts.set(clean, (counts.get(clean) ?? 0) + 1);
  }
  for (const [sentence, count] of counts)
    if (count > 3) problems.push(`"${sentence.slice(0, 60)}" appears ${count} times`);
  return problems;
}

async function checkAt(page: Page, path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: PHONE.height });
  const response = await page.goto(path);
  const problems = response?.status() === 200 ? [] : [`answered ${response?.status()}`];
  problems.push(...(await page.evaluate(pageProblems, width)));
  return problems.map((line) => `${width} px: ${line}`);
}

test('the sitemap lists every pair of providers', () => {
  // 13 providers: 13 x 12 / 2 pairs. A smaller list would let the pass below skip pages.
  expect(pairs.length).toBe(78);
});

test.describe('every compare page on a phone', () => {
  for (const path of pairs)
    test(`${path} at 320, 375 and 414 px`, async ({ phonePage: page }) => {
      const problems: string[] = [];
      for (const width of PHONE_WIDTHS) problems.push(...(await checkAt(page, path, width)));
      expect(problems, path).toEqual([]);
    });
});

test('says who leads on each row by its stated rule, and offers both providers with the disclosure', async ({
  page,
}) => {
  await page.goto('/compare/nordvpn-vs-protonvpn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NordVPN vs Proton VPN');
  await expect(page.getByRole('heading', { name: 'Choose NordVPN if' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Proton VPN if' })).toBeVisible();
  const table = page.getByTestId('pair-rows');
  // A desktop reads four columns with their headers; the network row states its rule and splits.
  await expect(table.getByRole('columnheader')).toHaveText([
    'Question',
    'NordVPN',
    'Proton VPN',
    'Who leads',
  ]);
  const network = table.getByRole('row', { name: /^Server network/ });
  await expect(network).toContainText('More servers and more countries win');
  await expect(network.locator('[data-lead]')).toHaveText(
    'Split: Proton VPN lists more servers, NordVPN more countries',
  );
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

test('on a phone, each row stays a table row: its question, both values under their names, who leads', async ({
  phonePage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/compare/fastestvpn-vs-witopia-personalvpn');
  const row = page.getByTestId('pair-rows').getByRole('row', { name: /^One-time \(lifetime\) price/ });
  await expect(row.getByRole('cell').first()).toContainText('FastestVPN');
  await expect(row.getByRole('cell').first()).toContainText('$40 one-time');
  await expect(row.getByRole('cell').nth(1)).toContainText('No one-time plan listed');
  await expect(row.locator('[data-lead]')).toBeVisible();
  await expect(
    page
      .getByTestId('pair-rows')
      .getByRole('row', { name: /^Standard monthly price/ })
      .locator('[data-lead]'),
  ).toHaveText("Undecided: WiTopia personalVPN's price range overlaps the other price");
});
