/**
 * The reader's priorities by their shareable address, without JavaScript: `?priority={preset}` on a compare page
 * and on /reviews is redirected once to the page at the preset's fragment, where CSS :target shows that preset's
 * pick or order in place of the default's. The pair and the leaders are found from the data, as the pages' model
 * finds them. (The preset blocks' layout and axe: states.spec.ts.)
 */
import { pairPath } from '../../src/lib/compare';
import { byModel, modelPick, PRESETS } from '../../src/lib/score';
import { loadProviders } from '../support/providers';
import { expect, test } from './fixtures';

const providers = await loadProviders();

test.use({ javaScriptEnabled: false });

test('?priority=cost on a compare page lands on the lowest-cost pick in place of the balanced one', async ({
  page,
}) => {
  // A pair whose pick the preset changes.
  const pair = providers
    .flatMap((a, i) => providers.slice(i + 1).map((b) => [a, b] as const))
    .find(([a, b]) => {
      const [balanced, cost] = [modelPick(a, b, 'balanced'), modelPick(a, b, 'cost')];
      return cost.side !== null && balanced.side !== cost.side;
    });
  if (!pair) throw new Error('no pair whose pick the lowest-cost preset changes');
  const [a, b] = pair;
  const winner = pair[modelPick(a, b, 'cost').side ?? 0];
  const response = await page.goto(`${pairPath(a.slug, b.slug)}?priority=cost`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).hash).toBe('#priority-cost');
  await expect(page.getByTestId('preset-cost')).toBeVisible();
  await expect(page.getByTestId('preset-cost')).toContainText(`Lowest cost: ${winner.name} —`);
  await expect(page.getByTestId('preset-balanced')).toBeHidden();
});

test('?priority=privacy on /reviews lands on every provider in the privacy-first order, with its weights', async ({
  page,
}) => {
  const response = await page.goto('/reviews?priority=privacy');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).hash).toBe('#priority-privacy');
  const block = page.getByTestId('preset-privacy');
  await expect(block).toBeVisible();
  await expect(block).toContainText('Privacy first');
  await expect(block).toContainText(
    `features ${String(Math.round(PRESETS.privacy.weights.features * 100))} %`,
  );
  await expect(block.getByRole('listitem').getByRole('link')).toHaveText(
    [...providers].sort(byModel('privacy')).map((s) => s.name),
  );
  await expect(page.getByTestId('preset-balanced')).toBeHidden();
});
