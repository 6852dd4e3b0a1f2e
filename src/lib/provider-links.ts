/**
 * Links in content to pages built per provider (/vpn, /compare, /data, /changes) naming a provider we do not
 * review, which would be 404s; the build refuses them (config/provider-files.ts checkContent).
 */

/** One link to a provider page that will not be built: where it is, the address and the slug no file has. */
export interface DeadProviderLink {
  line: number;
  column: number;
  href: string;
  slug: string;
}

/** A site-relative link to a page built per provider, in Markdown, MDX, HTML or JSON text. */
const LINK = /(?<=[("'\s=]|^)\/(vpn|compare|data|changes)\/([a-z0-9-]+)(?=[/"'#?)\s]|$)/gm;

/**
 * Every link in `text` to a provider page whose provider is not among `slugs` (a compare page counts when either
 * side is not), with its 1-based line and column. Other paths under /data (the downloads) are not provider pages.
 */
export function deadProviderLinks(text: string, slugs: ReadonlySet<string>): DeadProviderLink[] {
  const found: DeadProviderLink[] = [];
  for (const match of text.matchAll(LINK)) {
    const [href = '', section = '', name = ''] = match;
    if (section === 'data' && name.startsWith('vpn-services')) continue;
    const named = section === 'compare' ? name.split('-vs-') : [name];
    const missing = named.find((slug) => !slugs.has(slug));
    if (missing === undefined) continue;
    const before = text.slice(0, match.index);
    const line = before.split('\n').length;
    found.push({ line, column: match.index - before.lastIndexOf('\n'), href, slug: missing });
  }
  return found;
}
