/**
 * The review form never loses a visitor: each message shows at its field and clears as soon as the field is
 * valid, the stars answer the keyboard, failures say in plain words that nothing was sent (and keep what was
 * typed, in one alert in the form that takes the focus), a 400's issues appear at their fields, focus lands on
 * the outcome after success, and Cancel asks before throwing typed text away. Submissions are answered by
 * page.route, so these tests never touch the review store or its rate limit (user-reviews.spec.ts does).
 */
import { NETWORK_FAILURE, answerSubmission, fillValid, openForm } from './lib/review-form';
import { PHONE_CONTEXT, expect, test } from './fixtures';

const MESSAGES = [
  'Name must be at least 2 characters',
  'Choose a rating from 1 to 5 stars',
  'Title must be at least 5 characters',
  'Review must be at least 20 characters',
  'Add at least one pro',
  'Add at least one con',
];

test('shows every message at its field, and clears each as soon as its field is valid', async ({ page }) => {
  const { form } = await openForm(page);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  const message = (text: string) => form.getByText(text, { exact: true });
  for (const text of MESSAGES) await expect(message(text)).toBeVisible();
  await expect(form.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Your Name').fill('Alex Example');
  await expect(message(MESSAGES[0]!)).toHaveCount(0);
  await form.getByRole('radio', { name: '3 stars' }).click();
  await expect(message(MESSAGES[1]!)).toHaveCount(0);
  await form.getByLabel('Review Title').fill('Solid and quick');
  await expect(message(MESSAGES[2]!)).toHaveCount(0);
  await form.getByLabel('Detailed Review').fill('Connected in seconds and stayed connected.');
  await expect(message(MESSAGES[3]!)).toHaveCount(0);

  // Blank rows do not count as pros.
  await form.getByLabel('Pros 1').fill('   ');
  await expect(message('Add at least one pro')).toBeVisible();
  await form.getByLabel('Pros 1').fill('Quick to connect');
  await expect(message('Add at least one pro')).toHaveCount(0);
  await expect(form.getByLabel('Pros 1')).not.toHaveAttribute('aria-invalid');
  await expect(message('Add at least one con')).toBeVisible();
  await form.getByLabel('Cons 1').fill('Few servers');
  await expect(message('Add at least one con')).toHaveCount(0);

  // A list emptied again shows its message again.
  await form.getByLabel('Pros 1').fill('');
  await expect(message('Add at least one pro')).toBeVisible();
});

test('rates with the arrow keys, one tab stop for the five stars', async ({ page }) => {
  const { form } = await openForm(page);
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByText('3/5')).toBeVisible();
  await expect(form.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByRole('radio', { name: '3 stars' })).toBeFocused();
  await expect(form.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
});

test('asks a mouse to click the stars', async ({ page }) => {
  const { form } = await openForm(page);
  await expect(form.getByText('Click to rate')).toBeVisible();
  await expect(form.getByText('Tap to rate')).toBeHidden();
});

test.describe('on a touch screen', () => {
  test.use(PHONE_CONTEXT);

  test('asks to tap the stars', async ({ page }) => {
    const { form } = await openForm(page);
    await expect(form.getByText('Tap to rate')).toBeVisible();
    await expect(form.getByText('Click to rate')).toBeHidden();
  });
});

test('says in plain words that the server was not reached, and keeps what was typed', async ({ page }) => {
  const { form } = await openForm(page);
  await answerSubmission(page, 'network-down');
  await fillValid(form);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Failed to submit review').first()).toBeVisible();
  await expect(page.getByText(NETWORK_FAILURE).first()).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(form.getByLabel('Review Title')).toHaveValue('Solid and quick');
  await expect(form.getByLabel('Pros 1')).toHaveValue('Quick to connect');
});

test("shows the server's refusal in an alert in the form that takes the focus, one at a time", async ({
  page,
}) => {
  const { form } = await openForm(page);
  const reason = 'Reviews are temporarily unavailable. Please try again later.';
  await answerSubmission(page, { status: 503, body: { error: reason } });
  await fillValid(form, 'Could not submit');
  const submit = form.getByRole('button', { name: 'Submit Review' });
  await submit.click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Failed to submit review');
  await expect(alert).toContainText(reason);
  await expect(alert).toBeFocused();
  await expect(form.getByLabel('Review Title')).toHaveValue('Could not submit');

  // A second failure replaces the first: still one alert, and it takes the focus back from the button.
  await submit.click();
  await expect(alert).toBeFocused();
  await expect(alert).toHaveCount(1);
});

test('shows the issues of a 400 answer at their fields, and each clears once corrected', async ({ page }) => {
  const { form } = await openForm(page);
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
  await expect(form.getByText('This title repeats an earlier review')).toBeVisible();
  await expect(form.getByLabel('Review Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This con is not allowed')).toBeVisible();
  await expect(
    page.getByText('Please correct the fields marked in the form; your review has not been sent.').first(),
  ).toBeVisible();

  await form.getByLabel('Review Title').fill('Solid and quick, second try');
  await expect(form.getByText('This title repeats an earlier review')).toHaveCount(0);
  await form.getByLabel('Cons 1').fill('Few servers in Africa');
  await expect(form.getByText('This con is not allowed')).toHaveCount(0);
});

test('moves focus to the success message, and a new review starts from an empty form', async ({ page }) => {
  const { section, form } = await openForm(page);
  await answerSubmission(page, { status: 201, body: { id: 'r1', status: 'pending' } });
  await fillValid(form);
  await form.getByRole('button', { name: 'Submit Review' }).focus();
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: 'Review submitted successfully' });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText('Your review is pending moderation and will be published soon.');
  await section.getByRole('button', { name: 'Write a Review' }).click();
  await expect(form.getByLabel('Your Name')).toHaveValue('');
  await expect(section.getByText('Review submitted successfully')).toHaveCount(0);
});

test('asks before Cancel throws typed text away, and closes an untouched form at once', async ({ page }) => {
  const { section, form } = await openForm(page);
  const cancel = section.getByRole('button', { name: 'Cancel' });
  await form.getByLabel('Review Title').fill('Half a thought');
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Discard your review?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('What you have typed will be lost.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep writing' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(form.getByLabel('Review Title')).toHaveValue('Half a thought');
  await expect(cancel).toBeFocused();

  await cancel.click();
  await dialog.getByRole('button', { name: 'Discard review' }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Write a Review' })).toBeFocused();

  // Nothing typed: Cancel closes without asking.
  await section.getByRole('button', { name: 'Write a Review' }).click();
  await expect(form).toBeVisible();
  await cancel.click();
  await expect(form).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
});
