/** /faq: six sections of questions that open and close independently with no JavaScript, the closing links and FAQPage data. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, openPage } from './browser';

const SECTIONS = [
  'About VPN Compass',
  'VPN Basics',
  'Security & Privacy',
  'Performance & Features',
  'Setup & Troubleshooting',
  'Choosing the Right VPN',
];

const isOpen = (item: Locator) => item.evaluate((details) => (details as HTMLDetailsElement).open);

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

describe('FAQ page', () => {
  it('shows the hero and six sections of questions, all closed at first', async () => {
    const page = await openPage();
    const { items } = await openFaq(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Frequently Asked Questions');
    const sections = page.getByRole('main').locator('section:has(details)');
    expect(await sections.locator('h2').allInnerTexts()).toEqual(SECTIONS);
    for (let i = 0; i < SECTIONS.length; i++)
      expect(await sections.nth(i).locator('details').count()).toBeGreaterThan(2);
    expect(await items.count()).toBeGreaterThanOrEqual(26);
    expect(await items.evaluateAll((all) => all.filter((d) => (d as HTMLDetailsElement).open).length)).toBe(
      0,
    );
    expect(await items.first().locator('p').first().isVisible()).toBe(false);
  });

  it('opens several questions at once by click, and closing one leaves the others open', async () => {
    const page = await openPage();
    const { items, summary } = await openFaq(page);
    for (const i of [0, 1, 12]) await summary(i).click();
    for (const i of [0, 1, 12]) {
      expect(await isOpen(items.nth(i))).toBe(true);
      expect(await items.nth(i).locator('p').first().isVisible()).toBe(true);
    }
    await summary(1).click();
    expect(await isOpen(items.nth(1))).toBe(false);
    expect(await isOpen(items.nth(0))).toBe(true);
    expect(await isOpen(items.nth(12))).toBe(true);
  });

  it('opens and closes questions from the keyboard with Enter and Space', async () => {
    const page = await openPage();
    const { items, summary } = await openFaq(page);
    await summary(2).focus();
    await page.keyboard.press('Enter');
    await summary(20).focus();
    await page.keyboard.press('Space');
    expect(await isOpen(items.nth(2))).toBe(true);
    expect(await isOpen(items.nth(20))).toBe(true);
    await page.keyboard.press('Space');
    expect(await isOpen(items.nth(20))).toBe(false);
    expect(await isOpen(items.nth(2))).toBe(true);
  });

  it('opens and closes questions with JavaScript turned off', async () => {
    const page = await openPage(DESKTOP);
    const noJs = await page
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: false, baseURL: baseUrl, viewport: DESKTOP });
    const plain = await noJs.newPage();
    const { items, summary } = await openFaq(plain);
    await summary(3).click();
    await summary(4).click();
    expect(await items.nth(3).locator('p').first().isVisible()).toBe(true);
    expect(await items.nth(4).locator('p').first().isVisible()).toBe(true);
    await noJs.close();
  });

  it('follows a link inside an answer', async () => {
    const page = await openPage();
    const { items } = await openFaq(page);
    const item = items.filter({ hasText: 'How does VPN Compass make money?' });
    await item.locator('summary').click();
    await item.getByRole('link', { name: 'Read our affiliate disclosure' }).click();
    await page.waitForURL('**/affiliate-disclosure');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Affiliate Disclosure');
  });

  it('closes with "Still Have Questions?" linking to the guides and the reviews', async () => {
    const page = await openPage();
    await page.goto('/faq');
    const block = page.getByRole('region', { name: 'Still Have Questions?' });
    expect(await block.getByRole('heading', { level: 2 }).innerText()).toBe('Still Have Questions?');
    expect(await block.getByRole('link', { name: 'Browse VPN Guides' }).getAttribute('href')).toBe('/guides');
    expect(await block.getByRole('link', { name: 'View VPN Reviews' }).getAttribute('href')).toBe('/reviews');
  });

  it('describes every question on the page, with its answer, as FAQPage data, and a breadcrumb Home > FAQ', async () => {
    const page = await openPage();
    const { items } = await openFaq(page);
    const nodes = await jsonLdNodes(page);
    const faq = nodes.find((node) => node['@type'] === 'FAQPage') as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    const onPage = await items.evaluateAll((all) =>
      all.map((details) => ({
        question: details.querySelector('summary')!.textContent.trim(),
        answer: [...details.querySelectorAll(':scope > div > p')].map((p) => p.textContent.trim()),
      })),
    );
    expect(faq?.mainEntity.map((q) => q.name)).toEqual(onPage.map((q) => q.question));
    expect(faq?.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(
      onPage.map((q) => q.answer.join('\n\n')),
    );

    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', 'FAQ']);
    expect(new URL(crumbs.itemListElement[1]!.item).pathname).toBe('/faq');
  });
});
