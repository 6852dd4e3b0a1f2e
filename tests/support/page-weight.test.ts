import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  compressedSize,
  moduleClosure,
  overFirstFlight,
  pageEntryScripts,
  staticImports,
  weighPage,
} from './page-weight';

const island = (client: string, component: string) =>
  `<astro-island uid="1" component-url="${component}" renderer-url="/_astro/client.js" client="${client}"></astro-island>`;

describe('pageEntryScripts', () => {
  it('counts islands that wait for the visitor only once live, and knows pages whose islands all wait', () => {
    const drawerOnly = pageEntryScripts(`<body>${island('interaction', '/_astro/Nav.js')}</body>`);
    expect(drawerOnly).toEqual({
      eager: [],
      live: ['/_astro/Nav.js', '/_astro/client.js'],
      waitsForVisitor: true,
    });
    const withIsland = pageEntryScripts(
      `${island('interaction', '/_astro/Nav.js')}${island('visible', '/_astro/Reviews.js')}<script type="module" src="/_astro/x.js"></script>`,
    );
    expect(withIsland.eager).toEqual(['/_astro/x.js', '/_astro/Reviews.js', '/_astro/client.js']);
    expect(withIsland.waitsForVisitor).toBe(false);
    // A media query can match at load, so such an island counts as loading on its own.
    expect(pageEntryScripts(island('media', '/_astro/Nav.js')).waitsForVisitor).toBe(false);
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
    const page = weighPage('/about', island('interaction', '/_astro/tiny.js'), read);
    expect(budgetViolations([page], 1000)).toEqual([]);
  });

  it('fails when a page that waits for the visitor loads a script, a page is too heavy, or CSS is too large', () => {
    const scripted = weighPage('/faq', '<script type="module" src="/_astro/tiny.js"></script>', read);
    const heavy = weighPage('/', island('load', '/_astro/app.js'), read);
    expect(compressedSize(big)).toBeGreaterThan(1024);
    const problems = budgetViolations([scripted, heavy], 40 * 1024, {
      waitingPageJs: 0,
      notFoundPageJs: 2 * 1024,
      pageJs: 1024,
      totalCss: 30 * 1024,
      homePhoneTransfer: 60 * 1024,
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^\/faq loads 0\.\d KB of JavaScript before any visitor action/);
    expect(problems[1]).toMatch(/^\/ loads .* of JavaScript \(budget 1\.0 KB\)/);
    expect(problems[2]).toMatch(/^CSS totals 40\.0 KB/);
  });

  it('lets a not-found page run its small address matcher, and no more', () => {
    const matcher = '<script type="module" src="/_astro/tiny.js"></script>';
    const heavy = '<script type="module" src="/_astro/app.js"></script>';
    expect(budgetViolations([weighPage('/vpn/404.html', matcher, read)], 1000)).toEqual([]);
    expect(budgetViolations([weighPage('/vpn/404.html', heavy, read)], 1000)[0]).toMatch(
      /^\/vpn\/404\.html loads .* of JavaScript before any visitor action/,
    );
  });

  it('counts JSON data in a page as data, not as script', () => {
    const page = weighPage('/404.html', `<script type="application/json">${big}</script>`, read);
    expect(page.inlineJs).toBe(0);
  });
});

describe('overFirstFlight', () => {
  it('names the pages whose served HTML is over the limit, largest first', () => {
    const pages = [
      { page: '/a', bytes: 9000 },
      { page: '/b', bytes: 14337 },
      { page: '/c', bytes: 20000 },
      { page: '/d', bytes: 14336 },
    ];
    expect(overFirstFlight(pages)).toEqual([
      "/c: 20000 B of HTML (Brotli 11), over the first round trip's 14336 B",
      "/b: 14337 B of HTML (Brotli 11), over the first round trip's 14336 B",
    ]);
  });
});
