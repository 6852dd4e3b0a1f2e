/**
 * The review form where keyboard users and submitters notice it: "Add Pro" / "Add Con" put the new row where the
 * next Tab would go and move focus into it, and after a successful submission the list does not contradict the
 * notice with "No reviews yet, be the first". Submissions are answered by page.route: nothing reaches the store.
 */
import type { Page } from '@playwright/test';
import { PHONE, expect, test } from './fixtures';

/** A provider page with its reviews island hydrated and the form open. */
async function openForm(page: Page, slug: string) {
  await page.goto(`/vpn/${slug}`);
  const section = page.locator('#user-reviews');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('astro-island:not([ssr])')).toBeAttached();
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const form = section.locator('#review-form');
  await expect(form).toBeVisible();
  return { section, form };
}

for (const [list, button] of [
  ['Pros', '+ Add Pro'],
  ['Cons', '+ Add Con'],
] as const) {
  test(`"${button}" by keyboard adds a row above the button and moves focus into it`, async ({ page }) => {
    const { form } = await openForm(page, 'ipvanish');
    await form.getByLabel(`${list} 1`).fill('First point');
    await form.getByLabel(`${list} 1`).focus();
    // Tab from the first row reaches the button (one row: no remove button yet); Enter adds a row.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: button })).toBeFocused();
    await page.keyboard.press('Enter');
    const added = form.getByLabel(`${list} 2`);
    await expect(added).toBeFocused();
    await page.keyboard.type('Second point');
    await expect(added).toHaveValue('Second point');
    await expect(form.getByLabel(`${list} 1`)).toHaveValue('First point');
    // The new row sits at the end of the list, just above the button it came from.
    const [row, add] = [
      await added.boundingBox(),
      await form.getByRole('button', { name: button }).boundingBox(),
    ];
    expect(row?.y ?? 0).toBeLessThan(add?.y ?? 0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('after a successful submission the list does not say "No reviews yet, be the first"', async ({
    page,
  }) => {
    await page.route('**/api/vpn-services/*/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 201,
            contentType: 'application/json',
            body: '{"id":"r1","status":"pending"}',
          })
        : route.continue(),
    );
    const { section, form } = await openForm(page, 'hotspot-shield');
    // Before: the empty list invites the first review.
    await expect(section.getByText('No reviews yet')).toBeVisible();
    await form.getByLabel('Your Name').fill('Alex Example');
    await form.getByRole('radio', { name: '4 stars' }).click();
    await form.getByLabel('Review Title').fill('Solid and quick');
    await form.getByLabel('Pros 1').fill('Quick to connect');
    await form.getByLabel('Cons 1').fill('Few servers');
    await form.getByLabel('Detailed Review').fill('Connected in seconds and stayed connected all week long.');
    await form.getByRole('button', { name: 'Submit Review' }).click();

    const notice = section.getByRole('status');
    await expect(notice).toContainText('Review submitted successfully');
    await expect(notice).toBeFocused();
    await expect(section.getByText('No reviews yet')).toHaveCount(0);
    await expect(section.getByText(/be the first/i)).toHaveCount(0);
    await expect(section.getByText('yours will appear here once it is approved')).toBeVisible();
  });
});
