import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, it } from 'vitest';
import { findDeadLinks, functionPaths, pageAddress, redirectRules, type RedirectRule } from './dead-links';

const SITE = 'https://vpncompass.example';

/** The dead links of `pages` (file → HTML) in a site of `files` (the pages too) under `rules`. */
const dead = (
  pages: Record<string, string>,
  {
    files = [],
    rules = [],
    functions = [],
  }: { files?: string[]; rules?: RedirectRule[]; functions?: string[] } = {},
) =>
  findDeadLinks({
    files: [...Object.keys(pages), ...files],
    pages: Object.entries(pages).map(([file, html]) => ({ file, html })),
    rules,
    functions,
    site: SITE,
  }).map((d) => `${d.page}: ${d.href}: ${d.reason}`);

describe('the rules a dead link is judged by', () => {
  it('reads dist/_redirects and netlify.toml as Netlify does: conditions, a default status of 301, force', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
    try {
      await writeFile(
        path.join(dir, '_redirects'),
        [
          '# a comment',
          '/vpn/eset  /vpn/eset-vpn  301!',
          '/compare a=:a b=:b /compare/:a-vs-:b',
          '/compare/b-vs-a /compare/a-vs-b 301',
          '',
        ].join('\n'),
      );
      await writeFile(
        path.join(dir, 'netlify.toml'),
        [
          '[build]',
          '  command = "npm run build"',
          '[[redirects]]',
          '  from = "/404"',
          '  to = "/404"',
          '  status = 404',
          '  force = true',
          '[[redirects]]',
          '  from = "/old"',
          '  to = "/new"',
          '  [redirects.query]',
          '    id = ":id"',
          '[[headers]]',
          '  for = "/*"',
        ].join('\n'),
      );
      const { redirects, errors } = await parseAllRedirects({
        redirectsFiles: [path.join(dir, '_redirects')],
        netlifyConfigPath: path.join(dir, 'netlify.toml'),
        configRedirects: [],
        minimal: true,
      });
      expect(errors).toEqual([]);
      expect(redirectRules(redirects)).toEqual([
        { from: '/vpn/eset', to: '/vpn/eset-vpn', status: 301, force: true, conditional: false },
        { from: '/compare', to: '/compare/:a-vs-:b', status: 301, force: false, conditional: true },
        { from: '/compare/b-vs-a', to: '/compare/a-vs-b', status: 301, force: false, conditional: false },
        { from: '/404', to: '/404', status: 404, force: true, conditional: false },
        { from: '/old', to: '/new', status: 301, force: false, conditional: true },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes the functions’ paths that name one address from their config', () => {
    const finder =
      "export default 1;\nexport const config = {\n  path: '/finder/results',\n  includedFiles: [],\n};\n";
    const moderation =
      "export const config = {\n  path: ['/api/moderation/reviews', '/api/moderation/:id/:action'],\n};\n";
    const page = "export const config: Config = { path: '/vpn/:slug/reviews' };\n";
    expect(functionPaths([finder, moderation, page, 'export default 1;'])).toEqual([
      '/finder/results',
      '/api/moderation/reviews',
    ]);
  });

  it('names a page by its address', () => {
    expect(['index.html', 'vpn/nordvpn.html', 'guides/index.html'].map(pageAddress)).toEqual([
      '/',
      '/vpn/nordvpn',
      '/guides',
    ]);
  });
});

describe('findDeadLinks', () => {
  const rule = (from: string, to: string, status: number, force = false): RedirectRule => ({
    from,
    to,
    status,
    force,
    conditional: false,
  });
  const rules = [
    rule('/vpn/eset', '/vpn/eset-vpn', 301, true),
    rule('/vpn/old', '/vpn/gone', 301, true),
    rule('/loop', '/loop', 301),
    rule('/404', '/404', 404, true),
    rule('/api/list', '/api/list.json', 200),
    rule('/vpn/*', '/vpn/404', 404),
  ];
  const files = [
    '404.html',
    'vpn/404.html',
    'vpn/eset-vpn.html',
    'api/list.json',
    'rss.xml',
    'guides/index.html',
  ];

  it('passes links to pages, files, redirects that land on one, rewrites and functions, in any form', () => {
    const page =
      '<a href="/">Home</a> <a href=/vpn/eset-vpn#plans>ESET</a> <a class="x" href=\'/vpn/eset?x=1&amp;y=2\'>alias</a>' +
      '<link rel="alternate" href="https://vpncompass.example/rss.xml"><a href="/api/list">API</a>' +
      '<a href="eset-vpn">relative</a> <a href="/guides/">guides</a> <a href="/finder/results?devices=5">finder</a>' +
      '<a href="https://other.example/vpn/nope">elsewhere</a> <a href="mailto:a@b.example">mail</a> <a href="#top">top</a>';
    expect(
      dead({ 'vpn/nordvpn.html': page, 'index.html': '' }, { files, rules, functions: ['/finder/results'] }),
    ).toEqual([]);
  });

  it('names each page and each address that does not answer, once per page, with why', () => {
    const page = [
      '<a href="/vpn/fastestvpn">a removed provider</a> <a href="/vpn/fastestvpn#plans">again</a>',
      '<a href="/guides/gone">a removed guide</a> <a href="/404">the not-found page itself</a>',
      '<a href="/vpn/old">a redirect to nothing</a> <a href="/loop">a loop</a>',
    ].join('\n');
    expect(dead({ 'compare/a-vs-b.html': page }, { files, rules })).toEqual([
      'compare/a-vs-b.html: /vpn/fastestvpn: no built page or file has that address (it gets the not-found page, status 404: /vpn/* /vpn/404 404)',
      'compare/a-vs-b.html: /guides/gone: no built page or file has that address',
      "compare/a-vs-b.html: /404: it answers 404, as a not-found page's own address (/404 /404 404!)",
      'compare/a-vs-b.html: /vpn/old: it redirects to /vpn/gone, and no built page or file has that address (it gets the not-found page, status 404: /vpn/* /vpn/404 404)',
      'compare/a-vs-b.html: /loop: it redirects in a loop (/loop /loop 301)',
    ]);
  });

  it('names a link whose #fragment no element of its page has, on that page or another, once per page and link', () => {
    const records = '<div id="pricing">Prices</div><div id=audits>Audits</div>';
    const page = [
      '<a href="/data/nordvpn#pricing">ok</a> <a href="/data/nordvpn/#audits">ok</a> <a href="#plans">ok</a>',
      '<a href="/data/nordvpn#audits[0]">a record that is not there</a> <a href="/data/nordvpn#audits[0]">again</a>',
      '<a href="#pricing">not on this page</a> <a href="/vpn/eset#plans">through a redirect: not judged</a>',
      '<a href="#top">the top</a> <a href="/data/nordvpn#:~:text=Prices">a text fragment</a>',
    ].join('\n');
    expect(
      dead(
        { 'vpn/nordvpn.html': `<h2 id="plans">Plans</h2>${page}`, 'data/nordvpn.html': records },
        { rules: [rule('/vpn/eset', '/vpn/eset-vpn', 301, true)], files: ['vpn/eset-vpn.html'] },
      ),
    ).toEqual([
      'vpn/nordvpn.html: /data/nordvpn#audits[0]: no element of /data/nordvpn has the id "audits[0]"',
      'vpn/nordvpn.html: #pricing: no element of /vpn/nordvpn has the id "pricing"',
    ]);
  });

  it('reads links in markup only: not in scripts, styles, comments or the words of a page', () => {
    const page =
      '<script>const a = \' href="/nope-1"\';</script><style>a[ href="/nope-2"] {}</style><!-- <a href="/nope-3"> -->' +
      '<p>Write it as href="/nope-4" in your page.</p><code>&lt;a href="/nope-5"&gt;</code>';
    expect(dead({ 'index.html': page })).toEqual([]);
  });

  it('reads an address with other characters than ASCII from the page’s bytes', () => {
    const html = Buffer.from('<a href="/guides/café">ok</a> <a href="/guides/thé">missing</a>');
    expect(
      findDeadLinks({
        files: ['guides/café.html'],
        pages: [{ file: 'index.html', html }],
        rules: [],
        functions: [],
        site: SITE,
      }).map((d) => d.href),
    ).toEqual(['/guides/thé']);
  });
});
