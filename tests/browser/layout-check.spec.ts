/**
 * The layout check itself (lib/layout.ts), on made-up pages at 320 px: it finds what it is for, names the cause,
 * and leaves alone what is cut or scrolled on purpose. A check that cannot fail would pass every page.
 */
import { layoutProblems } from './lib/layout';
import { PHONE_CONTEXT, expect, test } from './fixtures';

test.use({ ...PHONE_CONTEXT, viewport: { width: 320, height: 640 } });

const page320 = (body: string) =>
  `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
  `<body style="margin:0;font:16px sans-serif">${body}</body></html>`;

test('finds a row too wide for the screen and names the content that makes it so', async ({ page }) => {
  await page.setContent(
    page320(`<main style="display:grid;grid-template-columns:1fr;padding:16px"><section><div style="display:flex;gap:12px">
      <span style="white-space:nowrap">Stars stars stars stars stars stars stars</span><span style="white-space:nowrap">Click to rate</span>
    </div><p>A paragraph that would wrap, widened with the column.</p></section></main>`),
  );
  const problems = await page.evaluate(layoutProblems, 320);
  expect(problems[0]).toMatch(/^the page is \d+ px wide in a 320 px viewport$/);
  expect(problems.join('\n')).toMatch(/reaches past the viewport's edge .*widest content: .*"Stars stars/);
});

test('finds text cut by its box and a control narrower than its label', async ({ page }) => {
  await page.setContent(
    page320(`<div style="width:120px;overflow:hidden"><p style="white-space:nowrap">A sentence far too long for its box</p></div>
      <button style="width:60px;overflow:hidden;white-space:nowrap">View all details</button>
      <select style="width:70px"><option>Privacy &amp; Security</option></select>`),
  );
  const problems = (await page.evaluate(layoutProblems, 320)).join('\n');
  expect(problems).toMatch(/"A sentence far too long.*" has text cut by div/);
  expect(problems).toMatch(
    /button "View all details" (is narrower than its label|has text cut by its own box)/,
  );
  expect(problems).toMatch(/select .* shows "Privacy & Security" cut/);
});

test('leaves alone screen-reader text, a line clamp, a region that scrolls sideways and a closed drawer', async ({
  page,
}) => {
  await page.setContent(
    page320(`<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap">Only for screen readers, and long</span>
      <p style="display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden">${'Clamped words. '.repeat(40)}</p>
      <div style="overflow-x:auto"><table style="width:600px"><tr><td>A wide table that scrolls in its region</td></tr></table></div>
      <nav style="position:fixed;top:0;left:100%;width:300px">A closed drawer parked off screen</nav>`),
  );
  expect(await page.evaluate(layoutProblems, 320)).toEqual([]);
});
