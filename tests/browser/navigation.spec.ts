/**
 * The header and the drawer: Compare, the finder, the connection check, Rankings and Our data beside the other
 * sections, a search box, the
 * header uncrowded from 1024 px, and a menu button that tells its state (aria-expanded) from the first tap.
 */
import { DESKTOP, PHONE, expect, test } from './fixtures';

const DRAWER_LINKS = [
  'Home',
  'Reviews',
  'Compare',
  'Finder',
  'Check my VPN',
  'Rankings',
  'Guides',
  'Our data',
  'FAQ',
  'About',
];
const HEADER_LINKS = DRAWER_LINKS.filter((name) => name !== 'Home');

for (const width of [1024, 1280]) {
  test(`at ${String(width)} px the header shows every section and a search box on one row`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: DESKTOP.height });
    await page.goto('/best/most-devices');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(HEADER_LINKS);
    await expect(nav.getByRole('link', { name: 'Rankings' })).toHaveAttribute('aria-current', 'page');
    const search = page.getByRole('banner').getByRole('search', { name: 'Site search' });
    await expect(search).toBeVisible();
    const boxes = await Promise.all(
      [...(await nav.getByRole('link').all()), search].map(async (el) => (await el.boundingBox())!),
    );
    // One row, left to right, nothing overlapping, all inside the 64 px header.
    for (const [i, box] of boxes.entries()) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(64);
      if (i > 0) expect(box.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    }
    expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(width);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the drawer lists every section under a search box, and a header link leads to search', async ({
    page,
  }) => {
    await page.goto('/data');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/search',
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('search', { name: 'Site search' })).toBeVisible();
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText(DRAWER_LINKS);
    await expect(drawer.getByRole('link', { name: 'Our data' })).toHaveAttribute('aria-current', 'page');
    const last = await drawer.getByRole('link', { name: 'About' }).boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(PHONE.height);
  });

  test('the page behind the open drawer stays still when the reader scrolls over the backdrop', async ({
    page,
  }) => {
    await page.goto('/guides');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // The backdrop is the part of the screen the drawer leaves uncovered.
    const drawer = (await page.getByRole('dialog', { name: 'Menu' }).boundingBox())!;
    const x = drawer.x > PHONE.width / 2 ? drawer.x / 2 : (drawer.x + drawer.width + PHONE.width) / 2;
    await page.mouse.move(x, PHONE.height / 2);
    await page.mouse.wheel(0, 600);
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the menu button reports the drawer open and closed', async ({ page }) => {
    await page.goto('/guides');
    const button = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('where the browser has no invoker buttons, the drawer still opens and closes', async ({ page }) => {
    await page.goto('/faq');
    // Such a browser ignores commandfor; without the attribute, only the drawer's script can open the dialog.
    await page.evaluate(() => {
      for (const button of document.querySelectorAll('[commandfor]')) button.removeAttribute('commandfor');
    });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('without JavaScript the drawer opens, and the menu button never claims a wrong state', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      ...PHONE_CONTEXT,
      javaScriptEnabled: false,
      ...(baseURL ? { baseURL } : {}),
    });
    const page = await context.newPage();
    await page.goto('/guides');
    const client = await context.newCDPSession(page);
    /** The menu button in Chromium's accessibility tree: ignored (inert behind the modal) or its expanded state. */
    const menuButton = async () => {
      const { nodes } = (await client.send('Accessibility.getFullAXTree')) as {
        nodes: {
          ignored: boolean;
          name?: { value: string };
          properties?: { name: string; value: { value: unknown } }[];
        }[];
      };
      const node = nodes.find((n) => n.name?.value === 'Open menu');
      if (!node || node.ignored) return 'not exposed';
      return `expanded=${String(node.properties?.find((p) => p.name === 'expanded')?.value.value)}`;
    };
    expect(await menuButton()).toBe('expanded=false');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await menuButton()).toBe('not exposed');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await menuButton()).toBe('expanded=false');
    await context.close();
  });
});

const PHONE_CONTEXT = { viewport: PHONE, isMobile: true, hasTouch: true };
