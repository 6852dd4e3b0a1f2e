/**
 * Reads `content/vpn-services/*.json` with the collection's own schema, for Node tools outside Astro, and
 * checks what no single file's schema can (checkContent). A bad file throws a ContentFileError: file, line
 * and column, then the field.
 */
import { ownershipCycles } from '../src/lib/owners';
import { deadProviderLinks } from '../src/lib/provider-links';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonc from 'jsonc-parser';
import { isMap, isScalar, parseDocument } from 'yaml';
import type { z } from 'astro/zod';
import { CONTENT_LISTS } from '../src/data/content-lists';
import { guideSchema, pageSchema, vpnReviewSchema, vpnServiceSchema } from '../src/lib/schemas';
import {
  evidenceProblems,
  sourceRegistry,
  type PublisherRecord,
  type SourceRecord,
  type SourceRegistry,
} from '../src/lib/evidence';
import { publishServices, type VpnService, type VpnServiceFile } from '../src/lib/vpn-service';
import { mdxProblems, type Place, type Problem } from './mdx-check';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONTENT_DIR = path.join(PROJECT_ROOT, 'content');
const SERVICES_DIR = path.join(CONTENT_DIR, 'vpn-services');

/**
 * A content file an editor must fix: one line per problem, `file:line:column: what is wrong` (the file
 * relative to the project). `loc` is the shape Astro's error display reads, with the absolute path.
 */
export class ContentFileError extends Error {
  readonly loc: { file: string; line?: number; column?: number };

  constructor(file: string, problems: readonly (string | Problem)[], place?: Place) {
    const relative = path.relative(process.cwd(), file);
    const shown = relative.startsWith('..') ? file : relative;
    const listed = problems.map((p) => (typeof p === 'string' ? { message: p, place } : p));
    const at = (p: Problem | undefined) =>
      p?.place ? `${shown}:${String(p.place.line)}:${String(p.place.column)}` : shown;
    super(listed.length === 0 ? `${shown}: invalid` : listed.map((p) => `${at(p)}: ${p.message}`).join('\n'));
    this.name = 'ContentFileError';
    this.loc = { file, ...(listed[0]?.place ?? place) };
  }
}

/** Throws the first of `failed` with every later one's lines added to its message (if any failed). */
function throwAll(failed: readonly ContentFileError[]): void {
  const [first] = failed;
  if (!first) return;
  first.message = failed.map((e) => e.message).join('\n');
  throw first;
}

/** Keeps a ContentFileError in `failed` for throwAll; rethrows anything else at once (a bug, not a slip). */
function keepSlip(error: unknown, failed: ContentFileError[]): void {
  if (!(error instanceof ContentFileError)) throw error;
  failed.push(error);
}

/** One schema issue as an editor reads it: the path (an unknown field's parent's), then the message. */
function issueLine(issue: z.core.$ZodIssue): string {
  const at = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return at ? `${at}.${issue.message}` : issue.message;
  return `${at || '(the whole file)'}: ${issue.message}`;
}

/** The path of the value an issue is about: an unknown field's own key rather than its parent object. */
const issueTarget = (issue: z.core.$ZodIssue): PropertyKey[] =>
  issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;

/** Where in JSON `text` the value at `at` starts (its key, for a member), else its nearest parent. */
function jsonPlace(text: string, at: readonly PropertyKey[]): Place | undefined {
  const tree = jsonc.parseTree(text);
  if (!tree) return undefined;
  for (let depth = at.length; depth >= 0; depth -= 1) {
    const node = jsonc.findNodeAtLocation(
      tree,
      at.slice(0, depth).map((k) => (typeof k === 'number' ? k : String(k))),
    );
    if (!node) continue;
    const member = node.parent?.type === 'property' ? node.parent : node;
    return placeOf(text, member.offset);
  }
  return undefined;
}

/** Line and column (from 1) of a character offset of `text`. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The JSON value of `text` (from `file`); throws a ContentFileError at a syntax error's line and column. */
function parseJsonFile(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = /at position (\d+)/.exec(message)?.[1];
    const reason = message.replace(/\s*in JSON at position \d+(?: \(line \d+ column \d+\))?/, '');
    throw new ContentFileError(
      file,
      [`not valid JSON: ${reason}`],
      offset === undefined ? undefined : placeOf(text, Number(offset)),
    );
  }
}

/**
 * The provider file `file` holding `text`, validated. Throws a ContentFileError
 * (`content/vpn-services/nordvpn.json:12:3: serverCuont: unknown field; did you mean serverCount?`).
 */
export function providerFromText(file: string, text: string): VpnServiceFile {
  const result = vpnServiceSchema.safeParse(parseJsonFile(file, text));
  if (!result.success)
    throw new ContentFileError(
      file,
      result.error.issues.map((issue) => ({
        message: issueLine(issue),
        place: jsonPlace(text, issueTarget(issue)),
      })),
    );
  return { ...result.data, slug: path.basename(file, '.json') };
}

/**
 * Every provider file, validated, in file-name order. Throws a ContentFileError naming every bad file, or on
 * two files that share an `id` or a slug compared without case (addresses are lower case).
 */
export async function readProviderFiles(dir: string = SERVICES_DIR): Promise<VpnServiceFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const read: VpnServiceFile[] = [];
  const failed: ContentFileError[] = [];
  for (const file of files)
    try {
      read.push(providerFromText(path.join(dir, file), await readFile(path.join(dir, file), 'utf8')));
    } catch (error) {
      keepSlip(error, failed);
    }
  throwAll(failed);
  const problem = duplicateProvider(read);
  if (problem) throw new ContentFileError(path.join(dir, `${problem.slug}.json`), [problem.message]);
  return read;
}

/** The sources and publishers as the collections read them, as of `today`; throws a ContentFileError. */
export async function readSourceRegistry(
  root: string = CONTENT_DIR,
  today: Date = new Date(),
): Promise<SourceRegistry> {
  const read = async <T>(list: (typeof CONTENT_LISTS)['sources' | 'publishers']): Promise<T[]> => {
    const file = path.join(root, list.file);
    const text = await readFile(file, 'utf8');
    const problems = listProblems(file, text, list);
    if (problems.length > 0) throw new ContentFileError(file, problems);
    return (list.entries(parseJsonFile(file, text)) ?? []).map((entry) => list.schema.parse(entry) as T);
  };
  return sourceRegistry(
    await read<SourceRecord>(CONTENT_LISTS.sources),
    await read<PublisherRecord>(CONTENT_LISTS.publishers),
    today,
  );
}

/** Every provider of `dir` as pages show it (tokens and sources resolved), for Node tools. */
export async function readServices(
  dir: string = SERVICES_DIR,
  today: Date = new Date(),
): Promise<VpnService[]> {
  return publishServices(await readProviderFiles(dir), await readSourceRegistry(path.dirname(dir), today));
}

/** The problems of src/lib/evidence.ts evidenceProblems, each in its file with its line and column. */
async function evidenceFileProblems(
  root: string,
  providers: readonly VpnServiceFile[],
  registry: SourceRegistry,
): Promise<ContentFileError[]> {
  const byFile = new Map<string, { at: (string | number)[]; message: string }[]>();
  const sourceIndex = new Map([...registry.sources.keys()].map((id, i) => [id, i]));
  const publisherIndex = new Map([...registry.publishers.keys()].map((id, i) => [id, i]));
  for (const { slug, path: at, message } of evidenceProblems(providers, registry)) {
    const [id, ...rest] = at;
    // A source's problem is in its list file, at its index there; a publisher's has `ownerSource` next.
    const list = rest[0] === 'ownerSource' ? CONTENT_LISTS.publishers : CONTENT_LISTS.sources;
    const file = path.join(root, slug === null ? list.file : path.join('vpn-services', `${slug}.json`));
    const index = (list === CONTENT_LISTS.publishers ? publisherIndex : sourceIndex).get(String(id)) ?? 0;
    const inFile = { at: slug === null ? [index, ...rest] : at, message };
    byFile.set(file, [...(byFile.get(file) ?? []), inFile]);
  }
  return Promise.all(
    [...byFile].map(async ([file, problems]) => {
      const text = await readFile(file, 'utf8');
      const placed = problems.map(({ at, message }) => ({
        message: `${at.map(String).join('.')}: ${message}`,
        place: jsonPlace(text, at),
      }));
      return new ContentFileError(file, placed);
    }),
  );
}

/** The first provider that reuses an earlier one's `id` or slug (without case), with its message. */
function duplicateProvider(
  providers: readonly Pick<VpnServiceFile, 'id' | 'slug'>[],
): { slug: string; message: string } | undefined {
  const ids = new Map<number, string>();
  const slugs = new Map<string, string>();
  for (const { id, slug } of providers) {
    const sameId = ids.get(id);
    if (sameId !== undefined)
      return {
        slug,
        message: `id: ${String(id)} is already used by ${sameId}.json: give each provider its own id`,
      };
    const sameSlug = slugs.get(slug.toLowerCase());
    if (sameSlug !== undefined)
      return {
        slug,
        message: `file name: ${slug}.json and ${sameSlug}.json differ only in case: one provider, one file (addresses are lower case)`,
      };
    ids.set(id, slug);
    slugs.set(slug.toLowerCase(), slug);
  }
  return undefined;
}

/** The YAML frontmatter of a Markdown file (between the first two `---` lines), and the line it starts on. */
const FRONTMATTER = /^(\uFEFF?---\r?\n)([\s\S]*?\r?\n)---/;

/**
 * The frontmatter problems of a guide or page, with line and column, read as written (YAML 1.2 keeps
 * `2026-02-30` as text, so it is refused rather than rolled over as Astro's loader would).
 */
function frontmatterProblems(text: string, schema: z.ZodType): Problem[] {
  const match = FRONTMATTER.exec(text);
  const opening = match?.[1] ?? '';
  const yaml = match?.[2] ?? '';
  const doc = parseDocument(yaml);
  if (doc.errors.length > 0)
    return doc.errors.map((error) => ({
      message: `not valid YAML: ${error.message.split('\n')[0] ?? ''}`,
      place: placeOf(text, opening.length + error.pos[0]),
    }));
  const result = schema.safeParse(doc.toJS() ?? {});
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [key] = issueTarget(issue);
    const pair = isMap(doc.contents)
      ? doc.contents.items.find((item) => isScalar(item.key) && item.key.value === key)
      : undefined;
    const start = isScalar(pair?.key) ? pair.key.range[0] : undefined;
    return {
      message: issueLine(issue),
      place: start === undefined ? undefined : placeOf(text, opening.length + start),
    };
  });
}

/**
 * The problems of a list file's JSON `text`, with path, line and column ("sections.2.items.0.qestion:
 * unknown field; did you mean question?"). Throws a ContentFileError for text that is not JSON.
 */
function listProblems(
  file: string,
  text: string,
  list: (typeof CONTENT_LISTS)[keyof typeof CONTENT_LISTS],
): Problem[] {
  const entries = list.entries(parseJsonFile(file, text));
  if (!entries) return [{ message: `(the whole file): not ${list.shape}`, place: { line: 1, column: 1 } }];
  return entries.flatMap((entry, index) =>
    (list.schema.safeParse(entry).error?.issues ?? []).map((issue) => {
      const inFile = { ...issue, path: [...list.at(index), ...issue.path] } as z.core.$ZodIssue;
      return {
        message: issueLine(inFile),
        place: jsonPlace(text, issueTarget(inFile)),
      };
    }),
  );
}

/** Every text file under content/ an editor writes (Markdown, MDX, JSON), for the checks across files. */
async function contentTextFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(md|mdx|json)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Checks the content folder `root` as written: the provider files and their owners (no cycle), each review
 * beside its provider with its MDX, the guides' and pages' frontmatter, the list files, the rules between
 * providers and sources (src/lib/evidence.ts), and no link to a provider we do not review. Throws a
 * ContentFileError naming every file with a problem, each problem with its line and column, in that order.
 */
export async function checkContent(root: string = CONTENT_DIR): Promise<VpnServiceFile[]> {
  const failed: ContentFileError[] = [];
  /** Records what `step` throws for an editor, so every file is checked before the check fails. */
  const collect = async <R>(step: () => Promise<R>): Promise<R | undefined> =>
    step().catch((error: unknown) => {
      keepSlip(error, failed);
      return undefined;
    });
  const fileProblems = (file: string, problems: readonly Problem[]) => {
    if (problems.length > 0) failed.push(new ContentFileError(file, problems));
  };
  const providers = await collect(() => readProviderFiles(path.join(root, 'vpn-services')));
  // Ownership across the files: no company under itself through other providers' records (src/lib/owners.ts).
  for (const cycle of ownershipCycles(providers ?? [])) {
    const file = path.join(root, 'vpn-services', `${cycle.slug}.json`);
    fileProblems(file, [
      {
        message: `ownership.parent: ${cycle.message}`,
        place: jsonPlace(await readFile(file, 'utf8'), ['ownership', 'parent']),
      },
    ]);
  }
  const reviews = (await readdir(path.join(root, 'vpn-reviews')))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''))
    .sort();
  // Pairing needs every provider read; with a provider file that failed, its review would look orphaned.
  const slugs = providers && new Set(providers.map((p) => p.slug));
  if (slugs) {
    for (const slug of reviews.filter((r) => !slugs.has(r)))
      fileProblems(path.join(root, 'vpn-reviews', `${slug}.mdx`), [
        {
          message: `no provider file content/vpn-services/${slug}.json: a review needs its provider (or remove the review)`,
        },
      ]);
    for (const slug of [...slugs].filter((s) => !reviews.includes(s)))
      fileProblems(path.join(root, 'vpn-services', `${slug}.json`), [
        { message: `no review content/vpn-reviews/${slug}.mdx: a provider needs its review` },
      ]);
  }
  for (const slug of reviews) {
    const file = path.join(root, 'vpn-reviews', `${slug}.mdx`);
    const text = await readFile(file, 'utf8');
    fileProblems(file, [...frontmatterProblems(text, vpnReviewSchema), ...mdxProblems(text)]);
  }
  for (const [folder, schema] of [
    ['guides', guideSchema],
    ['pages', pageSchema],
  ] as const)
    for (const name of (await readdir(path.join(root, folder))).filter((f) => f.endsWith('.md')).sort()) {
      const file = path.join(root, folder, name);
      fileProblems(file, frontmatterProblems(await readFile(file, 'utf8'), schema));
    }
  for (const list of Object.values(CONTENT_LISTS)) {
    const file = path.join(root, list.file);
    await collect(async () => {
      fileProblems(file, listProblems(file, await readFile(file, 'utf8'), list));
    });
  }
  // A link in any text to a page built per provider needs that provider's file: removing a provider and its
  // review must not leave other texts linking to a 404 (src/lib/provider-links.ts).
  if (slugs)
    for (const file of await contentTextFiles(root)) {
      const dead = deadProviderLinks(await readFile(file, 'utf8'), slugs);
      fileProblems(
        file,
        dead.map((d) => ({
          message: `a link to ${d.href}, but no provider file has the slug "${d.slug}" (content/vpn-services/${d.slug}.json): remove the link or point it at a provider we review`,
          place: { line: d.line, column: d.column },
        })),
      );
    }
  // The rules between files need every file read; with one that failed they would report what it left out.
  if (providers && failed.length === 0) {
    const registry = await collect(() => readSourceRegistry(root));
    if (registry) failed.push(...(await evidenceFileProblems(root, providers, registry)));
  }
  throwAll(failed);
  return providers ?? [];
}
