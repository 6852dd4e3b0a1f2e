import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  compressedSize,
  moduleClosure,
  pageEntryScripts,
  staticImports,
  weighPage,
} from './page-weight';

const island = (client: string, component: string) =>
  `<astro-island uid="1" component-url="${component}" renderer-url="/_astro/client.js" client="${client}"></astro-island>`;

describe('pageEntryScripts', () => {
  it('counts media islands for phones only and knows island-free pages', () => {
    const drawerOnly = pageEntryScripts(`<body>${island('media', '/_astro/Nav.js')}</body>`);
    expect(drawerOnly).toEqual({
      desktop: [],
      phone: ['/_astro/Nav.js', '/_astro/client.js'],
      islandFree: true,
    });
    const withIsland = pageEntryScripts(
      `${island('media', '/_astro/Nav.js')}${island('visible', '/_astro/Reviews.js')}<script type="module" src="/_astro/x.js"></script>`,
    );
    expect(withIsland.desktop).toEqual(['/_astro/x.js', '/_astro/Reviews.js', '/_astro/client.js']);
    expect(withIsland.islandFree).toBe(false);
  });
});

describe('staticImports and moduleClosure', () => {
  it('follows static imports but not dynamic ones', () => {
    expect(
      staticImports(
        `import{a as b}from"./react.js";import"./side.js";export{c}from"./re.js";import("./lazy.js")`,
        '/_astro/x.js',
      ),
    ).toEqual(['/_astro/react.js', '/_astro/side.js', '/_astro/re.js']);
    const files: Record<string, string> = {
      '/a.js': 'import "./b.js"',
      '/b.js': 'import "./a.js"; import("./c.js")',
    };
    expect([...moduleClosure(['/a.js'], (p) => files[p]!)].sort()).toEqual(['/a.js', '/b.js']);
  });
});

describe('budgetViolations', () => {
  const big = 'x'.repeat(10) + Array.from({ length: 40_000 }, (_, i) => i.toString(36)).join(',');
  const files: Record<string, string> = { '/_astro/app.js': big, '/_astro/tiny.js': 'console.log(1)' };
  const read = (p: string) => files[p] ?? '';

  it('passes a light site', () => {
    const page = weighPage('/about', island('media', '/_astro/tiny.js'), read);
    expect(budgetViolations([page], 1000)).toEqual([]);
  });

  it('fails when an island-free page loads a script, a page is too heavy, or CSS is too large', () => {
    const scripted = weighPage('/faq', '<script type="module" src="/_astro/tiny.js"></script>', read);
    const heavy = weighPage('/', island('load', '/_astro/app.js'), read);
    expect(compressedSize(big)).toBeGreaterThan(1024);
    const problems = budgetViolations([scripted, heavy], 40 * 1024, {
      islandFreeDesktopJs: 0,
      pageJs: 1024,
      totalCss: 30 * 1024,
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^\/faq has no island but loads/);
    expect(problems[1]).toMatch(/^\/ loads .* of JavaScript \(budget 1\.0 KB\)/);
    expect(problems[2]).toMatch(/^CSS totals 40\.0 KB/);
  });
});
