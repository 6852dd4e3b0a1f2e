/**
 * The fact ledger over time: from the commits that changed provider files to one entry per commit and provider
 * ("NordVPN on November 24, 2026: servers 7,900+ → 8,000+"), and the forms pages, the feed and the history CSV
 * take. Pure: the git reading is in src/data/ledger-from-git.ts.
 */
import { isoDate } from './format';
import {
  compareSnapshots,
  sameValue,
  snapshotFacts,
  type FactChange,
  type FactSnapshot,
  type FactValue,
} from './fact-ledger';
import { toCsv } from './open-data';

/** One provider file as a commit changed it: its text before and after (`null` where the file did not exist). */
export interface FileDiff {
  slug: string;
  before: string | null;
  after: string | null;
}

/** A commit that changed provider files: full hash, committer date, parent hashes, the files. */
export interface CommitDiff {
  hash: string;
  date: Date;
  parents: readonly string[];
  files: readonly FileDiff[];
}

/** What the ledger is built from. */
export interface LedgerInput {
  /** The commits of the published line (first parents from HEAD) that changed provider files, oldest first. */
  mainline: readonly CommitDiff[];
  /** For each merge on that line (by hash): the commits it brought in that changed provider files. */
  merged: ReadonlyMap<string, readonly CommitDiff[]>;
}

/** The changes one commit made to one provider's facts. */
export interface ChangeEntry {
  slug: string;
  /** The provider's name after the change. */
  name: string;
  /** The commit that made the change: full hash and committer date (UTC). */
  hash: string;
  date: Date;
  /** Prices first, then figures, then states. */
  changes: FactChange[];
}

/** The ledger as pages read it. */
export interface FactLedger {
  /** Every change, newest first. */
  entries: ChangeEntry[];
  /** Set when the build has no history to read: the sentence pages show instead of changes. */
  note: string | null;
  /** The repository's public web address, for links to commits; null = show the short hash as text. */
  repositoryUrl: string | null;
}

/** Why a build has no history, in the words pages show. */
export const HISTORY_NOTES = {
  shallow: 'History not available in this build: the repository was cloned without history.',
  'no-repository':
    'History not available in this build: the site was built from a copy of its files, without the repository.',
} as const;

/** Parses a file's text; `undefined` when there is no file or it is not JSON (`onBad` is told). */
function readSnapshot(
  slug: string,
  text: string | null,
  onBad: () => void,
  asOf?: Date,
): FactSnapshot | undefined {
  if (text === null) return undefined;
  try {
    return snapshotFacts(JSON.parse(text), slug, asOf);
  } catch {
    onBad();
    return undefined;
  }
}

/**
 * One entry per commit and provider, newest first, each file compared with its last readable version (a
 * commit that broke its JSON is warned about and skipped). A change a merge brought is credited to the newest
 * merged commit that set the same new value, with its date; one no merged commit made stays with the merge.
 */
export function ledgerEntries(input: LedgerInput): { entries: ChangeEntry[]; warnings: string[] } {
  const warnings: string[] = [];
  const bad = (slug: string, hash: string) => () =>
    warnings.push(
      `content/vpn-services/${slug}.json at ${hash.slice(0, 7)} is not valid JSON: the ledger skips that version`,
    );
  const current = new Map<string, FactSnapshot>();
  const found: { entry: ChangeEntry; position: number }[] = [];

  input.mainline.forEach((commit, position) => {
    for (const file of commit.files) {
      if (file.after === null) {
        current.delete(file.slug);
        continue;
      }
      const after = readSnapshot(file.slug, file.after, bad(file.slug, commit.hash), commit.date);
      if (!after) continue;
      for (const problem of after.problems)
        warnings.push(`content/vpn-services/${file.slug}.json at ${commit.hash.slice(0, 7)}: ${problem}`);
      const changes = compareSnapshots(current.get(file.slug), after);
      current.set(file.slug, after);
      if (changes.length === 0) continue;
      const credited = creditMergedCommits(file.slug, changes, input.merged.get(commit.hash) ?? []);
      for (const [source, list] of credited)
        found.push({
          entry: {
            slug: file.slug,
            name: after.name,
            hash: source?.hash ?? commit.hash,
            date: source?.date ?? commit.date,
            changes: list,
          },
          position,
        });
    }
  });
  const entries = found
    .sort(
      (a, b) =>
        b.position - a.position ||
        b.entry.date.getTime() - a.entry.date.getTime() ||
        a.entry.slug.localeCompare(b.entry.slug),
    )
    .map((f) => f.entry);
  return { entries, warnings };
}

/** `changes` grouped by the merged commit that made each (undefined = the merge itself), in `changes` order. */
function creditMergedCommits(
  slug: string,
  changes: readonly FactChange[],
  merged: readonly CommitDiff[],
): Map<CommitDiff | undefined, FactChange[]> {
  const own = [...merged]
    .filter((c) => c.files.some((f) => f.slug === slug))
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .map((commit) => {
      const file = commit.files.find((f) => f.slug === slug);
      const read = (text: string | null) => readSnapshot(slug, text, () => undefined, commit.date);
      return { commit, changes: file ? compareSnapshots(read(file.before), read(file.after)) : [] };
    });
  const groups = new Map<CommitDiff | undefined, FactChange[]>();
  for (const change of changes) {
    const source = own.find((o) =>
      o.changes.some((c) => c.key === change.key && sameValue(c.new, change.new)),
    );
    const list = groups.get(source?.commit) ?? [];
    list.push(change);
    groups.set(source?.commit, list);
  }
  return groups;
}

/** How many changed figures a provider page lists (the rest on /changes/{slug}): it stays within 14 KB. */
export const PROVIDER_PAGE_CHANGES = 1;

/** How many of each provider's newest changed figures /changes lists; the rest are on /changes/{slug}. */
export const CHANGES_PAGE_LATEST = 3;

/** Where every change to one provider's figures is listed: /changes/{slug}. */
export const providerChangesHref = (slug: string) => `/changes/${slug}`;

/** The newest `limit` changes of a provider's `entries` (newest first); `total` counts every change. */
export function latestChanges(
  entries: readonly ChangeEntry[],
  limit: number = PROVIDER_PAGE_CHANGES,
): { shown: ChangeEntry[]; total: number } {
  const shown: ChangeEntry[] = [];
  let room = limit;
  for (const entry of entries) {
    if (room === 0) break;
    shown.push({ ...entry, changes: entry.changes.slice(0, room) });
    room -= Math.min(room, entry.changes.length);
  }
  return { shown, total: entries.reduce((sum, e) => sum + e.changes.length, 0) };
}

/** A provider's entries split into price changes and the rest, each newest first; empty entries dropped. */
export function splitPrices(entries: readonly ChangeEntry[]): {
  prices: ChangeEntry[];
  others: ChangeEntry[];
} {
  const part = (keep: (c: FactChange) => boolean) =>
    entries.map((e) => ({ ...e, changes: e.changes.filter(keep) })).filter((e) => e.changes.length > 0);
  return { prices: part((c) => c.kind === 'price'), others: part((c) => c.kind !== 'price') };
}

/** The first 7 characters of a commit hash, as shown beside a change. */
export const shortHash = (hash: string) => hash.slice(0, 7);

/** The page of a commit in the repository's web interface, or null when the repository's address is unknown. */
export function commitUrl(repositoryUrl: string | null, hash: string): string | null {
  return repositoryUrl === null ? null : `${repositoryUrl}/commit/${hash}`;
}

/**
 * The repository's public web address from `PUBLIC_REPOSITORY_URL` ("https://github.com/owner/repo"), without
 * a trailing slash or ".git"; null when unset or blank.
 * @throws Error when it is not an https address or carries credentials, a query or a fragment.
 */
export function repositoryUrlFromEnv(env: Readonly<Record<string, string | undefined>>): string | null {
  const value = env.PUBLIC_REPOSITORY_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `PUBLIC_REPOSITORY_URL must be a web address like https://github.com/owner/repo, got "${value}"`,
    );
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash)
    throw new Error(
      `PUBLIC_REPOSITORY_URL must be the repository's public https address, with no credentials or query, got "${value}"`,
    );
  return url.href.replace(/\/+$/, '').replace(/\.git$/, '');
}

/** A value as the CSV and the feed write it: the text, then the page it names; "" where not in our data. */
function valueText(value: FactValue | null): string {
  if (value === null) return '';
  return value.href ? `${value.text} ${value.href}` : value.text;
}

/** A value as a sentence says it: its words (a source by name and date, never its address); "not in our data" for none. */
const spokenValue = (value: FactValue | null) => (value === null ? 'not in our data' : value.text);

/** One change in a line of text: "Servers: 7,900+ → 8,000+". */
export const changeLine = (c: FactChange) => `${c.label}: ${spokenValue(c.old)} → ${spokenValue(c.new)}`;

/**
 * The history CSV, one row per change, newest first: provider slug, fact id ("plan:2-Year Basic"), old and
 * new value as pages show them ("" where not in our data), the commit's day (YYYY-MM-DD, UTC) and full hash.
 * A build without history writes one column, "note", holding `note`, so an empty table never reads as
 * "nothing changed".
 */
export function historyCsv(entries: readonly ChangeEntry[], note: string | null = null): string {
  if (note !== null) return toCsv([['note'], [note]]);
  return toCsv([
    ['provider', 'fact', 'old', 'new', 'date', 'commit'],
    ...entries.flatMap((e) =>
      e.changes.map((c) => [e.slug, c.key, valueText(c.old), valueText(c.new), isoDate(e.date), e.hash]),
    ),
  ]);
}
