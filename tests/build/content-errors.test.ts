/**
 * A build that fails on a content file says so first: the first error line names the file, then the line and
 * column, then the field of a value against the schema, never "Unable to load your Astro config".
 * Each case builds a temporary copy of the project with one broken file; the build stops within seconds. The
 * other rules give their messages through the same check (config/provider-files.test.ts shows each message).
 */
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildEditedCopy, editJson, type Edit } from './edited-copy';

const FILE = 'content/vpn-services/nordvpn.json';

/** The output of a build of the copy with `edit`, which must fail. */
async function failedBuild(edit: Edit): Promise<string[]> {
  const built = await buildEditedCopy([edit]).then(
    async (site) => {
      await site.cleanup();
      return null;
    },
    (error: unknown) => stripVTControlCharacters(String(error)),
  );
  if (built === null) throw new Error('the build of a broken content file succeeded');
  // The first line is buildEditedCopy's own ("The edited copy did not build:"); Astro's error output follows.
  return built.split('\n').slice(1);
}

/** The first line that reports an error. */
const firstError = (lines: string[]) => lines.find((l) => /\[ERROR\]|Error\b|error:/i.test(l)) ?? '';

describe('a build with a broken provider file', () => {
  it('names the file, line and column of a JSON syntax error first', async () => {
    const lines = await failedBuild({
      file: FILE,
      change: (text) => (text ?? '').replace('"deviceLimit": 10,', '"deviceLimit": 10,,'),
    });
    expect(firstError(lines)).toMatch(/content\/vpn-services\/nordvpn\.json:\d+:\d+: not valid JSON/);
    expect(lines.join('\n')).not.toContain('Unable to load your Astro config');
    expect(lines.join('\n')).not.toContain('Required');
  });

  it('names the file, line, column and field of a value against the schema first', async () => {
    const lines = await failedBuild(
      editJson(FILE, (data) => {
        data.serverCount = 'lots';
      }),
    );
    expect(firstError(lines)).toContain(
      'content/vpn-services/nordvpn.json:14:3: serverCount: Invalid input: expected number, received string',
    );
    expect(lines.join('\n')).not.toContain('Unable to load your Astro config');
  });
});

describe('a build with a broken review', () => {
  it('names the file, line and column of an MDX slip first, not the page that failed to render', async () => {
    const lines = await failedBuild({
      file: 'content/vpn-reviews/nordvpn.mdx',
      change: (text) =>
        (text ?? '').replace('## Speed and Performance', 'A stray { brace\n\n## Speed and Performance'),
    });
    expect(firstError(lines)).toContain(
      'content/vpn-reviews/nordvpn.mdx:7:9: not valid MDX: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    );
    expect(lines.join('\n')).not.toContain('Caught error rendering');
  });
});
