/**
 * User reviews end to end, on the site served as `npm start` serves it with its own Blobs store:
 * write a review in Chromium, moderate it with the CLI, see it published with its stats; every refusal of the
 * API; the rate limit; 200 concurrent submissions.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { baseUrl, openPage } from './browser';
import { EXAMPLE_REVIEW } from '../../src/lib/review-example';
import { MAX_SUBMISSION_BYTES } from '../../src/lib/review-schema';

const run = promisify(execFile);
const token = inject('moderationToken');

/** The moderation CLI, as a maintainer runs it. */
async function moderate(...args: string[]): Promise<string> {
  const { stdout } = await run('node_modules/.bin/tsx', ['scripts/moderate.ts', ...args, '--url', baseUrl], {
    env: { ...process.env, MODERATION_TOKEN: token },
  });
  return stdout;
}

/** Each test is its own client for the per-client rate limit (the emulation reads X-Forwarded-For). */
const client = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

const validReview = (marker: string) => ({ ...EXAMPLE_REVIEW, title: `Solid service ${marker}` });

function postReview(slug: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/vpn-services/${slug}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...client(), ...headers },
    body,
  });
}

/** Opens a provider page and waits until its reviews island has hydrated and loaded. */
async function openReviews(slug: string, headers: Record<string, string> = client()) {
  const page = await openPage();
  await page.setExtraHTTPHeaders(headers);
  await page.goto(`/vpn/${slug}`);
  const section = page.locator('#user-reviews');
  await section.scrollIntoViewIfNeeded();
  await page.waitForSelector('#user-reviews astro-island:not([ssr])');
  await section.getByText('Loading reviews…').waitFor({ state: 'detached' });
  return { page, section };
}

/** Every pending review, following the moderation list's pages (newest first, 50 a page). */
async function allPending(): Promise<{ id: string; title: string }[]> {
  const reviews: { id: string; title: string }[] = [];
  let next: string | undefined = '/api/moderation/reviews?status=pending&limit=50';
  while (next) {
    const response: Response = await fetch(`${baseUrl}${next}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    reviews.push(...((await response.json()) as { id: string; title: string }[]));
    next = /<([^>]*)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return reviews;
}

async function pendingIdByTitle(title: string): Promise<string> {
  const review = (await allPending()).find((r) => r.title === title);
  if (!review) throw new Error(`no pending review titled ${title}`);
  return review.id;
}

describe('writing a review in the browser', () => {
  it('submits, is held for moderation, and appears verified with updated stats once approved', async () => {
    const marker = randomUUID().slice(0, 8);
    const { page, section } = await openReviews('hidemyname');
    await section.getByText('No reviews yet').waitFor();
    await expect
      .poll(() => section.getByText('Be the first to share your experience with hidemy.name VPN').isVisible())
      .toBe(true);
    expect(await section.getByTestId('average-rating').count()).toBe(0);

    const toggle = section.getByRole('button', { name: 'Write a Review' });
    await toggle.click();
    const form = section.locator('#review-form');
    await form.waitFor();
    expect(await section.getByRole('button', { name: 'Cancel' }).getAttribute('aria-expanded')).toBe('true');
    expect(await form.getByRole('heading').innerText()).toBe('Write a Review for hidemy.name VPN');
    await expect
      .poll(() =>
        form
          .getByText(
            'Share your experience to help others make informed decisions. Your review will be moderated before publication.',
          )
          .isVisible(),
      )
      .toBe(true);

    await form.getByLabel('Your Name').fill('Alex Example');
    await expect.poll(() => form.getByText('Click to rate').isVisible()).toBe(true);
    await form.getByRole('radio', { name: '5 stars' }).hover();
    expect(await form.locator('[role="radiogroup"] path[fill="var(--star)"]').count()).toBe(5);
    await form.getByRole('radio', { name: '4 stars' }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => form.getByText('4/5').isVisible()).toBe(true);
    await form.getByLabel('Review Title').fill(`Solid service ${marker}`);
    await form.getByLabel('How long have you used this VPN?').selectOption({ label: '1-3 months' });
    await form.getByLabel('Primary use case').selectOption({ label: 'Privacy & Security' });
    await form.getByLabel('Pros 1').fill('Quick to connect');
    await form.getByRole('button', { name: 'Add Pro' }).click();
    await expect.poll(() => form.getByRole('button', { name: 'Remove pro 2' }).isVisible()).toBe(true);
    await form.getByLabel('Pros 2').fill('Free tier');
    await form.getByLabel('Cons 1').fill('Few servers');
    expect(await form.getByRole('button', { name: /^Remove con/ }).count()).toBe(0);
    await form.getByRole('button', { name: 'Add Con' }).click();
    await form
      .getByLabel('Detailed Review')
      .fill('Connected in seconds on my laptop and phone, and stayed connected all week.');
    expect(await form.getByLabel('Detailed Review').evaluate((el) => getComputedStyle(el).minHeight)).toBe(
      '120px',
    );

    // Hold the request to see the pending state of the button.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/vpn-services/*/reviews', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    const pendingButton = form.getByRole('button', { name: 'Submitting...' });
    await pendingButton.waitFor();
    expect(await pendingButton.isDisabled()).toBe(true);
    release();

    await page.getByText('Review submitted successfully').waitFor();
    await expect
      .poll(() => page.getByText('Your review is pending moderation and will be published soon.').isVisible())
      .toBe(true);
    await form.waitFor({ state: 'detached' });
    await toggle.click();
    expect(await form.getByLabel('Your Name').inputValue()).toBe('');
    expect(await form.getByLabel(/^Pros \d/).count()).toBe(1);
    expect(await form.getByLabel(/^Cons \d/).count()).toBe(1);
    // Pending, so not shown yet.
    expect(await section.getByText(`Solid service ${marker}`).count()).toBe(0);

    const id = await pendingIdByTitle(`Solid service ${marker}`);
    expect(await moderate('list')).toContain(`"Solid service ${marker}" by Alex Example`);
    expect(await moderate('approve', id, '--verified')).toContain(`Approved ${id} as a verified user`);

    await page.reload();
    await section.scrollIntoViewIfNeeded();
    await page.waitForSelector('#user-reviews astro-island:not([ssr])');
    const review = section.getByTestId('user-review').filter({ hasText: marker });
    await review.waitFor();
    const text = await review.innerText();
    expect(text).toContain('Verified User');
    expect(text).toContain('4/5');
    expect(text).toContain('Alex Example');
    expect(text).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(text).toContain('Used for 1-3 months');
    expect(text).toContain('Primary use: Privacy & Security');
    expect(await review.locator('li').allInnerTexts()).toEqual([
      'Quick to connect',
      'Free tier',
      'Few servers',
    ]);
    expect(await section.getByTestId('average-rating').innerText()).toBe('4.0');
    expect(await section.getByTestId('distribution-4').innerText()).toMatch(/1$/);
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows each validation message for its field and rates with the keyboard', async () => {
    const { page, section } = await openReviews('veepn');
    await section.getByRole('button', { name: 'Write a Review' }).click();
    const form = section.locator('#review-form');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Choose a rating from 1 to 5 stars',
      'Title must be at least 5 characters',
      'Review must be at least 20 characters',
      'Add at least one pro',
      'Add at least one con',
    ]) {
      await expect.poll(() => form.getByText(message).isVisible(), { message }).toBe(true);
    }
    expect(await form.getByLabel('Your Name').getAttribute('aria-invalid')).toBe('true');
    // Blank rows do not count as pros.
    await form.getByLabel('Pros 1').fill('   ');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => form.getByText('Add at least one pro').isVisible()).toBe(true);

    await form.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => form.getByText('3/5').isVisible()).toBe(true);
    expect(await form.getByRole('radio', { name: '3 stars' }).getAttribute('aria-checked')).toBe('true');
    // Something is typed, so Cancel asks first.
    await section.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Discard your review?' })
      .getByRole('button', { name: 'Discard review' })
      .click();
    await section.locator('#review-form').waitFor({ state: 'detached' });
  });

  it('shows a destructive toast with the reason when the server refuses, one toast at a time, F8 to reach it', async () => {
    const { page, section } = await openReviews('fastestvpn');
    await page.route('**/api/vpn-services/*/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":"Reviews are temporarily unavailable. Please try again later."}',
          })
        : route.continue(),
    );
    await section.getByRole('button', { name: 'Write a Review' }).click();
    const form = section.locator('#review-form');
    await form.getByLabel('Your Name').fill('Alex Example');
    await form.getByRole('radio', { name: '2 stars' }).click();
    await form.getByLabel('Review Title').fill('Could not submit');
    await form.getByLabel('Pros 1').fill('Cheap lifetime plan');
    await form.getByLabel('Cons 1').fill('Short refund window');
    await form.getByLabel('Detailed Review').fill('Trying to post a review while the store is down.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Failed to submit review').first().waitFor();
    await expect
      .poll(() =>
        page.getByText('Reviews are temporarily unavailable. Please try again later.').first().isVisible(),
      )
      .toBe(true);
    // The form stays open with what was typed.
    expect(await form.getByLabel('Review Title').inputValue()).toBe('Could not submit');

    // A second failure shows one toast, not two: mark the toasts so far, wait for the new one, count.
    await page
      .locator('[data-sonner-toast]')
      .evaluateAll((toasts) => toasts.forEach((toast) => toast.setAttribute('data-earlier', '')));
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.locator('[data-sonner-toast]:not([data-earlier])').waitFor();
    expect(await page.locator('[data-sonner-toast][data-visible="true"]').count()).toBe(1);
    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[aria-label^="Notifications"]') !== null),
    ).toBe(true);
  });
});

describe('the review API refuses bad input and loses nothing', () => {
  it('answers each kind of bad request with its status and a JSON error', async () => {
    const marker = randomUUID().slice(0, 8);
    const cases: [Promise<Response>, number][] = [
      [postReview('nordvpn', '{"authorName": "Alex"'), 400],
      [postReview('nordvpn', JSON.stringify(validReview(marker)), { 'content-type': 'text/plain' }), 415],
      [
        postReview(
          'nordvpn',
          JSON.stringify({ ...validReview(marker), content: 'x'.repeat(MAX_SUBMISSION_BYTES) }),
        ),
        413,
      ],
      [postReview('no-such-vpn', JSON.stringify(validReview(marker))), 404],
      [
        postReview('nordvpn', JSON.stringify({ ...validReview(marker), website: 'http://spam.example' })),
        400,
      ],
      [postReview('nordvpn', JSON.stringify({ ...validReview(marker), rating: 9, pros: [] })), 400],
    ];
    for (const [pending, status] of cases) {
      const response = await pending;
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    }
    expect(JSON.stringify(await allPending())).not.toContain(marker);
  });

  it('stores script tags in every text field as text and shows them as text', async () => {
    const script = '<script>window.__xss = 1</script>';
    const marker = randomUUID().slice(0, 8);
    const title = `${script} ${marker}`;
    const response = await postReview(
      'protonvpn',
      JSON.stringify({
        authorName: script,
        rating: 3,
        title,
        content: `${script} and enough words here`,
        pros: [script],
        cons: [script],
      }),
    );
    expect(response.status).toBe(201);
    await moderate('approve', await pendingIdByTitle(title));
    const { page } = await openReviews('protonvpn');
    let dialogs = 0;
    page.on('dialog', () => {
      dialogs++;
    });
    const review = page.getByTestId('user-review').filter({ hasText: marker });
    await review.waitFor();
    expect(await review.getByRole('heading').innerText()).toBe(title);
    expect(await review.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
  });

  it('answers 429 once one client has sent 5 submissions in 10 minutes, and not for another client', async () => {
    const same = { 'x-forwarded-for': '192.0.2.77' };
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await postReview('surfshark', JSON.stringify(validReview(`rl-${i}`)), same)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await postReview('surfshark', JSON.stringify(validReview('rl-other')))).status).toBe(201);
  });

  it('stores every one of 200 concurrent submissions to one service', async () => {
    const marker = randomUUID().slice(0, 8);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postReview('ipvanish', JSON.stringify({ ...validReview(marker), title: `Load ${marker} ${i}` })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const titles = (await allPending()).map((r) => r.title).filter((t) => t.includes(marker));
    expect(new Set(titles).size).toBe(200);
  }, 120_000);
});

describe('more than one page of reviews', () => {
  it('shows the newest 20 and "Show more" for the next page, moving focus to the first new review', async () => {
    const marker = randomUUID().slice(0, 8);
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const response = await postReview(
        'witopia-personalvpn',
        JSON.stringify(validReview(`${marker} #${i}`)),
      );
      ids.push(((await response.json()) as { id: string }).id);
    }
    for (const id of ids) {
      const approved = await fetch(`${baseUrl}/api/moderation/reviews/${id}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(approved.status).toBe(200);
    }
    const { page, section } = await openReviews('witopia-personalvpn');
    const reviews = section.getByTestId('user-review');
    await reviews.first().waitFor();
    expect(await reviews.count()).toBe(20);
    expect(await reviews.first().innerText()).toContain(`Solid service ${marker} #23`);
    const more = section.getByRole('button', { name: 'Show more' });
    await more.click();
    await expect.poll(() => reviews.count()).toBeGreaterThanOrEqual(24);
    expect(await reviews.nth(23).innerText()).toContain(`Solid service ${marker} #0`);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(`${marker} #3`);
    expect(await more.count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('moderation', () => {
  it('refuses requests without the right token', async () => {
    const none = await fetch(`${baseUrl}/api/moderation/reviews`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${baseUrl}/api/moderation/reviews`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid moderation token' });
  });

  it('rejects with a reason through the CLI, and a rejected review is never published', async () => {
    const marker = randomUUID().slice(0, 8);
    await postReview('cactusvpn', JSON.stringify(validReview(marker)));
    const id = await pendingIdByTitle(`Solid service ${marker}`);
    expect(await moderate('reject', id, '--reason', 'Duplicate of an earlier review')).toContain(
      `Rejected ${id}: Duplicate of an earlier review`,
    );
    expect(await moderate('list', '--status', 'rejected')).toContain(
      'Rejected: Duplicate of an earlier review',
    );
    const published = await (await fetch(`${baseUrl}/api/vpn-services/cactusvpn/reviews`)).json();
    expect(JSON.stringify(published)).not.toContain(marker);
  });
});
