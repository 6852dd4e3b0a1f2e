/**
 * Every CLI refuses a bad argument as the editors' and operators' docs say: one line on stderr saying what is
 * wrong, ending with the command's usage where the slip is in the command line itself, and exit code 2 (1 is the
 * command's own "no"). Each case runs the command as `npm run` does, from the project folder.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Where each command's file is: the operators' commands in scripts/, the measurements in tests/bench/. */
const FOLDER: Record<string, string> = {
  bench: 'tests/bench',
  lighthouse: 'tests/bench',
  'compare-peer': 'tests/bench',
};

/** `tsx <folder>/<script>.ts <args>` with `env` added: exit code and what it printed. */
async function cli(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `${FOLDER[script] ?? 'scripts'}/${script}.ts`, ...args],
      {
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const MODERATE =
  'Usage: npm run moderate -- list [--status pending|published|rejected] [--limit <n>] | approve <reviewId> [--verified] | reject <reviewId> --reason "..." [--url <site>] (--help for more)';
const BENCH =
  'Usage: npm run bench [-- --only build,large,api,kill] [--runs <n>] [--skip-large] [--duration <s>] [--smoke] (--help for more)';
const SERVE =
  'Usage: npm run serve (no arguments: PORT, HOST and TRUSTED_PROXIES, in the environment or .env, pick the port, address and trusted proxies)';
const CONTENT_CHECK =
  'Usage: npm run content:check [-- --as-of YYYY-MM-DD] [--content <folder> | --services <folder>]';
const FACTS =
  'Usage: npm run facts -- check <provider> <group> --source <url> [--date YYYY-MM-DD] | npm run facts -- due [--as-of YYYY-MM-DD] | npm run facts -- guide <provider> | npm run facts -- coverage';
const LIGHTHOUSE =
  'Usage: npm run test:lighthouse (after npm run build; no arguments: LIGHTHOUSE_RUNS in the environment sets the runs per page)';
const COMPARE_PEER = 'Usage: npm run compare:peer -- <peer dist folder> (after npm run build)';

describe('a CLI given a bad argument', () => {
  // The messages of each refusal are checked beside each command's reader (moderate.test.ts, bench-options.test.ts,
  // serve-start.test.ts, content-check.test.ts, facts.test.ts); here, that each command prints one and exits 2, and
  // the messages of the Lighthouse and peer scripts, which have no reader of their own.
  it.each([
    ['moderate', ['lst'], `Unknown command "lst". ${MODERATE}`],
    ['bench', ['--only', 'nope'], `Unknown step "nope": the steps are build, large, api, kill. ${BENCH}`],
    ['serve', ['--bogus'], `Unknown option '--bogus'. ${SERVE}`],
    ['content-check', ['--bogus'], `Unknown option '--bogus'. ${CONTENT_CHECK}`],
    ['content-check', ['--as-of', '2026-02-30'], '--as-of wants a date like 2026-12-31, not "2026-02-30"'],
    ['facts', ['audit'], `Unknown command "audit". ${FACTS}`],
    ['facts', ['due', '--as-of', '2026-02-30'], '--as-of wants a date like 2026-12-31, not "2026-02-30"'],
    ['lighthouse', ['--bogus'], `Unknown option '--bogus'. ${LIGHTHOUSE}`],
    ['lighthouse', ['reports'], `Unexpected argument 'reports'. ${LIGHTHOUSE}`],
    ['compare-peer', [], `No peer folder. ${COMPARE_PEER}`],
    ['compare-peer', ['src'], `src is no built site (it holds no index.html). ${COMPARE_PEER}`],
    ['compare-peer', ['dist', 'more'], `Unexpected argument 'more'. ${COMPARE_PEER}`],
  ])('npm run %s -- %j: one line and exit code 2', async (script, args, line) => {
    expect(await cli(script, args, { MODERATION_TOKEN: 'any-token' })).toEqual({
      code: 2,
      stdout: '',
      stderr: `${line}\n`,
    });
  });

  it('npm run serve refuses a PORT that is no port number, before looking for a build', async () => {
    expect(await cli('serve', [], { PORT: 'abc' })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'PORT wants a port number from 0 to 65535, not "abc"\n',
    });
  });
});
