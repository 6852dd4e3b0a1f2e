/**
 * Dates are true dates: every page of text in content/pages and content/guides shows `publishedAt` = the day of
 * its first commit and `updatedAt` = the day its text last changed after that (absent when it never did), read
 * from git. A shallow clone has no history to read, so there the test is skipped with that reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasFullHistory, textDates } from '../support/text-dates';

const FILES = ['content/pages', 'content/guides'].flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${dir}/${file}`),
);

/** The YYYY-MM-DD value of a frontmatter date line, or undefined. */
function frontMatterDate(path: string, key: 'publishedAt' | 'updatedAt'): string | undefined {
  const head = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path, 'utf8'))?.[1] ?? '';
  return new RegExp(`^${key}:\\s*["']?(\\d{4}-\\d{2}-\\d{2})`, 'm').exec(head)?.[1];
}

describe.skipIf(!hasFullHistory())(
  'page dates from git (needs the full history, not a shallow clone)',
  () => {
    it.each(FILES)('%s is dated by its first commit and its last text change', (path) => {
      const { published, lastTextChange } = textDates(path);
      expect(frontMatterDate(path, 'publishedAt'), 'publishedAt: the day of the first commit').toBe(
        published,
      );
      expect(
        frontMatterDate(path, 'updatedAt'),
        'updatedAt: the day of the last commit that changed the text, or none',
      ).toBe(lastTextChange === published ? undefined : lastTextChange);
    });
  },
);
