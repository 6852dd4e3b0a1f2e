/**
 * Reads the fact ledger from git at build: the commits that changed `content/vpn-services/*.json` or the
 * source registry on the published line (first parents from HEAD), each file's text before and after (one
 * `git log` of full-file diffs, which a blobless clone fetches in one batch), and for each merge that brought
 * a change the commits it brought in. A shallow clone or a copy outside any repository gives a note instead
 * of failing the build.
 */
import { execFile } from 'node:child_process';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inlineSources } from '../lib/fact-ledger';
import {
  HISTORY_NOTES,
  ledgerEntries,
  repositoryUrlFromEnv,
  type ChangeEntry,
  type CommitDiff,
  type FactLedger,
  type FileDiff,
} from '../lib/fact-history';
import type { FactValue } from '../lib/fact-ledger';

const run = promisify(execFile);

/** The folder whose history the ledger reads, relative to the repository's root. */
const SERVICES_PATH = 'content/vpn-services';

/** The source registry, whose history the ledger reads beside the folder: facts cite its sources by id. */
const SOURCES_PATH = 'content/sources.json';

/** The slug parsePatch gives the source registry's diff (no provider file can be named so). */
export const SOURCES_SLUG = '#sources';

/** Options that make git's output the same whatever the user's configuration says. */
const PLAIN_GIT = [
  'core.quotePath=false',
  'diff.noprefix=false',
  'diff.mnemonicPrefix=false',
  'diff.suppressBlankEmpty=false',
  'log.showSignature=false',
].flatMap((option) => ['-c', option]);

/** Runs git in `cwd` and resolves with its standard output. Rejects with git's own message on failure. */
async function git(cwd: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run('git', [...PLAIN_GIT, ...args], {
    cwd,
    maxBuffer: 512 * 1024 * 1024,
    encoding: 'utf8',
  });
  return stdout;
}

/** Where the build has its history: `null` if it can read it, else why not. */
async function historyProblem(root: string): Promise<keyof typeof HISTORY_NOTES | null> {
  let out: string;
  try {
    out = await git(root, ['rev-parse', '--show-toplevel', '--is-shallow-repository']);
  } catch {
    // Not a repository, or no git at all: a copy of the files.
    return 'no-repository';
  }
  const [top = '', shallow] = out.trim().split('\n');
  // A copy of the project inside some other repository (a temporary folder under a checkout) is not this history.
  if ((await realpath(top)) !== (await realpath(root))) return 'no-repository';
  return shallow === 'true' ? 'shallow' : null;
}

/** What separates commits (NUL, `%x00`) and a commit's header fields (unit separator, `%x1f`) in `logDiffs`. */
const RECORD = '\u0000';
const FIELD = '\u001f';

/**
 * `git log` of the provider files with full-file diffs against each commit's first parent, parsed. `range` is
 * what to log ("HEAD" with first parents only, or "<parent>..<merge>").
 */
async function logDiffs(root: string, range: readonly string[]): Promise<CommitDiff[]> {
  const out = await git(root, [
    'log',
    ...range,
    '--diff-merges=first-parent',
    '--patch',
    '--unified=100000000',
    '--no-renames',
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    '--format=%x00%H%x1f%cI%x1f%P',
    '--',
    SERVICES_PATH,
    SOURCES_PATH,
  ]);
  return out.split(RECORD).slice(1).map(parseCommit);
}

/** One record of `logDiffs`: the header line (hash, committer date, parents), then the patch. */
function parseCommit(record: string): CommitDiff {
  const [header = '', ...lines] = record.split('\n');
  const [hash = '', date = '', parents = ''] = header.split(FIELD);
  return {
    hash,
    date: new Date(date),
    parents: parents.split(' ').filter(Boolean),
    files: parsePatch(lines),
  };
}

/**
 * The provider files (and the source registry, as SOURCES_SLUG) of a full-context patch with both texts:
 * before is its context and removed lines, after its context and added lines.
 */
export function parsePatch(lines: readonly string[]): FileDiff[] {
  const files: { path: string; before: string[] | null; after: string[] | null; inHunk: boolean }[] = [];
  let file: (typeof files)[number] | undefined;
  for (const line of lines) {
    if (line.startsWith('diff --git ')) {
      file = { path: '', before: [], after: [], inHunk: false };
      files.push(file);
    } else if (!file) continue;
    else if (!file.inHunk && line.startsWith('--- ')) {
      if (line === '--- /dev/null') file.before = null;
      else file.path = line.slice('--- a/'.length);
    } else if (!file.inHunk && line.startsWith('+++ ')) {
      if (line === '+++ /dev/null') file.after = null;
      else file.path = line.slice('+++ b/'.length);
    } else if (line.startsWith('@@ ')) file.inHunk = true;
    else if (file.inHunk && !line.startsWith('\\')) {
      const text = line.slice(1);
      if (!line.startsWith('+')) file.before?.push(text);
      if (!line.startsWith('-')) file.after?.push(text);
    }
  }
  const inFolder = new RegExp(`^${SERVICES_PATH}/([^/]+)\\.json$`);
  return files.flatMap((f) => {
    const slug = f.path === SOURCES_PATH ? SOURCES_SLUG : inFolder.exec(f.path)?.[1];
    if (!slug) return [];
    return [{ slug, before: f.before?.join('\n') ?? null, after: f.after?.join('\n') ?? null }];
  });
}

/**
 * The commits with each provider file's `source` ids resolved against the same commit's registry
 * (inlineSources); a registry change becomes a change of every provider file as it stood, and its own diff is
 * dropped. `start` (the registry and provider texts before the first commit) is updated as the commits are
 * walked, oldest first.
 */
export function resolveSourceIds(
  commits: readonly CommitDiff[],
  start: { registry: string | null; texts: Map<string, string | null> } = {
    registry: null,
    texts: new Map(),
  },
): CommitDiff[] {
  let registry = start.registry;
  const texts = start.texts;
  return commits.map((commit) => {
    const before = registry;
    const changed = commit.files.find((f) => f.slug === SOURCES_SLUG);
    if (changed) registry = changed.after;
    const own = commit.files.filter((f) => f.slug !== SOURCES_SLUG);
    for (const f of own) texts.set(f.slug, f.after);
    const slugs = changed ? [...texts.keys()] : own.map((f) => f.slug);
    const files = slugs.flatMap((slug): FileDiff[] => {
      const file = own.find((f) => f.slug === slug);
      const after = texts.get(slug) ?? null;
      if (!file && after === null) return [];
      return [
        {
          slug,
          before: inlineSources(file ? file.before : after, before),
          after: inlineSources(after, registry),
        },
      ];
    });
    return { ...commit, files };
  });
}

/**
 * The ledger of the repository at `root` (where Astro builds from). Warnings (a past version that is not
 * JSON) go to `warn`. Throws when git fails in a full repository, or when PUBLIC_REPOSITORY_URL is malformed.
 */
export async function readFactLedger(
  root: string = process.cwd(),
  {
    env = process.env,
    warn = console.warn,
  }: { env?: NodeJS.ProcessEnv; warn?: (message: string) => void } = {},
): Promise<FactLedger> {
  const repositoryUrl = repositoryUrlFromEnv(env);
  const problem = await historyProblem(root);
  if (problem) return { entries: [], note: HISTORY_NOTES[problem], repositoryUrl };

  const logged = (await logDiffs(root, ['--first-parent', 'HEAD'])).reverse();
  // The registry and provider texts before each commit, so a merged branch resolves from where it left.
  const states = new Map<string, { registry: string | null; texts: Map<string, string | null> }>();
  const walk = { registry: null as string | null, texts: new Map<string, string | null>() };
  const mainline = logged.flatMap((commit) => {
    states.set(commit.hash, { registry: walk.registry, texts: new Map(walk.texts) });
    const [resolved] = resolveSourceIds([commit], walk);
    const registry = commit.files.find((f) => f.slug === SOURCES_SLUG);
    if (registry) walk.registry = registry.after;
    return resolved ? [resolved] : [];
  });
  // Credit needs the merged branch's own commits, read only for the merges that brought a change of a fact.
  const uncredited = ledgerEntries({ mainline, merged: new Map() });
  const merges = mainline.filter(
    (c) => c.parents.length > 1 && uncredited.entries.some((e) => e.hash === c.hash),
  );
  const merged = new Map(
    await Promise.all(
      merges.map(async (m) => {
        const brought = (await logDiffs(root, [`${m.parents[0] ?? ''}..${m.hash}`])).reverse();
        const from = states.get(m.hash);
        const own = resolveSourceIds(
          brought.filter((c) => c.hash !== m.hash),
          { registry: from?.registry ?? null, texts: new Map(from?.texts) },
        );
        return [m.hash, own] as const;
      }),
    ),
  );
  const { entries, warnings } = merged.size > 0 ? ledgerEntries({ mainline, merged }) : uncredited;
  for (const w of warnings) warn(`[fact ledger] ${w}`);
  return { entries: unlinkRetired(entries, await linkableSources(root)), note: null, repositoryUrl };
}

/** The addresses the site still links as sources: every source of today's registry that is not withdrawn. */
async function linkableSources(root: string): Promise<ReadonlySet<string>> {
  try {
    const registry: unknown = JSON.parse(await readFile(path.join(root, SOURCES_PATH), 'utf8'));
    return new Set(
      (Array.isArray(registry) ? registry : []).flatMap((s: unknown) =>
        typeof s === 'object' && s !== null && 'url' in s && !('withdrawn' in s) ? [String(s.url)] : [],
      ),
    );
  } catch {
    return new Set();
  }
}

/** The entries with a source linked only where the site still stands behind it (a check keeps its link). */
function unlinkRetired(entries: readonly ChangeEntry[], linkable: ReadonlySet<string>): ChangeEntry[] {
  const keep = (v: FactValue | null) =>
    v?.href === undefined || v.parts.state !== 'sourced' || linkable.has(v.href)
      ? v
      : { ...v, href: undefined };
  return entries.map((e) => ({
    ...e,
    changes: e.changes.map((c) => ({ ...c, old: keep(c.old), new: keep(c.new) })),
  }));
}

let cached: Promise<FactLedger> | undefined;

/** The ledger of the project being built (the working directory), read once per build; logs what it found. */
export function factLedger(): Promise<FactLedger> {
  cached ??= (async () => {
    const started = performance.now();
    const ledger = await readFactLedger(path.resolve(process.cwd()));
    const changes = ledger.entries.reduce((n, e) => n + e.changes.length, 0);
    const found =
      ledger.note ?? `${String(changes)} changes in ${String(ledger.entries.length)} commit entries`;
    console.info(`[fact ledger] ${found} (${(performance.now() - started).toFixed(0)} ms)`);
    return ledger;
  })();
  return cached;
}
