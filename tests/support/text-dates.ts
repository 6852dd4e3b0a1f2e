/**
 * Test-only: the dates a content file's text earns from git, by the rule every page follows: published on its
 * first commit, updated on the last commit that changed its text. A change that only touches the `publishedAt` or
 * `updatedAt` lines, or only reflows whitespace and table rules (a formatter's pass), is not a text change.
 * Uncommitted text changes count as a change today, so an editor's test run agrees with the commit to come.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The text of a content file as a reader gets it, for comparing versions: no date lines, no layout. */
function textOf(file: string): string {
  return file
    .replace(/^(?:publishedAt|updatedAt):.*$/gm, '')
    .replace(/\s+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/[*_]/g, '');
}

const git = (...args: string[]): string =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The file at a commit, or undefined where it did not exist. */
function fileAt(commit: string, path: string): string | undefined {
  try {
    return git('show', `${commit}:${path}`);
  } catch {
    return undefined;
  }
}

/** Whether this checkout has the history the dates come from (a shallow clone does not). */
export function hasFullHistory(): boolean {
  try {
    return git('rev-parse', '--is-shallow-repository').trim() === 'false';
  } catch {
    return false;
  }
}

/** YYYY-MM-DD of a first publication and of the last text change (the same day for a file never changed). */
export interface TextDates {
  published: string;
  lastTextChange: string;
}

/** The dates `path` (relative to the repository root) earns from its history and the working tree. */
export function textDates(path: string, today: string = new Date().toISOString().slice(0, 10)): TextDates {
  const log = git('log', '--no-merges', '--format=%H %as', '--', path)
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit = '', date = ''] = line.split(' ');
      return { commit, date };
    });
  const first = log.at(-1);
  if (!first) return { published: today, lastTextChange: today };
  const head = fileAt('HEAD', path);
  if (head === undefined || textOf(readFileSync(path, 'utf8')) !== textOf(head))
    return { published: first.date, lastTextChange: today };
  const changed = log.find(({ commit }) => {
    const before = fileAt(`${commit}^`, path);
    const after = fileAt(commit, path);
    return before === undefined || after === undefined || textOf(before) !== textOf(after);
  });
  return { published: first.date, lastTextChange: (changed ?? first).date };
}
