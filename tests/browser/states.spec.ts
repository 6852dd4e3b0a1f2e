/**
 * Every state a visitor can put a page in fits the screen: at 320, 375 and 414 px on a touch phone and at
 * 1280 px, in the light scheme and in the dark one at 375 and 1280 px, nothing grows past the viewport and
 * nothing is cut
 * (lib/layout.ts) with the review form opened, submitted empty (every error shown), filled with 200-character
 * words in every field and several rows, sent, and failed (a server error and a lost connection, each with its
 * plain-words message); with the discard dialog asking; with the menu drawer open; with the guide filter used
 * (a query, a category, no results); with a preset of priorities other than the default shown (a compare page's
 * pick, /reviews' order); and on a provider page with 25 published reviews holding long words
 * (published through the API and moderation by reviews.setup.ts). axe checks every state at 375 px, in the light
 * and the dark scheme, in the part of the page the state changes.
 * A phone reaches each state at 375 px; the state is then measured resized to 320 and 414 px as well.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { layoutProblems, renderWholePage } from './lib/layout';
import {
  NETWORK_FAILURE,
  answerSubmission,
  fillLongWords,
  fillValid,
  openForm,
  openReviews,
} from './lib/review-form';
import { LONG_REVIEWS } from './lib/published-reviews';
import { DESKTOP, PHONE, PHONE_PASS_WIDTHS, expect, test } from './fixtures';

/**
 * The layout problems of the page as it is now, each line naming the state and the width, and axe's violations
 * inside `axe` (a selector: the part of the page the state changes) at 375 px in the light and the dark scheme
 * (its stylesheet rule runs per template in pages.spec.ts). A phone's state, reached at 375 px, is measured at 375, 320 and 414 px by resizing the page (as
 * a phone turned or a narrower one shows it), and left at 375 px. The dark scheme, which changes colours and not
 * layout, is laid out at the width the state was reached at.
 */
async function problemsIn(page: Page, state: string, axe: string): Promise<string[]> {
  const phone = page.viewportSize()?.width !== DESKTOP.width;
  const problems: string[] = [];
  for (const width of phone ? PHONE_PASS_WIDTHS : [DESKTOP.width]) {
    if (phone) await page.setViewportSize({ width, height: PHONE.height });
    await page.evaluate(renderWholePage);
    const reached = width === PHONE.width || !phone;
    for (const scheme of reached ? (['light', 'dark'] as const) : (['light'] as const)) {
      await page.emulateMedia({ colorScheme: scheme });
      const found = await page.evaluate(layoutProblems, width);
      if (width === PHONE.width) found.push(...(await axeViolations(page, axe, { stylesheets: false })));
      problems.push(...found.map((line) => `${state}, ${width} px, ${scheme}: ${line}`));
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  if (phone) await page.setViewportSize(PHONE);
  return problems;
}

const configurations = [
  { name: 'a phone (375, 320 and 414 px)', use: { viewport: PHONE, isMobile: true, hasTouch: true } },
  { name: `a desktop (${DESKTOP.width} px)`, use: { viewport: DESKTOP } },
];

for (const { name, use } of configurations)
  test.describe(`on ${name}`, () => {
    test.use(use);

    test('the review form opened, submitted empty, filled with long words, the discard dialog, sent', async ({
      page,
    }) => {
      const { section, form } = await openForm(page, 'veepn');
      const problems = await problemsIn(page, 'form opened', '#user-reviews');

      await form.getByRole('button', { name: 'Submit Review' }).click();
      // Every field with a rule shows its message.
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(6);
      problems.push(...(await problemsIn(page, 'submitted empty', '#user-reviews')));

      await fillLongWords(form);
      await expect(form.getByLabel('Cons 3')).toHaveValue(/^W{199}3$/);
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
      problems.push(...(await problemsIn(page, 'filled with long words', '#user-reviews')));

      await section.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Discard your review?' });
      await expect(dialog).toBeVisible();
      problems.push(...(await problemsIn(page, 'discard dialog', 'dialog[open]')));
      await dialog.getByRole('button', { name: 'Keep writing' }).click();
      await expect(dialog).toBeHidden();

      await answerSubmission(page, { status: 201, body: { id: 'r1', status: 'pending' } });
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await expect(
        section.getByRole('status').filter({ hasText: 'Review submitted successfully' }),
      ).toBeVisible();
      problems.push(...(await problemsIn(page, 'sent', '#user-reviews')));

      expect(problems).toEqual([]);
    });

    test('the review form failed: a server error, then a lost connection', async ({ page }) => {
      const { form } = await openForm(page, 'veepn');
      await fillValid(form);
      await answerSubmission(page, {
        status: 503,
        body: { error: 'Reviews are temporarily unavailable. Please try again later.' },
      });
      await form.getByRole('button', { name: 'Submit Review' }).click();
      const alert = form.getByRole('alert');
      await expect(
        alert.getByText('Reviews are temporarily unavailable. Please try again later.'),
      ).toBeVisible();
      const problems = await problemsIn(page, 'server error', '#review-form [role="alert"]');

      await page.unrouteAll();
      await answerSubmission(page, 'network-down');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await expect(alert.getByText(NETWORK_FAILURE)).toBeVisible();
      problems.push(...(await problemsIn(page, 'lost connection', '#review-form [role="alert"]')));
      expect(problems).toEqual([]);
    });

    test("the reader's priorities: a compare page and /reviews showing a preset other than the default", async ({
      page,
    }) => {
      const problems: string[] = [];
      for (const [path, preset] of [
        ['/compare/nordvpn-vs-surfshark', 'cost'],
        ['/reviews', 'privacy'],
      ] as const) {
        await page.goto(`${path}#priority-${preset}`);
        await expect(page.getByTestId(`preset-${preset}`)).toBeVisible();
        problems.push(...(await problemsIn(page, `${path} #priority-${preset}`, '[data-testid="presets"]')));
      }
      expect(problems).toEqual([]);
    });

    test('the guide filter used: a query, a category, no results', async ({ page }) => {
      await page.goto('/guides');
      const search = page.getByRole('searchbox', { name: 'Search guides' });
      const count = page.getByRole('status');
      await search.fill('vpn');
      await expect(page).toHaveURL(/\?q=vpn$/);
      const problems = await problemsIn(page, 'a query', 'main');
      await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 2 });
      await expect(page).toHaveURL(/&category=/);
      problems.push(...(await problemsIn(page, 'a query and a category', 'main')));
      await search.fill(`no such guide ${'x'.repeat(60)}`);
      await expect(count).toHaveText(/^0 /);
      problems.push(...(await problemsIn(page, 'no results', 'main')));
      expect(problems).toEqual([]);
    });

    test(`a provider page with ${LONG_REVIEWS.count} published reviews holding long words`, async ({
      page,
    }) => {
      const section = await openReviews(page, LONG_REVIEWS.slug);
      const reviews = section.getByTestId('user-review');
      await expect(reviews.first()).toBeVisible();
      await section.getByRole('button', { name: 'Show more' }).click();
      await expect(reviews).toHaveCount(LONG_REVIEWS.count);
      expect(await problemsIn(page, `${LONG_REVIEWS.count} reviews`, '#user-reviews')).toEqual([]);
    });

    if ('isMobile' in use)
      test('the menu drawer open', async ({ page }) => {
        await page.goto('/vpn/hidemyname');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        expect(await problemsIn(page, 'drawer open', '#mobile-nav')).toEqual([]);
      });
  });
