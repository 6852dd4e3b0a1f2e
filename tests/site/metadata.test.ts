/**
 * Metadata of every built page, read straight from dist/ (no browser): one <h1>, unique titles and descriptions,
 * canonical and social tags on the configured site, JSON-LD that parses, the sitemap, robots.txt, icons and manifest.
 * Pages marked noindex (the 404 pages) are exempt from the canonical URL and must stay out of the sitemap.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../config/site-url.ts';
import { CRITERIA } from '../../src/lib/criteria';

const DIST = 'dist';

interface BuiltPage {
  /** Public path: "/", "/about", "/vpn/404". */
  path: string;
  /** The URL the page is served at on the configured site. */
  url: string;
  root: HTMLElement;
  noindex: boolean;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(join(DIST, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

const pages: BuiltPage[] = htmlFiles('').map((file) => {
  const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  const root = parse(readFileSync(join(DIST, file), 'utf8'));
  const robots = root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
  return { path, url: new URL(path, SITE_URL).href, root, noindex: robots.includes('noindex') };
});
const indexable = pages.filter((page) => !page.noindex);

const meta = (root: HTMLElement, selector: string) =>
  root.querySelector(selector)?.getAttribute('content')?.trim() ?? '';

/** Page paths that share a value, as "value: /a, /b". */
function duplicates(values: readonly (readonly [path: string, value: string])[]): string[] {
  const byValue = new Map<string, string[]>();
  for (const [path, value] of values) byValue.set(value, [...(byValue.get(value) ?? []), path]);
  return [...byValue]
    .filter(([, paths]) => paths.length > 1)
    .map(([value, paths]) => `${value}: ${paths.join(', ')}`);
}

/** Width and height of a PNG file in dist/, from its IHDR chunk. */
function pngSize(sitePath: string): [number, number] {
  const png = readFileSync(join(DIST, sitePath));
  expect(png.subarray(1, 4).toString(), sitePath).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** The file in dist/ behind an absolute URL on the configured site. */
function siteFile(url: string): string {
  expect(url.startsWith(new URL('/', SITE_URL).href), `${url} is on ${SITE_URL}`).toBe(true);
  return new URL(url).pathname;
}

function sitemapLocs(file: string): string[] {
  return parse(readFileSync(join(DIST, file), 'utf8'))
    .querySelectorAll('loc')
    .map((loc) => loc.text.trim());
}

describe('every built page', () => {
  it('was found in dist/, and exactly the 404 pages, the search page and the same-pick page are noindex', () => {
    expect(pages.length).toBeGreaterThan(10);
    const notFound = pages.filter((page) => page.path.endsWith('/404')).map((page) => page.path);
    expect(notFound).toContain('/404');
    expect(
      pages
        .filter((page) => page.noindex)
        .map((page) => page.path)
        .sort(),
    ).toEqual([...notFound, '/search', '/compare/same-service'].sort());
  });

  it('is in English and has exactly one <h1>', () => {
    const problems = pages.flatMap((page) => {
      const h1s = page.root.querySelectorAll('h1').length;
      const lang = page.root.querySelector('html')?.getAttribute('lang');
      return [
        ...(h1s === 1 ? [] : [`${page.path}: ${h1s} <h1>`]),
        ...(lang === 'en' ? [] : [`${page.path}: lang=${lang}`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('has a title and a meta description of its own', () => {
    const titles = pages.map(
      (page) => [page.path, page.root.querySelector('title')?.text.trim() ?? ''] as const,
    );
    const descriptions = pages.map(
      (page) => [page.path, meta(page.root, 'meta[name="description"]')] as const,
    );
    expect([...titles, ...descriptions].filter(([, value]) => value === '').map(([path]) => path)).toEqual(
      [],
    );
    expect(duplicates(titles)).toEqual([]);
    expect(duplicates(descriptions)).toEqual([]);
    // Search results show about 160 characters; a longer description is cut mid-sentence there.
    expect(descriptions.filter(([, value]) => value.length > 160)).toEqual([]);
  });

  it('has an absolute canonical URL on the configured site, its own address, unless it is noindex', () => {
    const problems = pages.flatMap((page) => {
      const canonicals = page.root
        .querySelectorAll('link[rel="canonical"]')
        .map((link) => link.getAttribute('href'));
      if (page.noindex) return canonicals.length === 0 ? [] : [`${page.path}: noindex page with a canonical`];
      const ogUrl = meta(page.root, 'meta[property="og:url"]');
      return canonicals.length === 1 && canonicals[0] === page.url && ogUrl === page.url
        ? []
        : [
            `${page.path}: canonical ${canonicals.join(' ') || 'missing'}, og:url ${ogUrl || 'missing'}, expected ${page.url}`,
          ];
    });
    expect(problems).toEqual([]);
  });

  it('has Open Graph and Twitter tags with a built social image of the stated size', () => {
    const problems = pages.flatMap((page) => {
      const missing = [
        'meta[property="og:title"]',
        'meta[property="og:description"]',
        'meta[property="og:type"]',
        'meta[property="og:image:alt"]',
        'meta[name="twitter:card"]',
        'meta[name="twitter:title"]',
        'meta[name="twitter:description"]',
      ].filter((selector) => meta(page.root, selector) === '');
      const image = meta(page.root, 'meta[property="og:image"]');
      const stated = [
        meta(page.root, 'meta[property="og:image:width"]'),
        meta(page.root, 'meta[property="og:image:height"]'),
      ];
      const built = pngSize(siteFile(image)).map(String);
      return [
        ...missing.map((selector) => `${page.path}: ${selector} missing`),
        ...(built.join('x') === stated.join('x')
          ? []
          : [`${page.path}: ${image} is ${built.join('x')}, tags say ${stated.join('x')}`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('has JSON-LD that parses, with at least one block on every indexable page', () => {
    const problems = pages.flatMap((page) => {
      const blocks = page.root.querySelectorAll('script[type="application/ld+json"]');
      if (blocks.length === 0) return page.noindex ? [] : [`${page.path}: no JSON-LD`];
      return blocks.flatMap((block) => {
        try {
          const data = JSON.parse(block.rawText) as Record<string, unknown>;
          return data['@context'] === 'https://schema.org'
            ? []
            : [`${page.path}: JSON-LD without the schema.org context`];
        } catch (error) {
          return [`${page.path}: JSON-LD does not parse (${(error as Error).message})`];
        }
      });
    });
    expect(problems).toEqual([]);
  });

  it('names in its BreadcrumbList the crumbs its visible breadcrumb shows, on every indexable page that shows one', () => {
    const problems = indexable.flatMap((page) => {
      const visible = page.root
        .querySelectorAll('nav[aria-label="Breadcrumb"] li')
        .map((li) => (li.querySelector('a') ?? li).text.trim());
      if (visible.length === 0) return [];
      const nodes = page.root.querySelectorAll('script[type="application/ld+json"]').flatMap((block) => {
        const data = JSON.parse(block.rawText) as { '@graph'?: unknown[] };
        return (data['@graph'] ?? [data]) as { '@type'?: string; itemListElement?: { name: string }[] }[];
      });
      const listed = nodes
        .find((node) => node['@type'] === 'BreadcrumbList')
        ?.itemListElement?.map((i) => i.name);
      return JSON.stringify(listed) === JSON.stringify(visible)
        ? []
        : [`${page.path}: shows ${visible.join(' / ')}, lists ${listed?.join(' / ') ?? 'no BreadcrumbList'}`];
    });
    expect(problems).toEqual([]);
  });

  it('links the favicon set and the web manifest, all built', () => {
    const problems = pages.flatMap((page) =>
      ['link[rel="icon"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]'].flatMap((selector) => {
        const hrefs = page.root.querySelectorAll(selector).map((link) => link.getAttribute('href') ?? '');
        if (hrefs.length === 0) return [`${page.path}: ${selector} missing`];
        return hrefs.flatMap((href) => {
          try {
            readFileSync(join(DIST, href));
            return [];
          } catch {
            return [`${page.path}: ${href} is not built`];
          }
        });
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('icons and manifest', () => {
  it('builds favicon.ico and manifest icons of the sizes the manifest states', () => {
    expect([...readFileSync(join(DIST, 'favicon.ico')).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(pngSize('/apple-touch-icon.png')).toEqual([180, 180]);
    const manifest = JSON.parse(readFileSync(join(DIST, 'site.webmanifest'), 'utf8')) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe('VPN Compass');
    expect(manifest.start_url).toBe('/');
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of pngs) expect(pngSize(icon.src).join('x')).toBe(icon.sizes);
  });
});

describe('sitemap and robots.txt', () => {
  const index = sitemapLocs('sitemap-index.xml');
  const listed = index.flatMap((loc) => sitemapLocs(siteFile(loc)));

  it('lists every indexable page once and no 404 page', () => {
    expect(index.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual(indexable.map((page) => page.url).sort());
    expect(listed.filter((url) => new URL(url).pathname.endsWith('/404'))).toEqual([]);
  });

  it('dates every provider, compare, ranking and guide page with a <lastmod> from its content', () => {
    const urls = index.flatMap((loc) =>
      parse(readFileSync(join(DIST, siteFile(loc)), 'utf8'))
        .querySelectorAll('url')
        .map((url) => ({
          path: new URL(url.querySelector('loc')?.text.trim() ?? '').pathname,
          lastmod: url.querySelector('lastmod')?.text.trim(),
        })),
    );
    const dated = urls.filter(({ path }) => /^\/(vpn|compare|best|guides)\//.test(path));
    // Every provider page, every pair's compare page and every ranking, at least.
    const providers = readdirSync('content/vpn-services').filter((file) => file.endsWith('.json')).length;
    expect(dated.length).toBeGreaterThan(providers + (providers * (providers - 1)) / 2 + CRITERIA.length);
    expect(dated.filter(({ lastmod }) => !lastmod || Number.isNaN(Date.parse(lastmod)))).toEqual([]);
    const nord = urls.find(({ path }) => path === '/vpn/nordvpn');
    const nordFile = JSON.parse(readFileSync('content/vpn-services/nordvpn.json', 'utf8')) as {
      updatedAt: string;
    };
    expect(nord?.lastmod?.slice(0, 10)).toBe(nordFile.updatedAt);
  });

  it('has robots.txt allowing crawlers and naming the sitemap by its absolute URL', () => {
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(
      new RegExp(`^Sitemap: ${new URL('/sitemap-index.xml', SITE_URL).href.replace(/[.]/g, '\\.')}$`, 'm'),
    );
  });
});
