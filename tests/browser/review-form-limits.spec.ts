/**
 * What the review form accepts, the server accepts: a review of the maximum length in emoji or Chinese is typed in
 * full (the fields' maxLength, in UTF-16 units, never cuts text the schema allows) and stored (201), while text
 * made only of characters that draw nothing gets the form's message at its field and is never sent.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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

for (const [script, character] of [
  ['emoji', '😀'],
  ['Chinese', '评'],
] as const) {
  test(`a review of the maximum length in ${script} is accepted whole`, async ({ page }) => {
    const { section, form } = await openForm(page, 'fastestvpn');
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().includes('/reviews'))
        answers.push(response.status());
    });
    const content = character.repeat(5000);
    await form.getByLabel('Your Name').fill(character.repeat(80));
    await form.getByRole('radio', { name: '5 stars' }).click();
    await form.getByLabel('Review Title').fill(character.repeat(120));
    await form.getByLabel('Pros 1').fill(character.repeat(200));
    await form.getByLabel('Cons 1').fill(character.repeat(200));
    // Inserted as typing or pasting inserts it, which the field's maxLength limits (fill() would not be).
    await form.getByLabel('Detailed Review').focus();
    await page.keyboard.insertText(content);
    await expect(form.getByLabel('Detailed Review')).toHaveValue(content);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(section.getByRole('status')).toContainText('Review submitted successfully');
    expect(answers).toEqual([201]);
  });
}

test("text that draws nothing gets the form's message at its field and is not sent", async ({ page }) => {
  const { form } = await openForm(page, 'fastestvpn');
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/reviews')) sent += 1;
  });
  await form.getByLabel('Your Name').fill('\u{E0100}\u2065\u0301');
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.getByLabel('Review Title').fill('A title long enough');
  await form.getByLabel('Pros 1').fill('Fast');
  await form.getByLabel('Cons 1').fill('Pricey');
  await form.getByLabel('Detailed Review').fill('Enough words in the review to pass the rule.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
});
