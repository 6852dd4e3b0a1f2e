/**
 * Nothing scrolls sideways: every page of the sitemap at 320, 375 and 414 px, in light and dark, is no wider
 * than the screen. One provider page also shows a published review whose text, title, name, pros and cons hold a
 * 200-character word (published through the API and moderation, as a visitor's review would be).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sitemapSample } from '../support/sitemap';
import { baseUrl, openPage, renderWholePage } from './browser';
import { EXAMPLE_REVIEW } from '../../src/lib/review-example';

const LONG_WORD = 'W'.repeat(200);
const REVIEWED_SLUG = 'f-secure-vpn';
const marker = randomUUID().slice(0, 8);

let paths: string[] = [];

beforeAll(async () => {
  // Every page type; of the 78 compare pages (one template) a sample.
  paths = sitemapSample();
  const response = await fetch(`${baseUrl}/api/vpn-services/${REVIEWED_SLUG}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.12' },
    body: JSON.stringify({
      ...EXAMPLE_REVIEW,
      authorName: `Name${LONG_WORD}`.slice(0, 80),
      title: `${marker} ${LONG_WORD}`.slice(0, 120),
      content: `One word too long for any phone: ${LONG_WORD} and then https://example.com/${LONG_WORD}`,
      pros: [LONG_WORD],
      cons: [LONG_WORD],
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const approved = await fetch(`${baseUrl}/api/moderation/reviews/${id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('moderationToken')}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(approved.status).toBe(200);
});

describe('no page scrolls sideways on a phone', () => {
  it('the sitemap lists every kind of page, the provider with the long review among them', () => {
    expect(paths.length).toBeGreaterThanOrEqual(39);
    expect(paths).toContain(`/vpn/${REVIEWED_SLUG}`);
  });

  // One load per page, then each width and scheme in turn: the layout follows a resize and a scheme change
  // exactly as it follows a fresh load (no page measures its width in script).
  it('every sitemap page fits 320, 375 and 414 px, in light and dark', { timeout: 600_000 }, async () => {
    const page = await openPage({ width: 414, height: 800 });
    const tooWide: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: 414, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      if (path === `/vpn/${REVIEWED_SLUG}`) {
        const review = page.getByTestId('user-review').filter({ hasText: marker });
        await page.locator('#user-reviews').scrollIntoViewIfNeeded();
        await review.waitFor();
      }
      await renderWholePage(page);
      for (const colorScheme of ['light', 'dark'] as const)
        for (const width of [320, 375, 414]) {
          await page.emulateMedia({ colorScheme });
          await page.setViewportSize({ width, height: 800 });
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) tooWide.push(`${path} at ${width} px (${colorScheme}): ${scrollWidth} px`);
        }
    }
    expect(tooWide).toEqual([]);
    await page.context().close();
  });
});
