/** The shared frame: the header and its navigation state, the footer, and the menu drawer on phones. */
import { DESKTOP, PHONE, PHONE_CONTEXT, expect, test } from './fixtures';

test.describe('header and footer', () => {
  test('links the logo home, marks the current section and stays on screen', async ({ page }) => {
    await page.goto('/vpn/nordvpn');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await page.getByRole('banner').getByRole('link', { name: 'VPN Compass' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The logo is the way home on desktop: the home page marks no section of the main navigation.
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
    await expect(nav.getByRole('link')).toHaveText([
      'Reviews',
      'Compare',
      'Finder',
      'Check my VPN',
      'Rankings',
      'Guides',
      'Our data',
      'FAQ',
      'About',
    ]);
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('groups the footer links and ends with the copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = (name: string) =>
      footer
        .getByRole('navigation', { name })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(await hrefs('Resources')).toEqual(
      expect.arrayContaining(['/reviews', '/guides', '/faq', '/data']),
    );
    expect(await hrefs('Tools')).toEqual(expect.arrayContaining(['/finder', '/check', '/best', '/compare']));
    expect(await hrefs('Company')).toEqual(
      expect.arrayContaining(['/about', '/privacy-policy', '/terms-of-service', '/affiliate-disclosure']),
    );
    await expect(footer).toContainText(/© 20\d\d.* VPN Compass/);
  });
});

// The drawer opens natively (an invoker button and a modal <dialog>), so it works the same without JavaScript;
// with JavaScript, its script also keeps the button's state in step.
for (const javaScriptEnabled of [true, false])
  test.describe(`the menu drawer on a phone, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ ...PHONE_CONTEXT, javaScriptEnabled });

    test('opens as a 300 px panel at the right with the main links, and closes every way', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/vpn/surfshark');
      const menu = page.getByRole('button', { name: 'Open menu' });
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeHidden();
      const open = async () => {
        await menu.click();
        await expect(drawer).toBeVisible();
        if (javaScriptEnabled) await expect(menu).toHaveAttribute('aria-expanded', 'true');
      };

      await open();
      const box = await drawer.boundingBox();
      expect(box?.width).toBe(300);
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(PHONE.width);
      const texts = (links: ReturnType<typeof drawer.getByRole>) => links.allTextContents();
      expect((await texts(drawer.getByRole('link'))).map((t) => t.trim())).toEqual(
        (await texts(nav.getByRole('link', { includeHidden: true }))).map((t) => t.trim()),
      );
      await expect(drawer.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
      // A modal dialog: Tab never reaches the page behind it (past its last control, focus leaves the page).
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () =>
            document.activeElement === document.body ||
            document.activeElement?.closest('#mobile-nav') !== null,
        );
        expect(inside, `after ${i + 1} Tab presses`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      if (javaScriptEnabled) await expect(menu).toHaveAttribute('aria-expanded', 'false');

      await open();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();

      await open();
      await page.mouse.click(20, 400); // on the backdrop, left of the panel
      await expect(drawer).toBeHidden();

      await open();
      await drawer.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(drawer).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });
  });

test('the drawer is 400 px wide on a larger small screen', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: DESKTOP.height });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect((await page.getByRole('dialog', { name: 'Menu' }).boundingBox())?.width).toBe(400);
});
