/**
 * The rule "no raw token in any output" at build: a copy of the project whose provider file puts a token in a
 * field that is shown as written (the badge beside the name, which no token code reads) must fail to build, and
 * the error names the built files and the token. The scan itself is tested in src/lib/raw-tokens.test.ts.
 */
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEditedCopy, editJson } from './edited-copy';

describe('a build whose output would show a raw token', () => {
  let error: string;

  beforeAll(async () => {
    error = await buildEditedCopy([
      editJson('content/vpn-services/nordvpn.json', (data) => {
        data.badge = '[[servers]] SERVERS';
      }),
    ]).then(
      async (site) => {
        await site.cleanup();
        return 'the build succeeded';
      },
      (e: unknown) => stripVTControlCharacters(String(e)),
    );
  });

  it('fails, naming each file and the token', () => {
    expect(error).toContain('unresolved text token');
    expect(error).toContain('vpn/nordvpn.html: [[servers]]');
  });
});
