/**
 * Comfortable targets on a phone (375 px, touch), on one page of every kind: every primary control (buttons,
 * selects, fields, links drawn as buttons or chips) is at least 44 px tall, and every link that stands alone (in
 * a list, a table cell, a breadcrumb, a back link) is at least 24 x 24 px by itself, meeting WCAG 2.5.8 without
 * its spacing exception. Links inside sentences are exempt, as the rule allows. The provider page is measured
 * with the review form open and its errors shown.
 */
import type { Page } from '@playwright/test';
import { PHONE, expect, test } from './fixtures';

const PAGE_KINDS = {
  home: '/',
  provider: '/vpn/nordvpn',
  'reviews list': '/reviews',
  'guides list': '/guides',
  guide: '/guides/how-to-choose-a-vpn',
  'compare hub': '/compare',
  'compare page': '/compare/nordvpn-vs-surfshark',
  'rankings hub': '/best',
  ranking: '/best/lowest-long-term-price',
  data: '/data',
  FAQ: '/faq',
  about: '/about',
  legal: '/privacy-policy',
};

interface Target {
  name: string;
  height: number;
  width: number;
  primary: boolean;
}

/** Every visible target of the page, after each section below the fold has been rendered. */
async function targets(page: Page): Promise<Target[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(el).visibility !== 'hidden' &&
        !el.closest('.sr-only, [aria-hidden="true"], dialog:not([open]), details:not([open]) > :not(summary)')
      );
    };
    // A link drawn as a button or a chip: it has a fill or a border.
    const drawnAsControl = (el: Element) => {
      const style = getComputedStyle(el);
      return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || Number.parseFloat(style.borderTopWidth) > 0;
    };
    // A link inside a sentence: inline, in a block with more text than its own.
    const inSentence = (el: Element) => {
      const block = el.closest('p, li, td, dd, label') ?? el.parentElement;
      const own = el.textContent.trim().length;
      return getComputedStyle(el).display === 'inline' && (block?.textContent ?? '').trim().length > own + 3;
    };
    const found: Target[] = [];
    for (const el of document.querySelectorAll(
      'a[href], button, select, input:not([type="hidden"]), textarea, summary, [role="button"]',
    )) {
      if (!shown(el)) continue;
      const primary = el.tagName !== 'A' || drawnAsControl(el);
      if (!primary && inSentence(el)) continue;
      const box = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.textContent).trim().replace(/\s+/g, ' ');
      found.push({
        name: `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
        height: box.height,
        width: box.width,
        primary,
      });
    }
    return found;
  });
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

for (const [kind, path] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${path}): primary controls at least 44 px tall, stand-alone links at least 24 px`, async ({
    page,
  }) => {
    await page.goto(path);
    if (kind === 'provider') {
      const section = page.locator('#user-reviews');
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('astro-island:not([ssr])')).toBeAttached();
      await section.getByRole('button', { name: 'Write a Review' }).click();
      await section.getByRole('button', { name: 'Submit Review' }).click();
      await expect(section.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    }
    const found = await targets(page);
    const controls = found.filter((t) => t.primary);
    expect(controls.length).toBeGreaterThan(0);
    const small = (t: Target) => `${t.name} ${t.width.toFixed(1)}x${t.height.toFixed(1)}`;
    // Half a pixel of slack for sub-pixel layout (a 44 px box can measure 43.99).
    expect(controls.filter((t) => t.height < 43.5).map(small)).toEqual([]);
    expect(found.filter((t) => !t.primary && (t.height < 23.5 || t.width < 23.5)).map(small)).toEqual([]);
    // The smallest of each kind, in the report (npx playwright test tap-targets --reporter=list prints them).
    const smallest = (list: Target[]) => [...list].sort((a, b) => a.height - b.height)[0];
    const links = found.filter((t) => !t.primary);
    test.info().annotations.push({
      type: 'smallest',
      description: `${kind}: control ${small(smallest(controls)!)}; link ${links.length ? small(smallest(links)!) : 'none'}`,
    });
  });
}
