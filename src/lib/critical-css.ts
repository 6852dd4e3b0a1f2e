/**
 * The CSS a page needs before its stylesheet arrives, inlined so that no stylesheet blocks the first paint
 * (src/integrations/critical-css.ts): the rules of its first screen, with the stylesheet right after that screen.
 */
import Beasties from 'beasties';
import { parse, type HTMLElement } from 'node-html-parser';
import { cspHash } from './csp';

/** The page's one stylesheet link in <head>, or undefined. */
const HEAD_STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/;

/**
 * The rules of the page's stylesheet that its first screen (`html` up to `end`, from `firstScreenEnd`) can match,
 * minified; undefined when the page links no stylesheet in its head. Left to the stylesheet,
 * which follows the first screen: what shows only after a visitor acts (a closed <dialog> and its content, the
 * menu drawer; the hover styles, `@media (hover:hover)`; transitions, which only animate a change), and Tailwind's
 * fallback of its `@property` initial values for browsers without @property (Safari before 16.4, Firefox
 * before 128), which paint the first screen with the stylesheet's own copy instead.
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
 * Where the first screen of a built page ends (an index into `html`): after the element of <main> that carries
 * `data-first-screen` (a template's own say: what a phone must show at once, such as a compare page's two
 * providers and its bottom line), else after the block of <main> that holds the page's <h1>, its header and hero
 * (the h1's outermost ancestor inside <main> that does not also hold the rest of <main>: for a page wrapped in one
 * container, the container's first block). Undefined without a <main> and <h1>.
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

/**
 * The rules of the stylesheet at `href` (under `root`) that `bodies` (markup from a <body> start tag on) can match,
 * minified.
 */
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
  const css = /<style>([\s\S]*?)<\/style>/.exec(out)?.[1];
  if (!css) return undefined;
  return pruneCustomProperties(css, bodies);
}

/**
 * `css` without the custom properties nothing reads: beasties keeps every declaration of Tailwind's theme
 * (`:root{--color-…}`), its `@property --tw-…` rules and their fallback for browsers without @property, and the
 * site's own colour variables (`:root{--sunken:…}`, light and dark), since no element matches a property. Kept: each property read by a `var()` in the rest of `css` or in `markup`
 * (style attributes), and those their values read. The full stylesheet, which follows, still defines them all.
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
 * The page with `css` (its first screen's rules) inline where its stylesheet link was, the style's hash added to
 * the page's CSP <meta> style-src, and the link moved to `at` (an index into `html` after </head>: where the first
 * screen ends, `firstScreenEnd`), where the browser paints what comes before it and waits for the stylesheet to
 * show what follows (at low priority: the request does not hold the first paint, and Chrome, like Lighthouse,
 * counts an in-body stylesheet at its default highest priority as render-blocking). Undefined when the page has
 * no such link or no CSP <meta> to add the hash to, or `at` is not after </head>.
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
