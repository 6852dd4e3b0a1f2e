import { describe, expect, it } from 'vitest';
import { firstScreenEnd, inlineCritical, pruneCustomProperties } from './critical-css';
import { cspHash } from './csp';

const page = (main: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self'">` +
  `<link rel="stylesheet" href="/_astro/site.css"></head><body><header>Site</header><main id="main">${main}</main>` +
  `<footer>Foot</footer></body></html>`;

describe('firstScreenEnd', () => {
  it('ends after the block of <main> holding the h1, inside a container wrapping the whole page', () => {
    const html = page(
      '<div class="wrap"><a href="/">Back</a><div><section><h1>Name</h1></section></div><div>Rest</div></div>',
    );
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<section><h1>Name<\/h1><\/section><\/div>$/);
  });

  it("ends after the hero when it is one of <main>'s own blocks", () => {
    const html = page('<section><h1>Home</h1><p>Intro</p></section><section>Top picks</section>');
    expect(html.slice(firstScreenEnd(html))).toMatch(/^<section>Top picks/);
  });

  it('ends after the element a template marks with data-first-screen', () => {
    const html = page(
      '<div class="wrap"><h1>A vs B</h1><section data-first-screen>Both prices</section><section>Rest</section></div>',
    );
    expect(html.slice(firstScreenEnd(html))).toMatch(/^<section>Rest/);
  });

  it('is undefined without an h1 in <main>', () => {
    expect(firstScreenEnd(page('<p>No heading</p>'))).toBeUndefined();
  });
});

describe('pruneCustomProperties', () => {
  it('drops the theme variables and @property rules nothing reads, keeping those read and what they read', () => {
    const css =
      '@layer theme{:root{--color-red:red;--text-sm:.875rem;--text-sm--line-height:calc(var(--unit) * 2);--unit:1px}}' +
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-blur{syntax:"*";inherits:false}' +
      '.text-sm{font-size:var(--text-sm);line-height:var(--text-sm--line-height)}.shadow{box-shadow:var(--tw-shadow)}';
    const out = pruneCustomProperties(css);
    expect(out).not.toContain('--color-red');
    expect(out).not.toContain('--tw-blur');
    expect(out).toContain('--unit:1px');
    expect(out).toContain('@property --tw-shadow');
    expect(pruneCustomProperties(css, '<p style="color:var(--color-red)">')).toContain('--color-red:red');
  });

  it("drops the site's own colour variables nothing reads, in light and dark, keeping color-scheme", () => {
    const css =
      '.bg-card{background-color:var(--card)}:root{--card:#fff;--sunken:#f1f5f9;color-scheme:light dark}' +
      '@media (prefers-color-scheme:dark){:root{--card:#111;--sunken:#0f172a}}';
    const out = pruneCustomProperties(css);
    expect(out).toContain(':root{--card:#fff;color-scheme:light dark}');
    expect(out).toContain('{:root{--card:#111}}');
    expect(out).not.toContain('--sunken');
  });
});

describe('inlineCritical', () => {
  const html = page('<section><h1>Home</h1></section><section>More</section>');

  it('puts the link right after the first screen, at low priority, and hashes the style into the CSP', () => {
    const out = inlineCritical(html, 'h1{color:red}', firstScreenEnd(html)!)!;
    expect(out).toContain(
      '<h1>Home</h1></section><link rel="stylesheet" href="/_astro/site.css" fetchpriority="low"><section>More',
    );
    expect(out.slice(0, out.indexOf('</head>'))).toContain('<style>h1{color:red}</style>');
    expect(out).toContain(`style-src ${cspHash('h1{color:red}')} 'self'`);
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain('<link rel="stylesheet"');
  });
});
