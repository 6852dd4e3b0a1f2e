/**
 * User reviews with JavaScript off: the provider page says plainly that the review form needs JavaScript and
 * links the approved reviews' own page, /vpn/{slug}/reviews, which a function answers from the Blobs store inside
 * the site's frame; it shows the reviews published in reviews.setup.ts, 20 a page, and pages on with ?cursor=.
 * With JavaScript on, the provider page's section is the island as before.
 */
import { LONG_REVIEWS } from './lib/published-reviews';
import { expect, test } from './fixtures';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the provider page says the form needs JavaScript and links the reviews page', async ({ page }) => {
    await page.goto(`/vpn/${LONG_REVIEWS.slug}`);
    const section = page.locator('#user-reviews');
    const note = section.getByTestId('reviews-noscript');
    await expect(note).toBeVisible();
    await expect(note).toContainText('The review form and this list need JavaScript');
    // Nothing that would wait for ever or do nothing: no "Loading reviews…", no button to write one.
    await expect(section.getByText('Loading reviews')).toBeHidden();
    await expect(section.getByRole('button', { name: 'Write a Review', includeHidden: true })).toBeHidden();
    // No empty room kept for a list that never loads: the section ends with its card.
    const [room, card] = await Promise.all([
      section.boundingBox(),
      section.locator(':scope > * > *').first().boundingBox(),
    ]);
    expect(Math.round(room?.height ?? 0)).toBeLessThanOrEqual(Math.round(card?.height ?? 0) + 1);
    await note.getByRole('link', { name: 'a page of their own' }).click();
    await expect(page).toHaveURL(new RegExp(`/vpn/${LONG_REVIEWS.slug}/reviews$`));
  });

  test('the reviews page shows the approved reviews in the site frame, 20 a page, paged with a cursor', async ({
    page,
  }) => {
    const response = await page.goto(`/vpn/${LONG_REVIEWS.slug}/reviews`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: 'VPN Compass' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('User Reviews');
    const reviews = page.getByTestId('user-review');
    await expect(reviews).toHaveCount(20);
    await expect(page.getByTestId('reviews-which')).toHaveText(
      `Reviews 1 to 20 of ${String(LONG_REVIEWS.count)}, newest first.`,
    );
    const firstTitle = await reviews.first().locator('h3').textContent();
    const older = page
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('link', { name: 'Older reviews' });
    await expect(older).toHaveAttribute('href', /\?cursor=\d+$/);
    await older.click();
    await expect(page).toHaveURL(/\?cursor=\d+$/);
    await expect(reviews).toHaveCount(LONG_REVIEWS.count - 20);
    await expect(page.getByTestId('reviews-which')).toHaveText(
      `Reviews 21 to ${String(LONG_REVIEWS.count)} of ${String(LONG_REVIEWS.count)}, newest first.`,
    );
    await expect(reviews.locator('h3', { hasText: firstTitle ?? '' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Older reviews' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Newest reviews' }).click();
    await expect(reviews.first().locator('h3')).toHaveText(firstTitle ?? '');
  });

  test('a provider without approved reviews says so', async ({ page }) => {
    // No spec publishes reviews of WiTopia personalVPN.
    await page.goto('/vpn/witopia-personalvpn/reviews');
    await expect(page.getByTestId('reviews-none')).toContainText(
      'No published reviews of WiTopia personalVPN yet',
    );
  });
});

test('with JavaScript on, the note stays hidden and the section is the island', async ({ page }) => {
  await page.goto(`/vpn/${LONG_REVIEWS.slug}`);
  await expect(page.getByTestId('reviews-noscript')).toHaveCount(0);
  await page.locator('#user-reviews').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('user-review').first()).toBeVisible();
  await expect(page.locator('#user-reviews').getByRole('button', { name: 'Write a Review' })).toBeVisible();
});
