/**
 * Comfortable targets on a phone (375 px, touch) in the state the one pass per page cannot reach on its own: a
 * provider page with the review form open and its errors shown. Every page as it loads is measured by
 * pages.spec.ts with the same rule (lib/page-checks.ts: controls at least 44 px tall, stand-alone links at least
 * 24 x 24 px).
 */
import { tapTargetProblems } from './lib/page-checks';
import { PHONE_CONTEXT, expect, test } from './fixtures';

test.use(PHONE_CONTEXT);

test('the review form, open with its errors shown: controls at least 44 px tall, links at least 24 px', async ({
  page,
}) => {
  await page.goto('/vpn/nordvpn');
  const section = page.locator('#user-reviews');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('astro-island:not([ssr])')).toBeAttached();
  await section.getByRole('button', { name: 'Write a Review' }).click();
  await section.getByRole('button', { name: 'Submit Review' }).click();
  await expect(section.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  const { problems, smallest } = await page.evaluate(tapTargetProblems);
  test.info().annotations.push({ type: 'smallest tap targets', description: smallest });
  expect(problems).toEqual([]);
});
