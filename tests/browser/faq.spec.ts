/** /faq: sections of questions that open and close independently with no JavaScript, the closing links and the page's structured data. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function openFaq(page: Page) {
  await page.goto('/faq');
  const items = page.getByRole('main').locator('details');
  return { items, summary: (index: number) => items.nth(index).locator('summary') };
}

/** Every JSON-LD node on the page, graphs flattened. */
async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

test('shows the sections of questions, all closed at first', async ({ page }) => {
  const { items } = await openFaq(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  const sections = page.getByRole('main').locator('section:has(details)');
  expect(await sections.count()).toBeGreaterThanOrEqual(6);
  for (const section of await sections.all())
    expect(await section.locator('details').count()).toBeGreaterThan(2);
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(0);
  await expect(items.first().locator('p').first()).toBeHidden();
});

test('opens several questions at once by click, and closing one leaves the others open', async ({ page }) => {
  const { items, summary } = await openFaq(page);
  for (const i of [0, 1, 12]) await summary(i).click();
  for (const i of [0, 1, 12]) await expect(items.nth(i).locator('p').first()).toBeVisible();
  await summary(1).click();
  await expect(items.nth(1)).not.toHaveAttribute('open');
  await expect(items.nth(0)).toHaveAttribute('open');
  await expect(items.nth(12)).toHaveAttribute('open');
});

test('opens and closes questions from the keyboard with Enter and Space', async ({ page }) => {
  const { items, summary } = await openFaq(page);
  await summary(2).focus();
  await page.keyboard.press('Enter');
  await summary(20).focus();
  await page.keyboard.press('Space');
  await expect(items.nth(2)).toHaveAttribute('open');
  await expect(items.nth(20)).toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(items.nth(20)).not.toHaveAttribute('open');
  await expect(items.nth(2)).toHaveAttribute('open');
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('opens questions by click', async ({ page }) => {
    const { items, summary } = await openFaq(page);
    await summary(3).click();
    await summary(4).click();
    await expect(items.nth(3).locator('p').first()).toBeVisible();
    await expect(items.nth(4).locator('p').first()).toBeVisible();
  });
});

test('follows a link inside an answer', async ({ page }) => {
  const { items } = await openFaq(page);
  const item = items.filter({ hasText: 'How does VPN Compass make money?' });
  await item.locator('summary').click();
  await item.getByRole('link', { name: 'Read our affiliate disclosure' }).click();
  await expect(page).toHaveURL(/\/affiliate-disclosure$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliate Disclosure');
});

test('closes with "Still Have Questions?" linking to the guides and the reviews', async ({ page }) => {
  await page.goto('/faq');
  const block = page.getByRole('region', { name: 'Still Have Questions?' });
  await expect(block.getByRole('link', { name: 'Browse VPN Guides' })).toHaveAttribute('href', '/guides');
  await expect(block.getByRole('link', { name: 'View VPN Reviews' })).toHaveAttribute('href', '/reviews');
});

test('describes the page as a WebPage with a breadcrumb Home > FAQ, and an FAQPage of four of its questions', async ({
  page,
}) => {
  const { items } = await openFaq(page);
  const nodes = await jsonLdNodes(page);
  expect(nodes.find((node) => node['@type'] === 'WebPage')).toMatchObject({
    name: 'Frequently Asked Questions',
  });
  // The best VPN, the cost, Netflix and legality, each answered in the data as the page answers it.
  const faq = nodes.find((node) => node['@type'] === 'FAQPage') as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity.map((question) => question.name)).toEqual([
    expect.stringMatching(/best VPN/),
    expect.stringMatching(/cost/),
    expect.stringMatching(/Netflix/),
    expect.stringMatching(/legal/),
  ]);
  for (const question of faq.mainEntity) {
    const item = items.filter({ has: page.locator('summary', { hasText: question.name }) });
    const paragraphs = await item.locator(':scope > div > p').allTextContents();
    expect(question.acceptedAnswer.text, question.name).toBe(paragraphs.join('\n\n'));
  }
  const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string; item: string }[];
  };
  expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', 'FAQ']);
});
