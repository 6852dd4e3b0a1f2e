/** The shared frame: header, navigation state, the mobile drawer, the footer, and no JavaScript on desktop. */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage } from './browser';

const NAV = ['Home', 'Reviews', 'Compare', 'Rankings', 'Guides', 'Our data', 'FAQ', 'About'];
/** The desktop header's links: the same but Home (the logo links home). */
const HEADER_NAV = NAV.filter((name) => name !== 'Home');

describe('header and footer', () => {
  it('links the logo home and marks the current section', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/vpn/nordvpn');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(HEADER_NAV);
    expect(await nav.getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Compare' }).getAttribute('aria-current')).toBeNull();
    await page.getByRole('banner').getByRole('link', { name: 'VPN Compass' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(0);
    // The header stays on screen while scrolling.
    expect(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });

  it('shows the footer groups and the copyright line', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    expect(
      await footer.getByRole('navigation', { name: 'Resources' }).getByRole('link').allInnerTexts(),
    ).toEqual(['Reviews', 'VPN Guides', 'FAQ', 'Our Data', 'Changes']);
    expect(
      await footer.getByRole('navigation', { name: 'Company' }).getByRole('link').allInnerTexts(),
    ).toEqual(['About Us', 'Privacy Policy', 'Terms of Service', 'Affiliate Disclosure']);
    expect(await footer.innerText()).toMatch(
      /© 2025(–\d{4})? VPN Compass\. Independent reviews and comparisons\./,
    );
  });

  it('shows no menu button on a desktop-width page', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/vpn/nordvpn');
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });
});

describe('mobile drawer at 375px', () => {
  async function openDrawer() {
    const page = await openPage(PHONE);
    await page.goto('/vpn/surfshark');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // The first tap opens the drawer and wakes the island; wait until React owns the button's state.
    const open = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.waitFor({ state: 'visible' });
      await expect
        .poll(() => page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'), {
          timeout: 20_000,
        })
        .toBe('true');
    };
    return { page, drawer, open };
  }

  it('opens from the menu button as a right-side panel 300px wide with the same links', async () => {
    const { page, drawer, open } = await openDrawer();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).first().isVisible()).toBe(false);
    await open();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(300);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(PHONE.width);
    expect(await drawer.getByRole('link').allInnerTexts()).toEqual(NAV);
    expect(await drawer.getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps focus inside while open', async () => {
    const { page, open } = await openDrawer();
    await open();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || Boolean(active.closest('#mobile-nav'));
      });
      expect(inside).toBe(true);
    }
  });

  it('closes by Escape, the close control, a click outside and choosing a link', async () => {
    const { page, drawer, open } = await openDrawer();
    await open();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'mobile-nav',
    );

    await open();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await open();
    await page.mouse.click(20, 400); // on the backdrop, left of the panel
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

    await open();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(false);
    expect(page.consoleErrors).toEqual([]);
  });

  it('is 400px wide on a larger small screen', async () => {
    const page = await openPage({ width: 700, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = await page.getByRole('dialog', { name: 'Menu' }).boundingBox();
    expect(box?.width).toBe(400);
  });
});
