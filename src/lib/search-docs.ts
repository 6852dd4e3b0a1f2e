/**
 * The site search's documents, read from the built pages: what a reader sees in each page's <main>, one
 * document per page and one per FAQ answer (linking to its anchor on /faq).
 */
import { HTMLElement, parse, type Node } from 'node-html-parser';
import { KEYWORD_SEPARATOR, type SearchDoc, type SearchType } from './search-engine';
import { pagePath } from './site';

/** A built page as the search reads it; `keywords` are its `<meta name="keywords">` phrases. */
export interface PageParts {
  path: string;
  title: string;
  headings: string[];
  blocks: string[];
  faq: { id: string; question: string; answer: string }[];
  keywords: string[];
}

/** Elements whose text is not content (also skipped: hidden, screen-reader-only and sponsored elements). */
const SKIPPED = new Set([
  'script',
  'style',
  'svg',
  'template',
  'noscript',
  'nav',
  'button',
  'form',
  'dialog',
]);

/** Elements that flow inside a line; every other element starts a new block of text. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'cite',
  'code',
  'data',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);

function isElement(node: Node): node is HTMLElement {
  return node instanceof HTMLElement;
}

function skipped(element: HTMLElement): boolean {
  return (
    SKIPPED.has(element.rawTagName.toLowerCase()) ||
    element.getAttribute('aria-hidden') === 'true' ||
    element.hasAttribute('hidden') ||
    element.classList.contains('sr-only') ||
    /\bsponsored\b/.test(element.getAttribute('rel') ?? '')
  );
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text of an element in blocks (paragraphs, list items, cells, headings), whitespace collapsed; adjacent
 * inline elements are laid out apart ("$3.39" "/month"), so a space separates them.
 */
function textBlocks(root: HTMLElement): string[] {
  const blocks: string[] = [];
  let current = '';
  const flush = () => {
    const text = clean(current);
    if (text) blocks.push(text);
    current = '';
  };
  const walk = (node: Node) => {
    if (!isElement(node)) {
      current += node.text;
      return;
    }
    if (skipped(node)) return;
    const inline = INLINE.has(node.rawTagName.toLowerCase());
    if (!inline) flush();
    else if (node.previousSibling && isElement(node.previousSibling)) current += ' ';
    node.childNodes.forEach(walk);
    if (!inline) flush();
  };
  root.childNodes.forEach(walk);
  flush();
  return blocks;
}

/** The public path of a built file: "vpn/nordvpn.html" -> "/vpn/nordvpn", "index.html" -> "/". */
export function pathOfFile(file: string): string {
  return pagePath(`/${file.replace(/\\/g, '/')}`);
}

/**
 * What the search reads of a built page, or null for a noindex page or one without a <main>. FAQ answers (a
 * <details> with an id on or in it) come apart; one whose summary holds a heading is a folded section.
 */
export function pageParts(html: string, path: string): PageParts | null {
  const root = parse(html);
  if (/noindex/i.test(root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '')) return null;
  const main = root.querySelector('main');
  if (!main) return null;
  const faq = main.querySelectorAll('details').flatMap((details) => {
    if (details.querySelector('summary h2, summary h3, summary h4, summary h5, summary h6')) return [];
    const id = details.getAttribute('id') ?? details.querySelector('[id]')?.getAttribute('id');
    if (!id) return [];
    const summary = details.querySelector('summary');
    const question = clean(summary?.text ?? '');
    summary?.remove();
    const answer = textBlocks(details).join(' ');
    details.remove();
    return [{ id, question, answer }];
  });
  const title = clean(main.querySelector('h1')?.text ?? root.querySelector('title')?.text ?? path);
  const headings = main.querySelectorAll('h2, h3').map((h) => clean(h.text));
  const keywords = (root.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '')
    .split(',')
    .map(clean)
    .filter(Boolean);
  return { path, title, headings, blocks: textBlocks(main), faq, keywords };
}

/** The type of a page by its path. */
export function searchType(path: string): SearchType {
  if (/^\/vpn\/[^/]+$/.test(path)) return 'review';
  if (/^\/guides\/[^/]+$/.test(path)) return 'guide';
  if (/^\/compare\/[^/]+-vs-[^/]+$/.test(path)) return 'comparison';
  if (/^\/best(\/[^/]+)?$/.test(path)) return 'ranking';
  return 'page';
}

/** Pages of one type sharing a block this often make it template text (labels, notes, buttons), not content. */
const TEMPLATE_BLOCK_PAGES = 3;

/**
 * The search documents of the built pages, without the template text (a block on TEMPLATE_BLOCK_PAGES or more
 * pages of a type). `names` gives each provider slug its names, for reviews and comparisons.
 */
export function searchDocs(pages: readonly PageParts[], names: ReadonlyMap<string, string>): SearchDoc[] {
  const seen = new Map<string, number>();
  for (const page of pages) {
    for (const block of new Set(page.blocks)) {
      const key = `${searchType(page.path)}\n${block}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  const docs: Omit<SearchDoc, 'id'>[] = [];
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const type = searchType(page.path);
    const own = page.blocks.filter((block) => (seen.get(`${type}\n${block}`) ?? 0) < TEMPLATE_BLOCK_PAGES);
    docs.push({
      url: page.path,
      title: page.title,
      type,
      names: providerNames(page.path, type, names),
      headings: page.headings.join(' · '),
      keywords: page.keywords.join(KEYWORD_SEPARATOR),
      text: own.filter((block) => block !== page.title).join(' '),
    });
    for (const item of page.faq) {
      docs.push({
        url: `${page.path}#${item.id}`,
        title: item.question,
        type: 'faq',
        names: '',
        headings: '',
        keywords: '',
        text: item.answer,
      });
    }
  }
  return docs.map((doc, id) => ({ id, ...doc }));
}

/** The names of the providers a review or comparison page is about, from its path. */
function providerNames(path: string, type: SearchType, names: ReadonlyMap<string, string>): string {
  const slug = path.split('/')[2] ?? '';
  if (type === 'review') return names.get(slug) ?? '';
  if (type === 'comparison')
    return slug
      .split('-vs-')
      .map((s) => names.get(s) ?? '')
      .join(' ');
  return '';
}
