/**
 * Dead links in the built site: every internal `href` of a built page must lead to what answers on Netlify (a
 * built file, a page by its address without `.html`, a redirect or rewrite whose target answers, a function's
 * path), and its `#fragment` must name an element's `id` on a built page it leads to. A 404 rule makes a path
 * dead: a not-found page's own address (`404!`), or a path no file holds under a rule like `/vpn/*`.
 */

/** One rule of dist/_redirects or netlify.toml, as far as it decides whether a path answers. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** A rule that applies only with query parameters (or other conditions): it never decides a path alone. */
  conditional: boolean;
}

/** A link of a built page to a path that does not answer, and why. */
export interface DeadLink {
  /** The page's file, relative to the output folder ("vpn/cactusvpn.html"). */
  page: string;
  /** The link as written (entities decoded). */
  href: string;
  reason: string;
}

/**
 * Rules as `@netlify/redirect-parser` gives them (`{ from, to, status?, force, query, conditions }`, no
 * status meaning 301); one with a query or a condition is conditional; anything else is skipped.
 */
export function redirectRules(parsed: readonly unknown[]): RedirectRule[] {
  return parsed.flatMap((value) => {
    if (typeof value !== 'object' || value === null) return [];
    const r = value as Record<string, unknown>;
    if (typeof r['from'] !== 'string') return [];
    const filled = (v: unknown) => typeof v === 'object' && v !== null && Object.keys(v).length > 0;
    return [
      {
        from: r['from'],
        to: typeof r['to'] === 'string' ? r['to'] : '',
        status: typeof r['status'] === 'number' ? r['status'] : 301,
        force: r['force'] === true,
        conditional: filled(r['query']) || filled(r['conditions']),
      },
    ];
  });
}

/**
 * The paths naming one address each in the `config.path` of netlify/functions/*.mts, read from their source
 * text (a literal, as Netlify's bundler reads it); paths with a parameter or a wildcard are left out.
 */
export function functionPaths(sources: readonly string[]): string[] {
  return sources.flatMap((source) => {
    const config = /export const config\b[^{]*\{([\s\S]*?)\n\};?/.exec(source)?.[1] ?? '';
    const value = /^\s*path:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/m.exec(config)?.[1] ?? '';
    return [...value.matchAll(/['"]([^'"]+)['"]/g)]
      .map((m) => m[1] ?? '')
      .filter((p) => p.startsWith('/') && !/[:*]/.test(p));
  });
}

/** A rule's `from` as a pattern: `:name` one path segment, a final `*` the rest of the path (or nothing). */
function fromPattern(from: string): RegExp {
  const splat = from.endsWith('/*');
  const fixed = splat ? from.slice(0, -2) : from;
  const body = fixed
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${splat ? '(?:/.*)?' : ''}/?$`);
}

/** `value` with its character references (`&amp;`, `&#39;`, `&#x2F;`) decoded. */
function decodeEntities(value: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return named[ref.toLowerCase()] ?? whole;
  });
}

/** Scripts, styles and comments hold text, not links: they are left out before links are read. */
const NOT_MARKUP = /<(script|style)\b[^]*?<\/\1\s*>|<!--[^]*?-->/g;

/** An `href` attribute, in lower case with no space around `=` as the build writes it (ten times quicker). */
const HREF = /\shref=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

/** An `id` attribute, written as the build writes attributes (see HREF). */
const ID = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

const NO_FILE = 'no built page or file has that address';
const NO_ID = 'no element';

/** The site's address of a built file: "vpn/nordvpn.html" → "/vpn/nordvpn", "index.html" → "/". */
export function pageAddress(file: string): string {
  const address = `/${file.replace(/\.html$/, '')}`;
  return address === '/index' ? '/' : address.replace(/\/index$/, '');
}

/** An attribute's value as written in `html` (its text, or its bytes read as latin1), decoded. */
function attributeValue(written: string, html: string | Uint8Array): string {
  const utf8 = typeof html === 'string' || !/[^\t\n\r -~]/.test(written);
  return decodeEntities(utf8 ? written : Buffer.from(written, 'latin1').toString('utf8'));
}

/** `text` decoded by `decode`, or undefined when it is malformed. */
function tryDecode(text: string, decode: (text: string) => string): string | undefined {
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}

/** A fragment or a path, percent-decoded where it can be (as written where it cannot). */
const percentDecoded = (text: string) => tryDecode(text, decodeURIComponent) ?? text;

/**
 * Every link of `pages` (built HTML by file name, as text or bytes) to a path that does not answer. `files`:
 * every file of the output folder, relative, `/`-separated; `rules`: dist/_redirects' then netlify.toml's, in
 * Netlify's order; `functions`: the paths functions answer; `site`: the site's origin. A fragment is checked
 * on a page among `pages` (not through a redirect); `#top` and a text fragment (`#:~:text=`) name no id.
 */
export function findDeadLinks(options: {
  files: readonly string[];
  pages: readonly { file: string; html: string | Uint8Array }[];
  rules: readonly RedirectRule[];
  functions: readonly string[];
  site: string;
}): DeadLink[] {
  const known = new Set<string>();
  for (const file of options.files) {
    known.add(`/${file}`);
    if (file.endsWith('.html')) known.add(pageAddress(file));
  }
  const functions = new Set(options.functions);
  // Rules naming one address are looked up, the few patterns tried in turn; Netlify's first match wins.
  const rules = options.rules
    .filter((r) => !r.conditional)
    .map((rule, order) => ({ ...rule, order, pattern: fromPattern(rule.from) }));
  const exact = new Map<string, (typeof rules)[number]>();
  for (const rule of rules)
    if (!/[:*]/.test(rule.from) && !exact.has(rule.from.replace(/(.)\/$/, '$1')))
      exact.set(rule.from.replace(/(.)\/$/, '$1'), rule);
  const patterns = rules.filter((rule) => /[:*]/.test(rule.from));
  const ruleFor = (path: string) => {
    const named = exact.get(path.replace(/(.)\/$/, '$1'));
    const matched = patterns.find((rule) => rule.pattern.test(path));
    return named && (!matched || named.order < matched.order) ? named : matched;
  };
  const origin = new URL(options.site).origin;
  const judged = new Map<string, string | null>();

  /** Why `path` (decoded, no query) does not answer, or null when it does; `hops` bounds a chain of redirects. */
  const deadBecause = (path: string, hops = 0): string | null => {
    const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    if (functions.has(bare)) return null;
    const file = known.has(path) || known.has(bare);
    const rule = ruleFor(path);
    if (!rule || (file && !rule.force)) return file ? null : NO_FILE;
    const written = `${rule.from} ${rule.to} ${String(rule.status)}${rule.force ? '!' : ''}`;
    if (rule.status === 404)
      return file
        ? `it answers 404, as a not-found page's own address (${written})`
        : `${NO_FILE} (it gets the not-found page, status 404: ${written})`;
    if (/^https?:\/\//.test(rule.to)) return null;
    // A target's :splat and :name take what the path gave them; the fragment and query of a target are not paths.
    const splat = rule.from.endsWith('/*') ? path.slice(rule.from.length - 1) : '';
    const target = (rule.to.replace(':splat', splat).split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
    if (/:\w/.test(target)) return null;
    if (hops >= 5 || target === path) return `it redirects in a loop (${written})`;
    const onward = deadBecause(target, hops + 1);
    return onward === null ? null : `it redirects to ${target}, and ${onward}`;
  };

  const found: DeadLink[] = [];
  /** Each page's ids, by its address; the links with a fragment, judged once every page's ids are read. */
  const ids = new Map<string, Set<string>>();
  const fragments = new Map<string, { page: string; href: string; address: string; id: string }>();
  for (const { file, html } of options.pages) {
    const address = pageAddress(file.split('\\').join('/'));
    const base = new URL(address, origin);
    const seen = new Set<string>();
    // Read byte for byte (latin1 takes no decoding work); an address with other characters is decoded on its own.
    const text = (typeof html === 'string' ? html : Buffer.from(html).toString('latin1')).replace(
      NOT_MARKUP,
      '',
    );
    ids.set(
      address,
      new Set([...text.matchAll(ID)].map((m) => attributeValue(m[1] ?? m[2] ?? m[3] ?? '', html))),
    );
    const fragmentOf = (href: string, target: string) => {
      const hash = href.indexOf('#');
      const id = hash < 0 ? '' : percentDecoded(href.slice(hash + 1));
      // "#top" is the top of any page (HTML's rule for a fragment no element names).
      if (id !== '' && id.toLowerCase() !== 'top' && !id.startsWith(':~:'))
        fragments.set(`${file}\n${href}`, { page: file, href, address: target, id });
    };
    for (const match of text.matchAll(HREF)) {
      // An attribute inside a tag, not the words href= in a page's text.
      if (text.lastIndexOf('<', match.index) < text.lastIndexOf('>', match.index)) continue;
      const href = attributeValue(match[1] ?? match[2] ?? match[3] ?? '', html).trim();
      if (href.startsWith('#')) fragmentOf(href, address);
      if (href === '' || href.startsWith('#')) continue;
      let path: string;
      if (href.startsWith('/') && !href.startsWith('//')) path = href.split(/[?#]/)[0] ?? '/';
      else {
        const url = URL.canParse(href, base) ? new URL(href, base) : undefined;
        if (url?.origin !== origin) continue;
        path = url.pathname;
      }
      fragmentOf(href, path.length > 1 ? path.replace(/\/$/, '') : path);
      // One line per page and address, whatever fragments and queries its links add.
      if (seen.has(path)) continue;
      seen.add(path);
      let reason = judged.get(path);
      if (reason === undefined) {
        const decoded = tryDecode(path, decodeURI);
        reason = decoded === undefined ? 'a malformed address' : deadBecause(decoded);
        judged.set(path, reason);
      }
      if (reason !== null) found.push({ page: file, href, reason });
    }
  }
  for (const { page, href, address, id } of fragments.values()) {
    const onPage = ids.get(percentDecoded(address));
    if (onPage && !onPage.has(id))
      found.push({ page, href, reason: `${NO_ID} of ${address} has the id "${id}"` });
  }
  return found;
}

/** The build's message for dead links: how many, then one line per page and link. */
export function deadLinkMessage(found: readonly DeadLink[]): string {
  const pages = new Set(found.map((f) => f.page)).size;
  const parts = found.some((f) => f.reason.startsWith(NO_ID));
  return [
    `${String(found.length)} dead link${found.length === 1 ? '' : 's'} on ${String(pages)} built page${pages === 1 ? '' : 's'}, each to an address of this site that does not answer (a removed or renamed provider, guide or page)${parts ? ' or to a part of a page that is not there (#fragment)' : ''}: remove the link or point it at a page${parts ? ', or a part,' : ''} that exists`,
    ...found.map((f) => `  ${f.page}: ${f.href}: ${f.reason}`),
  ].join('\n');
}
