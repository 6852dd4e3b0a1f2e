/**
 * Synthetic content for the large-site benchmark (`npm run bench`): guides and providers copied from the real
 * ones, renamed so every page, title and id stays unique, and written into a temporary copy of the project.
 * Real files are the templates, so the synthetic ones pass src/content.config.ts and keep real page weight.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Size of the generated large site, counting the real content it starts from. */
export const LARGE_SITE = { guides: 1000, providers: 200 } as const;

/** A guide file with a new title (the `title:` line, double-quoted as in content/guides/) and never featured. */
function syntheticGuide(template: string, n: number): string {
  const titled = template.replace(
    /^title: (".*")$/m,
    (_line, quoted: string) =>
      `title: ${JSON.stringify(`${JSON.parse(quoted) as string} (benchmark copy ${n})`)}`,
  );
  if (titled === template) throw new Error('guide template has no double-quoted `title:` line');
  // Featured guides lead the guides page; a thousand of them would change its shape, not just its size.
  return titled.replace(/^featured: true$/m, 'featured: false');
}

/**
 * A provider from a template: a new id (unique, positive) and name, and no home-matrix column (each column holds
 * one provider); plans, so the one popular plan, untouched.
 */
function syntheticProvider(
  template: Record<string, unknown>,
  n: number,
  id: number,
): Record<string, unknown> {
  const { matrixColumn: _column, ...rest } = template;
  return { ...rest, id, name: `${String(template['name'])} Bench ${n}` };
}

/** Markdown or JSON files of a content folder, sorted, as [slug, text]. */
async function readTemplates(folder: string, extension: string): Promise<[string, string][]> {
  const files = (await readdir(folder)).filter((file) => file.endsWith(extension)).sort();
  return Promise.all(
    files.map(async (file): Promise<[string, string]> => [
      path.basename(file, extension),
      await readFile(path.join(folder, file), 'utf8'),
    ]),
  );
}

/** Adds synthetic guides to `<root>/content/guides` until it holds `target`; returns how many were added. */
export async function addGuides(root: string, target: number): Promise<number> {
  const folder = path.join(root, 'content', 'guides');
  const templates = await readTemplates(folder, '.md');
  const count = Math.max(0, target - templates.length);
  for (let n = 1; n <= count; n++) {
    const [, text] = templates[(n - 1) % templates.length] ?? [];
    if (text === undefined) break;
    await writeFile(
      path.join(folder, `bench-guide-${String(n).padStart(4, '0')}.md`),
      syntheticGuide(text, n),
    );
  }
  return count;
}

/**
 * Adds synthetic providers to `<root>/content/vpn-services` until it holds `target`, each with its template's
 * editorial review copied to content/vpn-reviews/<slug>.mdx (a provider page requires one) and its template's
 * sources: every source in content/sources.json that states facts for the template states the same for the copy
 * (a provider file may cite a source only for what it states). Ids continue after the highest real id. Returns how
 * many were added.
 */
export async function addProviders(root: string, target: number): Promise<number> {
  const services = path.join(root, 'content', 'vpn-services');
  const reviews = path.join(root, 'content', 'vpn-reviews');
  const templates = (await readTemplates(services, '.json')).map(([slug, text]) => ({
    slug,
    data: JSON.parse(text) as Record<string, unknown>,
  }));
  const nextId = Math.max(...templates.map((t) => Number(t.data['id']))) + 1;
  const count = Math.max(0, target - templates.length);
  const copies: [string, string][] = [];
  for (let n = 1; n <= count; n++) {
    const template = templates[(n - 1) % templates.length];
    if (!template) break;
    const slug = `bench-vpn-${String(n).padStart(3, '0')}`;
    await writeFile(
      path.join(services, `${slug}.json`),
      JSON.stringify(syntheticProvider(template.data, n, nextId + n - 1), null, 2),
    );
    await writeFile(
      path.join(reviews, `${slug}.mdx`),
      await readFile(path.join(reviews, `${template.slug}.mdx`), 'utf8'),
    );
    copies.push([slug, template.slug]);
  }
  await shareSources(path.join(root, 'content', 'sources.json'), copies);
  return count;
}

/** In the source registry at `file`, each [copy, template] pair: the copy's `states` become the template's. */
async function shareSources(file: string, copies: readonly [string, string][]): Promise<void> {
  const sources = JSON.parse(await readFile(file, 'utf8')) as { states?: Record<string, string[]> }[];
  for (const source of sources)
    for (const [copy, template] of copies) {
      const states = source.states?.[template];
      if (source.states && states) source.states[copy] = states;
    }
  await writeFile(file, JSON.stringify(sources, null, 2));
}
