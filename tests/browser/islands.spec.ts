/**
 * The two islands wake only when a visitor reaches for them, lose no tap made before they are live (while Astro's
 * island runtime, which the built pages load only then, and the island's code are still on their way), and run
 * under the site's Content-Security-Policy with no console error. (That no page loads a script before any
 * interaction is checked on every page by pages.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { PHONE, PHONE_CONTEXT, expect, test } from './fixtures';

/** Holds back responses for URLs matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  const { promise: released, resolve } = Promise.withResolvers<true>();
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return () => resolve(true);
}

test.describe('on a phone', () => {
  test.use(PHONE_CONTEXT);

  test("the review form opens for a tap on 'Write a Review' made before the island is live", async ({
    page,
  }) => {
    await page.goto('/vpn/nordvpn');
    const release = await holdBack(page, /\/(astro-island|UserReviews)\.[\w-]+\.js$/);
    const section = page.locator('#user-reviews');
    await section.getByRole('button', { name: 'Write a Review' }).click();
    await expect(section.locator('astro-island[ssr]')).toHaveCount(1);
    release();
    await expect(section.locator('#review-form')).toBeVisible();
  });

  test('the reviews island wakes a screen before its section scrolls into view, not earlier', async ({
    page,
  }) => {
    await page.goto('/vpn/nordvpn');
    const section = page.locator('#user-reviews');
    const top = await section.evaluate((el) => el.getBoundingClientRect().top);
    await page.evaluate((y) => window.scrollTo(0, y), top - PHONE.height * 2.5);
    // Give an early wake-up every chance to show: two frames after the scroll.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(section.locator('astro-island[ssr]')).toHaveCount(1);
    await page.evaluate((y) => window.scrollTo(0, y), top - PHONE.height * 1.5);
    await expect(section.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(section.getByText('Loading reviews…')).toHaveCount(0);
  });

  test('the guide filter applies what was typed while it was loading', async ({ page, consoleErrors }) => {
    await page.goto('/guides');
    const release = await holdBack(page, /\/(astro-island|GuideFilter)\.[\w-]+\.js$/);
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('router');
    release();
    await expect(page).toHaveURL(/\?q=router$/);
    const cards = page.locator('[data-guide]');
    await expect(cards.filter({ visible: true }).first()).toBeVisible();
    const shown = await cards.evaluateAll((all) =>
      all.filter((card) => !(card as HTMLElement).hidden).map((card) => card.getAttribute('data-guide')),
    );
    expect(shown).toContain('vpn-on-a-router');
    expect(shown.length).toBeLessThan(await cards.count());
    expect(consoleErrors).toEqual([]);
  });
});

test('the reviews island runs under the Content-Security-Policy and opens its form with no console error', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/vpn/nordvpn');
  const section = page.locator('#user-reviews');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('astro-island[ssr]')).toHaveCount(0);
  await section.getByRole('button', { name: 'Write a Review' }).click();
  await expect(section.locator('#review-form')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
