import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium';
const [, , base, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: chromiumPath('shots'), args: CHROMIUM_ARGS });
for (const spec of specs) {
  const [path, w, name, scheme] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(w), height: 900 }, colorScheme: (scheme as 'dark') ?? 'light', reducedMotion: 'reduce' });
  await page.goto(base + path);
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  const over = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await page.screenshot({ path: `/work/shots/${name}.png`, fullPage: false });
  console.log(name, 'height', h, 'overflow', over);
  await page.close();
}
await browser.close();
