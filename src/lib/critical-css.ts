/**
 * The CSS a family of pages uses, inlined so that no stylesheet blocks the first paint
 * (src/integrations/critical-css.ts decides where it fits).
 */
import { createHash } from 'node:crypto';
import Beasties from 'beasties';

/** The page's one stylesheet link in <head>, or undefined. */
const HEAD_STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/;

/** The family a built page belongs to: its folder ("vpn", "compare"), or the page itself at the root. */
export function familyOf(file: string): string {
  const parts = file.split(/[/\\]/);
  return parts.length > 1 ? (parts[0] ?? file) : file;
}

/**
 * The rules of the stylesheet that any of `pages` (built HTML, all linking the same stylesheet) can match, minified;
 * undefined when the pages link no stylesheet or different ones. `root` is the folder the stylesheet's URL is in.
 */
export async function familyRules(pages: readonly string[], root: string): Promise<string | undefined> {
  const hrefs = new Set(pages.map((html) => HEAD_STYLESHEET.exec(html)?.[1]));
  const [href] = hrefs;
  if (hrefs.size !== 1 || !href) return undefined;
  const bodies = pages.map((html) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').join('\n');
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
    `<html><head><link rel="stylesheet" href="${href}"></head><body>${bodies}</body></html>`,
  );
  const css = /<style>([\s\S]*?)<\/style>/.exec(out)?.[1];
  if (!css) return undefined;
  return css;
}

/** Selectors of the child-spacing utilities (space-*, divide-*) used in `html`, as Tailwind writes them. */
function childSpacingRules(html: string): RegExp[] {
  const used = new Set(html.match(/(?<=["\s])-?(?:space|divide)-[\w.-]+(?=["\s])/g) ?? []);
  const escape = (cls: string) => cls.replaceAll('.', '\\.').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...used].map((cls) => new RegExp(`^:where\\(\\.${escape(cls)}>`));
}

/** The CSP source allowing a <style> element with this text. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * The page with `css` inline where its stylesheet link was, the link moved to the end of <body> with
 * fetchpriority="low" (still applied, never render-blocking), and the style's hash added to the page's CSP <meta>
 * style-src; undefined when the page has no such link or no CSP <meta> to add the hash to.
 */
export function inlineCritical(html: string, css: string): string | undefined {
  const link = HEAD_STYLESHEET.exec(html);
  const head = html.indexOf('</head>');
  if (!link || head < 0 || link.index > head || !/\bstyle-src /.test(html.slice(0, head))) return undefined;
  const hashed = html
    .slice(0, head)
    .replace(/(http-equiv="content-security-policy"[^>]*\bstyle-src )/i, `$1${styleHash(css)} `);
  if (hashed === html.slice(0, head)) return undefined;
  return (
    hashed.replace(link[0], `<style>${css}</style>`) +
    html
      .slice(head)
      .replace('</body>', `<link rel="stylesheet" href="${link[1]}" fetchpriority="low"></body>`)
  );
}
