/**
 * User reviews end to end, on the site served as `npm start` serves it with a Blobs store of its own: a review
 * written in the browser, held for moderation, approved with the moderation CLI and published with its stats;
 * script in every field shown as text; more than one page of reviews. (The API's refusals, its rate limit and
 * concurrent submissions are HTTP-only and live in tests/site.)
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { openReviews } from './lib/review-form';
import { approveReview, publishReview, submitReview } from './lib/published-reviews';
import { expect, test } from './fixtures';

const run = promisify(execFile);

/** The moderation CLI, as a maintainer runs it against the test server. */
async function moderate(token: string, ...args: string[]): Promise<string> {
  const url = process.env.BROWSER_TEST_BASE_URL ?? '';
  const { stdout } = await run('node_modules/.bin/tsx', ['scripts/moderate.ts', ...args, '--url', url], {
    env: { ...process.env, MODERATION_TOKEN: token },
  });
  return stdout;
}

async function pendingIdByTitle(request: APIRequestContext, token: string, title: string): Promise<string> {
  let next: string | undefined = '/api/moderation/reviews?status=pending&limit=50';
  let review: { id: string; title: string } | undefined;
  while (next && !review) {
    const response: APIResponse = await request.get(next, {
      headers: { authorization: `Bearer ${token}` },
    });
    review = ((await response.json()) as { id: string; title: string }[]).find((r) => r.title === title);
    next = /<([^>]*)>; rel="next"/.exec(response.headers()['link'] ?? '')?.[1];
  }
  if (!review) throw new Error(`no pending review titled ${title}`);
  return review.id;
}

test('a review is held for moderation, then published verified with the stats once approved', async ({
  page,
  request,
  moderationToken,
  consoleErrors,
}) => {
  const title = `Solid service ${randomUUID().slice(0, 8)}`;
  const section = await openReviews(page, 'hidemyname');
  await expect(section.getByText('No reviews yet')).toBeVisible();
  await expect(section.getByTestId('average-rating')).toHaveCount(0);

  const toggle = section.getByRole('button', { name: 'Write a Review' });
  await toggle.click();
  const form = section.locator('#review-form');
  await expect(form.getByRole('heading')).toHaveText('Write a Review for hidemy.name VPN');
  await expect(section.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');

  await form.getByLabel('Your Name').fill('Alex Example');
  await expect(form.getByText('Click to rate')).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).click();
  await expect(form.getByText('4/5')).toBeVisible();
  await form.getByLabel('Review Title').fill(title);
  await form.getByLabel('How long have you used this VPN?').selectOption({ label: '1-3 months' });
  await form.getByLabel('Primary use case').selectOption({ index: 1 });
  await form.getByLabel('Pros 1').fill('Quick to connect');
  await form.getByRole('button', { name: 'Add Pro' }).click();
  await expect(form.getByRole('button', { name: 'Remove pro 2' })).toBeVisible();
  await form.getByLabel('Pros 2').fill('Free tier');
  await form.getByLabel('Cons 1').fill('Few servers');
  await expect(form.getByRole('button', { name: /^Remove con/ })).toHaveCount(0);
  await form
    .getByLabel('Detailed Review')
    .fill('Connected in seconds on my laptop and phone, and stayed connected all week.');

  // Hold the request to see the button's pending state.
  const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
  await page.route('**/api/vpn-services/*/reviews', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release(undefined);
  await expect(section.getByText('Review submitted successfully')).toBeVisible();
  await expect(form).toHaveCount(0);
  // Pending, so not shown yet.
  await expect(section.getByText(title)).toHaveCount(0);

  const id = await pendingIdByTitle(request, moderationToken, title);
  expect(await moderate(moderationToken, 'list')).toContain(`"${title}" by Alex Example`);
  expect(await moderate(moderationToken, 'approve', id, '--verified')).toContain(
    `Approved ${id} as a verified user`,
  );

  await page.reload();
  await openReviews(page, 'hidemyname');
  const review = section.getByTestId('user-review').filter({ hasText: title });
  await expect(review).toContainText('Verified User');
  await expect(review).toContainText('4/5');
  await expect(review).toContainText('Alex Example');
  await expect(review).toContainText('Used for 1-3 months');
  await expect(review.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
  await expect(review.locator('li')).toHaveText(['Quick to connect', 'Free tier', 'Few servers']);
  await expect(section.getByTestId('average-rating')).toHaveText('4.0');
  await expect(section.getByTestId('distribution-4')).toHaveText(/1$/);
  expect(consoleErrors).toEqual([]);
});

test('a published review names its primary use with the label the form offered', async ({
  page,
  request,
  moderationToken,
}) => {
  const title = `Labelled use ${randomUUID().slice(0, 8)}`;
  await publishReview(request, moderationToken, 'protonvpn', { title, primaryUse: 'privacy' });
  const section = await openReviews(page, 'protonvpn');
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const label = await section.getByLabel('Primary use case').locator('option[value="privacy"]').textContent();
  await expect(section.getByTestId('user-review').filter({ hasText: title })).toContainText(
    `Primary use: ${label ?? ''}`,
  );
});

test('script in every text field is stored and shown as text', async ({ page, request, moderationToken }) => {
  const script = '<script>window.__xss = 1</script>';
  const title = `${script} ${randomUUID().slice(0, 8)}`;
  const response = await submitReview(request, 'protonvpn', {
    authorName: script,
    rating: 3,
    title,
    content: `${script} and enough words here`,
    pros: [script],
    cons: [script],
  });
  expect(response.status()).toBe(201);
  await approveReview(request, ((await response.json()) as { id: string }).id, moderationToken);
  let dialogs = 0;
  page.on('dialog', () => {
    dialogs += 1;
  });
  const section = await openReviews(page, 'protonvpn');
  const review = section.getByTestId('user-review').filter({ hasText: title });
  await expect(review.getByRole('heading')).toHaveText(title);
  await expect(review.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test('shows the newest 20 reviews and "Show more" for the next page, moving focus to the first new one', async ({
  page,
  request,
  moderationToken,
  consoleErrors,
}) => {
  const marker = randomUUID().slice(0, 8);
  for (let i = 0; i < 24; i++)
    await publishReview(request, moderationToken, 'witopia-personalvpn', { title: `Paged ${marker} #${i}` });
  const section = await openReviews(page, 'witopia-personalvpn');
  const reviews = section.getByTestId('user-review');
  await expect(reviews).toHaveCount(20);
  await expect(reviews.first()).toContainText(`Paged ${marker} #23`);
  const more = section.getByRole('button', { name: 'Show more' });
  await more.click();
  await expect(reviews).toHaveCount(24);
  await expect(reviews.nth(23)).toContainText(`Paged ${marker} #0`);
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(`${marker} #3`);
  await expect(more).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
