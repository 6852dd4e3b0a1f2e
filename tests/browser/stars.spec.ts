/**
 * Stars match the number on the pages that list providers side by side: each card shows the model's score out of
 * 10 beside five stars that draw half of it, and the ink of the stars grows with the score (the old rules drew a
 * 4.8 and a 4.2 alike). Measured on the pixels a reader sees: each row of stars is photographed and its
 * star-coloured ink summed.
 */
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { formatScore } from '../../src/lib/score';
import { DESKTOP, expect, test } from './fixtures';

test.use({ viewport: DESKTOP, deviceScaleFactor: 2, colorScheme: 'light' });

interface Row {
  name: string;
  /** The model's score out of 10, as the card prints it. */
  score: number;
  /** What the stars draw: half the score, out of 5. */
  drawn: number;
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
    // Hidden from assistive technology: the number beside the stars says the score.
    const stars = card.locator('svg.stroke-star');
    await expect(stars).toHaveAttribute('aria-hidden', 'true');
    const score = Number(/(\d{1,2}\.\d)\/10/.exec(await card.innerText())?.[1]);
    // The number beside the stars is the score out of 10; the stars say half of it, out of 5.
    await expect(card.getByText(formatScore(score), { exact: true })).toBeVisible();
    const columns = await inkByColumn(stars);
    const cell = columns.length / 5;
    const ink = (from: number, to: number) =>
      columns.slice(Math.round(from), Math.round(to)).reduce((a, b) => a + b, 0);
    const whole = ink(0, cell); // every listed provider scores at least 2, so the first star is whole
    found.push({
      name: await card.getByRole('heading').first().innerText(),
      score,
      drawn: score / 2,
      stars: ink(0, 5 * cell) / whole,
      fifth: ink(4 * cell, 5 * cell) / whole,
    });
  }
  return found;
}

/** How much of the fifth star a row fills (0 to 1). */
const fifthFill = (r: Row) => Math.min(1, Math.max(0, r.drawn - 4));

function expectInkFollowsScores(found: Row[]) {
  for (const a of found)
    for (const b of found) {
      const pair = `${a.name} (${String(a.score)}) vs ${b.name} (${String(b.score)})`;
      // More score, more ink: at least a quarter of the difference (a star's tips hold less of its area than its
      // middle, and the outline both share draws no difference).
      if (a.drawn > b.drawn) expect(a.stars - b.stars, pair).toBeGreaterThan(0.25 * (a.drawn - b.drawn));
      if (a.drawn === b.drawn) expect(Math.abs(a.stars - b.stars), pair).toBeLessThan(0.02);
    }
  // A fifth star partly filled is never drawn whole; one the score does not reach shows little beyond its outline.
  for (const r of found) {
    if (fifthFill(r) > 0 && fifthFill(r) < 1) expect(r.fifth, r.name).toBeLessThan(0.97);
    if (fifthFill(r) === 0) expect(r.fifth, r.name).toBeLessThan(0.6);
  }
  const byFill = [...found].sort((x, y) => fifthFill(y) - fifthFill(x));
  const [most, least] = [byFill[0], byFill.at(-1)];
  if (!most || !least) throw new Error('no row of stars');
  // The page shows a fifth star well filled and one barely reached, and they look different.
  expect(fifthFill(most) - fifthFill(least)).toBeGreaterThanOrEqual(0.5);
  expect(most.fifth - least.fifth, `${most.name} against ${least.name}`).toBeGreaterThan(0.3);
}

test('the home page top picks: the stars draw half the score, and the ink follows every score', async ({
  page,
}) => {
  await page.goto('/');
  expectInkFollowsScores(await rows(page.locator('#reviews article')));
});

test('/reviews: the stars draw half the score, and the ink follows every score', async ({ page }) => {
  await page.goto('/reviews');
  expectInkFollowsScores(await rows(page.locator('main article')));
});
