/** The home page: hero anchors, the top picks, the comparison matrix and its links, the rest of the page. */
import { COMPARISON_ROWS } from '../../src/lib/comparison';
import { matrixServices } from '../../src/lib/vpn-service';
import { storedUsd } from '../../src/lib/price';
import { CRITERIA } from '../../src/lib/criteria';
import { formatScore } from '../../src/lib/score';
import { numberWords } from '../../src/lib/format';
import { DISPUTE_RULE } from '../../src/lib/fact-rules';
import { FINDER_QUESTIONS } from '../../src/lib/finder';
import { moneyBackText, quickSpecs } from '../../src/lib/specs';
import { BUDGETS } from '../support/page-weight';
import { byRanking, loadProviders } from '../support/providers';
import { PHONE_CONTEXT, expect, test } from './fixtures';

const providers = await loadProviders();
const bySlug = new Map(providers.map((p) => [p.slug, p]));
const COMPARISON_SLUGS = matrixServices(providers).map((p) => p.slug);

test('the hero leads to the finder, and anchors to the comparison and to the top picks', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('link', { name: `Find your VPN in ${String(FINDER_QUESTIONS.length)} questions` }),
  ).toHaveAttribute('href', '/finder');
  await page.getByRole('link', { name: 'Compare VPNs' }).click();
  await expect(page).toHaveURL(/#detailed-comparison$/);
  await expect(page.locator('#detailed-comparison')).toBeInViewport();
  await page.getByRole('link', { name: 'View Top Picks' }).click();
  await expect(page).toHaveURL(/#reviews$/);
});

test.describe('on a phone', () => {
  test.use(PHONE_CONTEXT);

  test('the finder is offered on the first screen', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('link', { name: `Find your VPN in ${String(FINDER_QUESTIONS.length)} questions` }),
    ).toBeInViewport();
  });
});

test("the top picks are the model's first six (trust minimums first, then the score, equal scores A to Z as stated), each with its score, price, key figures and review link", async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.locator('#reviews article');
  await expect(cards).toHaveCount(6);
  // The rule the section states: the model's order, equal scores in alphabetical order.
  await expect(page.locator('#reviews')).toContainText('trust minimums first');
  await expect(page.locator('#reviews')).toContainText('equal scores in alphabetical order');
  const best = [...providers].sort(byRanking).slice(0, 6);
  const shown = await cards.locator('h3').allTextContents();
  expect(shown.map((name) => name.trim())).toEqual(best.map((p) => p.name));
  for (const name of shown) {
    const p = providers.find((provider) => provider.name === name.trim())!;
    const card = cards.filter({ has: page.getByRole('heading', { name: p.name, exact: true }) });
    // The model's score out of 10, beside stars that draw it out of 5 and are hidden from assistive technology
    // (the number says it); no picture: the card carries figures instead.
    await expect(card).toContainText(formatScore(p.score.overall));
    await expect(card.locator('img, [role="img"]')).toHaveCount(0);
    await expect(card).toContainText(
      p.pricePerMonth === null ? 'Not in our data' : `$${storedUsd(p.pricePerMonth)}`,
    );
    // Servers, devices and the money-back window as Quick Specs word them (a count we lack, a dispute included).
    const figures = card.getByTestId('key-figures');
    await expect(figures).toContainText(/Servers[\s\S]*Devices[\s\S]*Money-back/);
    for (const spec of quickSpecs(p).filter((x) => x.label === 'Servers' || x.label === 'Devices'))
      await expect(figures).toContainText(spec.value);
    await expect(figures).toContainText(moneyBackText(p.moneyBackDays));
    await expect(card.getByRole('link', { name: /View details/i })).toHaveAttribute('href', `/vpn/${p.slug}`);
  }
});

test.describe('the comparison matrix', () => {
  test('has a row per compared provider and the nine columns, each known figure as in its file, all in view', async ({
    page,
  }) => {
    await page.goto('/');
    const table = page.locator('#comparison-table');
    const rows = table.locator('tbody tr');
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-slug')))).toEqual([
      ...COMPARISON_SLUGS,
    ]);
    // No logo tiles: every row is headed by the provider's name.
    await expect(table.locator('img')).toHaveCount(0);
    await expect(table.locator('thead th[data-key]')).toHaveText(COMPARISON_ROWS.map((row) => row.label));
    for (const [r, slug] of COMPARISON_SLUGS.entries()) {
      await expect(rows.nth(r).locator('th')).toContainText(bySlug.get(slug)?.name ?? slug);
      const cells = rows.nth(r).locator('td');
      await expect(cells).toHaveCount(COMPARISON_ROWS.length);
      for (const [c, row] of COMPARISON_ROWS.entries()) {
        const value = bySlug.get(slug)?.comparison[row.key]?.value;
        // A cell shows its figure first; a mark below it only where its provenance differs from the note.
        if (value) await expect(cells.nth(c)).toContainText(value);
        else await expect(cells.nth(c)).not.toBeEmpty();
      }
    }
    // At 1280 px every provider and every column is in view: nothing scrolls sideways, the table fits its section.
    expect(page.viewportSize()?.width).toBe(1280);
    const fit = await table.evaluate((el) => {
      const section = el.closest('section')?.querySelector(':scope > div')?.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return {
        inside: !!section && box.left >= section.left && box.right <= section.right,
        page: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
    expect(fit).toEqual({ inside: true, page: true });
    // One provenance note for the table, saying what each value's short mark means and how a dispute is read,
    // with a link to /data; every known value carries its own mark, linked to its full record.
    const note = page.locator('#detailed-comparison').getByTestId('provenance-note');
    await expect(note).toContainText("Each figure's mark names its source and the month the source carries");
    await expect(note).toContainText(DISPUTE_RULE);
    await expect(page.locator('#comparison-table [data-provenance] a[href^="/data/"]').first()).toBeVisible();
    await expect(note).not.toContainText('provider listings');
    await expect(note.getByRole('link', { name: 'our data' })).toHaveAttribute('href', '/data');
  });

  test('keeps its header row in view under the site header while its rows scroll by', async ({ page }) => {
    await page.goto('/');
    const table = page.locator('#comparison-table');
    const rows = table.locator('tbody tr');
    await rows.nth(Math.floor((await rows.count()) / 2)).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }));
    const header = (await page.getByRole('banner').boundingBox())!;
    const head = (await table.locator('thead th').first().boundingBox())!;
    const firstRow = (await rows.first().boundingBox())!;
    // The first row has scrolled under it; the column names sit right below the site's header.
    expect(firstRow.y).toBeLessThan(header.y + header.height);
    expect(Math.abs(head.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    await expect(table.locator('thead th[data-key]').first()).toBeInViewport();
  });

  test('names each reviewed provider it leaves out, linked to its review, and links the table of all of them', async ({
    page,
  }) => {
    await page.goto('/');
    // In the site's ranking order, as every list of providers.
    const outside = providers.filter((p) => !COMPARISON_SLUGS.includes(p.slug)).sort(byRanking);
    expect(outside.length).toBeGreaterThan(0);
    const note = page.getByTestId('matrix-outside');
    await expect(note).toContainText(`outside these ${numberWords(COMPARISON_SLUGS.length)} columns`);
    const links = note.getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ...outside.map((p) => [p.name, `/vpn/${p.slug}`]),
      ['the open data', '/data'],
    ]);
  });

  test("links each provider's review, and its offer in a new tab as a sponsored link", async ({ page }) => {
    await page.goto('/');
    const foot = page.locator('#comparison-table tbody th');
    expect(
      await foot
        .getByRole('link', { name: /^View Review/ })
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(COMPARISON_SLUGS.map((s) => `/vpn/${s}`));
    const gets = foot.locator('a[data-affiliate]');
    await expect(gets).toHaveCount(COMPARISON_SLUGS.filter((s) => bySlug.get(s)?.affiliateUrl).length);
    for (const get of await gets.all()) {
      await expect(get).toHaveAttribute('target', '_blank');
      await expect(get).toHaveAttribute('rel', /\bsponsored\b/);
    }
  });

  test('says its column order is editorial, links every ranking, and picks a pair to compare', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('matrix-order')).toContainText('not ranked');
    const ranks = page.getByRole('navigation', { name: 'Rank the services by one figure' }).getByRole('link');
    expect(await ranks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      ...CRITERIA.map((c) => `/best/${c.slug}`),
      '/best',
    ]);
    await page.getByLabel('First VPN').selectOption('protonvpn');
    await page.getByLabel('Second VPN').selectOption('nordvpn');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/compare\/nordvpn-vs-protonvpn(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NordVPN vs Proton VPN');
  });

  test.describe('in a narrow window with a mouse', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('says click, not tap', async ({ page }) => {
      await page.goto('/#detailed-comparison');
      await expect(page.getByTestId('matrix-hint')).toHaveText(/^Click a service to see its \w+ figures/, {
        useInnerText: true,
      });
    });
  });

  test.describe('on a phone', () => {
    test.use(PHONE_CONTEXT);

    test('shows one card per compared provider that opens, on a tap, to its rows, with nothing to swipe', async ({
      page,
    }) => {
      await page.goto('/#detailed-comparison');
      await expect(page.locator('#comparison-table')).toBeHidden();
      const cards = page.getByTestId('matrix-cards').locator('li');
      expect(await cards.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-slug')))).toEqual([
        ...COMPARISON_SLUGS,
      ]);
      // A touch screen is told to tap, not to click.
      await expect(page.getByTestId('matrix-hint')).toHaveText(/^Tap a service to see its \w+ figures/, {
        useInnerText: true,
      });
      const slug = COMPARISON_SLUGS[1] ?? '';
      const card = page.locator(`[data-testid="matrix-cards"] > li[data-slug="${slug}"]`);
      await card.locator('summary').tap();
      const rows = card.locator('dl > div');
      await expect(rows).toHaveCount(COMPARISON_ROWS.length);
      for (const [r, row] of COMPARISON_ROWS.entries()) {
        await expect(rows.nth(r).locator('dt')).toHaveText(row.label);
        const value = bySlug.get(slug)?.comparison[row.key]?.value;
        if (value) await expect(rows.nth(r).locator('dd')).toContainText(value);
      }
      await expect(card.getByRole('link', { name: /^View Review/ })).toHaveAttribute('href', `/vpn/${slug}`);
      await expect(card).toBeInViewport();
    });
  });
});

test('the rest of the page: criteria, the screen-reader summary and the structured data', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What Makes a Great VPN?' })).toBeAttached();
  await expect(page.locator('section[aria-labelledby="criteria-title"] li')).toHaveCount(6);
  const summary = page.locator('section[aria-labelledby="sr-summary-title"]');
  await expect(summary).toHaveClass(/\bsr-only\b/);
  await expect(summary).toContainText('How much does a VPN cost?');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  const [webPage, crumbs] = data['@graph'];
  expect(webPage['@type']).toBe('WebPage');
  expect(webPage.mainEntity['@type']).toBe('ItemList');
  // The list the page states: the first eight in the model's order.
  expect(webPage.mainEntity.itemListElement.map((item: { name: string }) => item.name)).toEqual(
    [...providers]
      .sort(byRanking)
      .slice(0, 8)
      .map((p) => p.name),
  );
  expect(crumbs['@type']).toBe('BreadcrumbList');
});

test.describe('on a phone', () => {
  test.use(PHONE_CONTEXT);

  test('the home page and what it asks for weigh at most the budget, compressed and with headers', async ({
    page,
  }) => {
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      sizes.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const bytes = await Promise.all(sizes);
    expect(bytes.length).toBeGreaterThanOrEqual(2); // the page and its stylesheet at least
    expect(
      bytes.reduce((sum, n) => sum + n, 0),
      `${bytes.length} requests`,
    ).toBeLessThanOrEqual(BUDGETS.homePhoneTransfer);
  });
});
