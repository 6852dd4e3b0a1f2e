/** The rules of a page's first screen, inlined so no stylesheet blocks the first paint (src/integrations). */
import Beasties from 'beasties';
import { parse, type HTMLElement } from 'node-html-parser';
import { cspHash } from './csp';

/** The page's one stylesheet link in <head>, or undefined. */
const HEAD_STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/;

/**
 * The rules of the page's stylesheet that its first screen (`html` up to `end`) can match, minified;
 * undefined when the page links no stylesheet in its head. Left to the stylesheet: what shows only after a
 * visitor acts (closed <dialog>s, hover styles, transitions), and Tailwind's `@property` fallback for
 * browsers without it (Safari before 16.4, Firefox before 128), which then use the stylesheet's copy.
 */
export async function firstScreenRules(html: string, end: number, root: string): Promise<string | undefined> {
  const href = HEAD_STYLESHEET.exec(html)?.[1];
  const start = html.indexOf('<body');
  if (!href || start < 0) return undefined;
  const markup = html
    .slice(start, end)
    .replace(/<dialog\b(?![^>]*\sopen[\s>=])[^>]*>[\s\S]*?<\/dialog>/g, '<dialog></dialog>');
  const css = await rulesMatching(href, markup, root);
  const firstPaint = css
    ?.replace(/@media \(hover:hover\)\{(?:[^{}]*\{[^{}]*\})*\}/g, '')
    .replace(/\.transition[\w-]*\{[^{}]*\}/g, '')
    .replace(/@layer properties\{@supports[^{]*\{[^{}]*\{[^{}]*\}\}\}/, '');
  return firstPaint && pruneCustomProperties(firstPaint, markup);
}

/**
 * Where the first screen of a built page ends (an index into `html`): after the element of <main> marked
 * `data-first-screen`, else after the block of <main> holding the <h1> (its outermost ancestor in <main> that
 * does not also hold the rest of <main>). Undefined without a <main> and <h1>.
 */
export function firstScreenEnd(html: string): number | undefined {
  const main = parse(html).querySelector('main');
  let block: HTMLElement | null | undefined = main?.querySelector('h1');
  if (!main || !block) return undefined;
  const marked = main.querySelector('[data-first-screen]');
  if (marked) return marked.range[1];
  const last = main.range[1];
  while (block.parentNode && block.parentNode !== main) {
    const parent: HTMLElement = block.parentNode;
    // The parent ends where <main>'s content does (only closing tags between): it holds the rest of the page.
    if (/^(?:\s*<\/[a-z]+>)*\s*$/.test(html.slice(parent.range[1], last))) break;
    block = parent;
  }
  return block.range[1];
}

/** The rules of the stylesheet at `href` (under `root`) that `bodies` (from <body>) can match, minified. */
async function rulesMatching(href: string, bodies: string, root: string): Promise<string | undefined> {
  const beasties = new Beasties({
    path: root,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    fonts: false,
    compress: true,
    logLevel: 'silent',
    // beasties cannot match Tailwind's `:where(.space-y-4>:not(:last-child))`: the ones the pages use are kept,
    // or the first paint would lack the spacing between a list's children.
    allowRules: childSpacingRules(bodies),
  });
  const out = await beasties.process(
    `<html><head><link rel="stylesheet" href="${href}"></head>${bodies}</body></html>`,
  );
  return /<style>([\s\S]*?)<\/style>/.exec(out)?.[1];
}

/**
 * `css` without the custom properties nothing reads (beasties keeps every one of Tailwind's theme, its
 * `@property` rules and the site's colours). Kept: each property a `var()` reads in the rest of `css` or in
 * `markup` (style attributes), and those their values read.
 */
export function pruneCustomProperties(css: string, markup = ''): string {
  const reads = (text: string) => [...text.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1] ?? '');
  const definitions = new Map<string, string>();
  for (const [, name = '', value = ''] of css.matchAll(/(--[\w-]+):([^;}]*)/g))
    definitions.set(name, `${definitions.get(name) ?? ''} ${value}`);
  // What reads a property: everything but the definitions themselves.
  const readers = css.replace(/@property --[\w-]+\{[^}]*\}/g, '').replace(/--[\w-]+:[^;}]*/g, '');
  const used = new Set([...reads(readers), ...reads(markup)]);
  for (const name of used) for (const next of reads(definitions.get(name) ?? '')) used.add(next);
  const keep = (block: string) =>
    block
      .split(';')
      .filter((d) => !/^--[\w-]+:/.test(d) || used.has(d.slice(0, d.indexOf(':'))))
      .join(';');
  return css
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (used.has(name) ? rule : ''))
    .replace(
      /(@layer (?:theme|properties)\{[^{}]*?(?:\{[^{}]*?)?\{)([^{}]*)\}/g,
      (_, open: string, body: string) => open + keep(body) + '}',
    )
    .replace(/(:root\{)([^{}]*)\}/g, (_, open: string, body: string) => open + keep(body) + '}');
}

/** Selectors of the child-spacing utilities (space-*, divide-*) used in `html`, as Tailwind writes them. */
function childSpacingRules(html: string): RegExp[] {
  const used = new Set(html.match(/(?<=["\s])-?(?:space|divide)-[\w.-]+(?=["\s])/g) ?? []);
  const escape = (cls: string) => cls.replaceAll('.', '\\.').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...used].map((cls) => new RegExp(`^:where\\(\\.${escape(cls)}>`));
}

/**
 * The page with `css` inline where its stylesheet link was, its hash added to the CSP <meta> style-src, and
 * the link moved to `at` (after </head>: `firstScreenEnd`) at low priority (Chrome and Lighthouse count an
 * in-body stylesheet at the default priority as render-blocking). Undefined without such a link or CSP
 * <meta>, or when `at` is not after </head>.
 */
export function inlineCritical(html: string, css: string, at: number): string | undefined {
  const link = HEAD_STYLESHEET.exec(html);
  const head = html.indexOf('</head>');
  if (!link || head < 0 || link.index > head || !/\bstyle-src /.test(html.slice(0, head))) return undefined;
  const hashed = html
    .slice(0, head)
    .replace(/(http-equiv="content-security-policy"[^>]*\bstyle-src )/i, `$1${cspHash(css)} `);
  if (hashed === html.slice(0, head) || at <= head) return undefined;
  const rest = `${html.slice(head, at)}<link rel="stylesheet" href="${link[1]}" fetchpriority="low">${html.slice(at)}`;
  return hashed.replace(link[0], `<style>${css}</style>`) + rest;
}
