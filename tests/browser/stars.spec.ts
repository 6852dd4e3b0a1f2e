/**
 * Stars match the number on the pages that list providers side by side: the ink of five stars grows with the
 * rating, so the 4.8 and 4.2 providers look different (the old rules drew both as four stars on the home page,
 * and 4.1 and 4.8 both as four and a half on /reviews). Measured on the pixels a reader sees: each row of stars
 * is photographed and its star-coloured ink summed.
 */
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, expect, test } from './fixtures';

test.use({ viewport: DESKTOP, deviceScaleFactor: 2, colorScheme: 'light' });

interface Row {
  name: string;
  rating: number;
  /** Star-coloured ink of the whole row, in units of one whole star's ink. */
  stars: number;
  /** Ink of the fifth star as a share of a whole star's. */
  fifth: number;
}

/** Ink per column of a photographed row of stars: how far each pixel is from white, summed down the column. */
async function inkByColumn(stars: Locator): Promise<number[]> {
  const { data, info } = await sharp(await stars.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const columns = new Array<number>(info.width).fill(0);
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      columns[x] = (columns[x] ?? 0) + (765 - (data[i] ?? 0) - (data[i + 1] ?? 0) - (data[i + 2] ?? 0));
    }
  return columns;
}

async function rows(cards: Locator): Promise<Row[]> {
  await expect(cards.first()).toBeVisible();
  const found: Row[] = [];
  for (const card of await cards.all()) {
    const stars = card.getByRole('img', { name: /^Rated \d\.\d out of 5$/ });
    const rating = Number(/\d\.\d/.exec((await stars.getAttribute('aria-label')) ?? '')?.[0]);
    // The number beside the stars says the same.
    await expect(card.getByText(`${rating.toFixed(1)}/5`, { exact: true })).toBeVisible();
    const columns = await inkByColumn(stars);
    const cell = columns.length / 5;
    const ink = (from: number, to: number) =>
      columns.slice(Math.round(from), Math.round(to)).reduce((a, b) => a + b, 0);
    const whole = ink(0, cell); // every listed provider rates at least 1, so the first star is whole
    found.push({
      name: await card.getByRole('heading').first().innerText(),
      rating,
      stars: ink(0, 5 * cell) / whole,
      fifth: ink(4 * cell, 5 * cell) / whole,
    });
  }
  return found;
}

function expectInkFollowsRatings(found: Row[]) {
  for (const a of found)
    for (const b of found) {
      const pair = `${a.name} (${a.rating}) vs ${b.name} (${b.rating})`;
      // A tenth of a point is a tenth of a star's area, less the outline both share: at least 0.04 of a star.
      if (a.rating > b.rating) expect(a.stars - b.stars, pair).toBeGreaterThan(0.04);
      if (a.rating === b.rating) expect(Math.abs(a.stars - b.stars), pair).toBeLessThan(0.02);
    }
  const fifth = (rating: number) => found.find((r) => r.rating === rating)?.fifth ?? Number.NaN;
  // 4.8 inks most of the fifth star (not all of it), 4.2 a little more than its outline (about 0.45 of a star).
  expect(fifth(4.8)).toBeGreaterThan(0.85);
  expect(fifth(4.8)).toBeLessThan(0.97);
  expect(fifth(4.2)).toBeLessThan(0.6);
  expect(fifth(4.8) - fifth(4.2)).toBeGreaterThan(0.3);
}

test('the home page top picks: 4.8 and 4.2 stars differ, and the ink follows every rating', async ({
  page,
}) => {
  await page.goto('/');
  const found = await rows(page.locator('#reviews article'));
  expect(found.map((r) => r.rating)).toEqual(expect.arrayContaining([4.8, 4.2]));
  expectInkFollowsRatings(found);
});

test('/reviews: 4.8 and 4.2 stars differ, and 4.1 is no longer drawn as 4.8 is', async ({ page }) => {
  await page.goto('/reviews');
  const found = await rows(page.locator('main article'));
  expect(found.map((r) => r.rating)).toEqual(expect.arrayContaining([4.8, 4.2, 4.1]));
  expectInkFollowsRatings(found);
});
