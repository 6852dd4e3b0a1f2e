/**
 * The sitemap's <lastmod> per page, from the content's dates (`updatedAt`, else `publishedAt`; /changes by
 * the newest change). Pages built from several entries take the newest; those without a dated source, none.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastChanged } from '../src/lib/dates';
import { readFactLedger } from '../src/data/ledger-from-git';
import { readProviderFiles } from './provider-files';

/** The dates of every dated content entry, by slug. */
export interface ContentDates {
  providers: ReadonlyMap<string, Date>;
  guides: ReadonlyMap<string, Date>;
  pages: ReadonlyMap<string, Date>;
}

const newest = (dates: Iterable<Date>): Date | undefined => {
  const times = [...dates].map((d) => d.getTime());
  return times.length === 0 ? undefined : new Date(Math.max(...times));
};

/** The <lastmod> of a page by its URL path ("/vpn/nordvpn"), or undefined when no content dates it. */
export function lastmodFor(pathname: string, dates: ContentDates): Date | undefined {
  const p = pathname.replace(/\/+$/, '') || '/';
  const allProviders = newest(dates.providers.values());
  const pair = /^\/compare\/(.+)-vs-(.+)$/.exec(p);
  if (pair) {
    const found = [pair[1], pair[2]].flatMap((slug) => dates.providers.get(slug ?? '') ?? []);
    return found.length === 2 ? newest(found) : undefined;
  }
  const [, section = '', slug] = p.split('/');
  if (section === 'vpn' && slug) return dates.providers.get(slug);
  if (section === 'guides' && slug) return dates.guides.get(slug);
  if (section === 'guides') return newest(dates.guides.values());
  if (['reviews', 'compare', 'best', 'owners'].includes(section)) return allProviders;
  if (p === '/') return newest([...dates.providers.values(), ...dates.guides.values()]);
  return dates.pages.get(section);
}

const CONTENT = fileURLToPath(new URL('../content', import.meta.url));

/** `updatedAt` (else `publishedAt`) of each Markdown file's front matter in `dir`, by file name. */
async function frontMatterDates(dir: string): Promise<Map<string, Date>> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md'));
  const entries = await Promise.all(
    files.map(async (file) => {
      const head = /^---\n([\s\S]*?)\n---/.exec(await readFile(path.join(dir, file), 'utf8'))?.[1] ?? '';
      const date = (key: string) =>
        new RegExp(`^${key}:\\s*["']?(\\d{4}-\\d{2}-\\d{2})`, 'm').exec(head)?.[1];
      const value = date('updatedAt') ?? date('publishedAt');
      return value ? [[file.replace(/\.md$/, ''), new Date(value)] as const] : [];
    }),
  );
  return new Map(entries.flat());
}

/**
 * The dates of the provider files, guides and pages under content/, and of the fact ledger's newest change.
 */
export async function readContentDates(root: string = CONTENT): Promise<ContentDates> {
  const pages = await frontMatterDates(path.join(root, 'pages'));
  // The build reports the ledger's warnings when it renders /changes; here they would only repeat.
  const newestChange = (await readFactLedger(path.dirname(root), { warn: () => undefined })).entries[0]?.date;
  if (newestChange) pages.set('changes', newestChange);
  return {
    providers: new Map((await readProviderFiles()).map((p) => [p.slug, lastChanged(p)])),
    guides: await frontMatterDates(path.join(root, 'guides')),
    pages,
  };
}
