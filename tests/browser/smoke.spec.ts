/** The harness itself: the built site answers and a page renders its heading. */
import { expect, test } from './fixtures';

test('the home page renders its main heading with no console error', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
