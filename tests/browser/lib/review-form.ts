/**
 * The review form as a visitor reaches it, and the ways a submission can end, for every spec that drives it: open
 * it on a provider page (the reviews island hydrated), fill it validly or with words too long for any phone, and
 * answer the submission without touching the review store.
 */
import type { Locator, Page } from '@playwright/test';
import { REVIEW_LIMITS } from '../../../src/lib/review-schema';
import { expect } from '../fixtures';

/** One word longer than any screen is wide: 200 characters, the longest a pro or con row takes. */
export const LONG_WORD = 'W'.repeat(200);

/** The plain-words message of a submission that never reached the server. */
export const NETWORK_FAILURE =
  'We could not reach the server. Your review has not been sent; please try again.';

/** Scrolls to a provider page's user reviews and waits until the island is live and its reviews have loaded. */
export async function openReviews(page: Page, slug: string): Promise<Locator> {
  if (new URL(page.url(), 'http://x').pathname !== `/vpn/${slug}`) await page.goto(`/vpn/${slug}`);
  const section = page.locator('#user-reviews');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(section.getByText('Loading reviews…')).toHaveCount(0);
  return section;
}

/** Opens the form ("Write a Review") and returns it with its section. */
export async function openForm(page: Page, slug = 'veepn'): Promise<{ section: Locator; form: Locator }> {
  const section = await openReviews(page, slug);
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const form = section.locator('#review-form');
  await expect(form).toBeVisible();
  return { section, form };
}

/** A review the form accepts. */
export async function fillValid(form: Locator, title = 'Solid and quick'): Promise<void> {
  await form.getByLabel('Your Name').fill('Alex Example');
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.getByLabel('Review Title').fill(title);
  await form.getByLabel('Pros 1').fill('Quick to connect');
  await form.getByLabel('Cons 1').fill('Few servers');
  await form.getByLabel('Detailed Review').fill('Connected in seconds and stayed connected all week long.');
}

/**
 * Every field holding a 200-character word (each input keeps what its limit allows), both choices made, and
 * `rows` rows of pros and of cons.
 */
export async function fillLongWords(form: Locator, rows = 3): Promise<void> {
  // One unbroken word as long as each field accepts (a name of 80 characters, a title of 120, 200 elsewhere).
  await form.getByLabel('Your Name').fill(LONG_WORD.slice(0, REVIEW_LIMITS.authorName.max));
  await form.getByRole('radio', { name: '5 stars' }).click();
  await form.getByLabel('Review Title').fill(LONG_WORD.slice(0, REVIEW_LIMITS.title.max));
  for (const select of [
    form.getByLabel('How long have you used this VPN?'),
    form.getByLabel('Primary use case'),
  ])
    await select.selectOption({ index: (await select.locator('option').count()) - 1 });
  for (const [list, add] of [
    ['Pros', 'Add Pro'],
    ['Cons', 'Add Con'],
  ] as const)
    for (let row = 1; row <= rows; row++) {
      if (row > 1) await form.getByRole('button', { name: add }).click();
      await form.getByLabel(`${list} ${row}`).fill(`${LONG_WORD.slice(0, 199)}${row}`);
    }
  await form
    .getByLabel('Detailed Review')
    .fill(`A word too long for a phone: ${LONG_WORD} https://example.com/${LONG_WORD}`);
}

/** Answers the page's next review submissions with `answer`, or drops them like a lost connection. */
export async function answerSubmission(
  page: Page,
  answer: { status: number; body: unknown } | 'network-down',
): Promise<void> {
  await page.route('**/api/vpn-services/*/reviews', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (answer === 'network-down') return route.abort('internetdisconnected');
    return route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
  });
}
