/**
 * The review form never loses a visitor: messages clear as soon as a field is valid, failures say in plain words
 * that nothing was sent (and keep what was typed), a 400's issues appear at their fields, focus lands on the
 * outcome after success, and Cancel asks before throwing typed text away. Submissions are answered by
 * page.route, so these tests never touch the review store or its rate limit.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './browser';

const NETWORK_FAILURE = 'We could not reach the server. Your review has not been sent; please try again.';

/** A provider page with its reviews island hydrated and the form open. */
async function openForm(slug = 'veepn'): Promise<{ page: Page; section: Locator; form: Locator }> {
  const page = await openPage();
  await page.goto(`/vpn/${slug}`);
  const section = page.locator('#user-reviews');
  await section.scrollIntoViewIfNeeded();
  await page.waitForSelector('#user-reviews astro-island:not([ssr])');
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const form = section.locator('#review-form');
  await form.waitFor();
  return { page, section, form };
}

async function fillValid(form: Locator) {
  await form.getByLabel('Your Name').fill('Alex Example');
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.getByLabel('Review Title').fill('Solid and quick');
  await form.getByLabel('Pros 1').fill('Quick to connect');
  await form.getByLabel('Cons 1').fill('Few servers');
  await form.getByLabel('Detailed Review').fill('Connected in seconds and stayed connected all week long.');
}

/** Answers the next review POST with `answer` (or aborts it like a dropped network). */
async function answerSubmission(page: Page, answer: { status: number; body: unknown } | 'network-down') {
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

// Each test drives a whole form on a shared, busy machine: room beyond the default 30 s.
describe('the review form', { timeout: 60_000 }, () => {
  it('clears each message as soon as its field is valid, pros and cons included', async () => {
    const { form } = await openForm();
    await form.getByRole('button', { name: 'Submit Review' }).click();
    const message = (text: string) => form.getByText(text, { exact: true });
    await message('Add at least one pro').waitFor();

    await form.getByLabel('Your Name').fill('Alex Example');
    await message('Name must be at least 2 characters').waitFor({ state: 'detached' });
    await form.getByRole('radio', { name: '3 stars' }).click();
    await message('Choose a rating from 1 to 5 stars').waitFor({ state: 'detached' });
    await form.getByLabel('Review Title').fill('Solid and quick');
    await message('Title must be at least 5 characters').waitFor({ state: 'detached' });
    await form.getByLabel('Detailed Review').fill('Connected in seconds and stayed connected.');
    await message('Review must be at least 20 characters').waitFor({ state: 'detached' });

    await form.getByLabel('Pros 1').fill('Quick to connect');
    await message('Add at least one pro').waitFor({ state: 'detached' });
    expect(await form.getByLabel('Pros 1').getAttribute('aria-invalid')).toBeNull();
    expect(await message('Add at least one con').isVisible()).toBe(true);
    await form.getByLabel('Cons 1').fill('Few servers');
    await message('Add at least one con').waitFor({ state: 'detached' });

    // A list emptied again shows its message again.
    await form.getByLabel('Pros 1').fill('');
    await message('Add at least one pro').waitFor();
  });

  it('says in plain words that the server was not reached, and keeps what was typed', async () => {
    const { page, form } = await openForm();
    await answerSubmission(page, 'network-down');
    await fillValid(form);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Failed to submit review').first().waitFor();
    expect(await page.getByText(NETWORK_FAILURE).first().isVisible()).toBe(true);
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    expect(await form.getByLabel('Review Title').inputValue()).toBe('Solid and quick');
    expect(await form.getByLabel('Pros 1').inputValue()).toBe('Quick to connect');
  });

  it('shows the issues of a 400 answer at their fields, and each clears once corrected', async () => {
    const { page, form } = await openForm();
    await answerSubmission(page, {
      status: 400,
      body: {
        error: 'Invalid review',
        issues: [
          { path: 'title', message: 'This title repeats an earlier review' },
          { path: 'cons.0', message: 'This con is not allowed' },
        ],
      },
    });
    await fillValid(form);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByText('This title repeats an earlier review').waitFor();
    expect(await form.getByLabel('Review Title').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('This con is not allowed').isVisible()).toBe(true);
    expect(
      await page
        .getByText('Please correct the fields marked in the form; your review has not been sent.')
        .first()
        .isVisible(),
    ).toBe(true);

    await form.getByLabel('Review Title').fill('Solid and quick, second try');
    await form.getByText('This title repeats an earlier review').waitFor({ state: 'detached' });
    await form.getByLabel('Cons 1').fill('Few servers in Africa');
    await form.getByText('This con is not allowed').waitFor({ state: 'detached' });
  });

  it('moves focus to the success message, so keyboard users keep their place', async () => {
    const { page, section, form } = await openForm();
    await answerSubmission(page, { status: 201, body: { id: 'r1', status: 'pending' } });
    await fillValid(form);
    await form.getByRole('button', { name: 'Submit Review' }).focus();
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    await page.waitForFunction(() =>
      document.activeElement?.textContent.includes('Review submitted successfully'),
    );
    const focused = await page.evaluate(() => ({
      role: document.activeElement?.getAttribute('role'),
      text: document.activeElement?.textContent,
    }));
    expect(focused).toEqual({
      role: 'status',
      text: 'Review submitted successfullyYour review is pending moderation and will be published soon.',
    });
    // Writing another review replaces the message with an empty form.
    await section.getByRole('button', { name: 'Write a Review' }).click();
    expect(await section.locator('#review-form').getByLabel('Your Name').inputValue()).toBe('');
    expect(await section.getByText('Review submitted successfully').count()).toBe(0);
  });

  it('asks before Cancel throws typed text away, and closes an untouched form at once', async () => {
    const { page, section, form } = await openForm();
    const cancel = section.getByRole('button', { name: 'Cancel' });
    await form.getByLabel('Review Title').fill('Half a thought');
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Discard your review?' });
    await dialog.waitFor();
    expect(await dialog.getByText('What you have typed will be lost.').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep writing');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await form.getByLabel('Review Title').inputValue()).toBe('Half a thought');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');

    await cancel.click();
    await dialog.getByRole('button', { name: 'Discard review' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Write a Review');

    // Nothing typed: Cancel closes without asking.
    await section.getByRole('button', { name: 'Write a Review' }).click();
    await form.waitFor();
    await cancel.click();
    await form.waitFor({ state: 'detached' });
    expect(await dialog.count()).toBe(0);
  });
});
