/**
 * The review form where keyboard users and submitters notice it: "Add Pro" / "Add Con" put the new row where the
 * next Tab would go and move focus into it, and after a successful submission the list does not contradict the
 * notice with "No reviews yet, be the first". Submissions are answered by page.route: nothing reaches the store.
 */
import { answerSubmission, fillValid, openForm } from './lib/review-form';
import { PHONE, expect, test } from './fixtures';

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
    // Both positions read in one frame: the page may still be scrolling the new row into view.
    const [rowY, addY] = await form.evaluate(
      (el, [label, name]) => {
        const input = [...el.querySelectorAll('input')].find(
          (i) => i.labels?.[0]?.textContent.trim() === label,
        );
        const add = [...el.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
        return [input?.getBoundingClientRect().y ?? 0, add?.getBoundingClientRect().y ?? 0];
      },
      [`${list} 2`, button] as const,
    );
    expect(rowY).toBeLessThan(addY);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('after a successful submission the list does not say "No reviews yet, be the first"', async ({
    page,
  }) => {
    await answerSubmission(page, { status: 201, body: { id: 'r1', status: 'pending' } });
    const { section, form } = await openForm(page, 'hotspot-shield');
    // Before: the empty list invites the first review.
    await expect(section.getByText('No reviews yet')).toBeVisible();
    await fillValid(form);
    await form.getByRole('button', { name: 'Submit Review' }).click();

    const notice = section.getByRole('status');
    await expect(notice).toContainText('Review submitted successfully');
    await expect(notice).toBeFocused();
    await expect(section.getByText('No reviews yet')).toHaveCount(0);
    await expect(section.getByText(/be the first/i)).toHaveCount(0);
    await expect(section.getByText('yours will appear here once it is approved')).toBeVisible();
  });
});
