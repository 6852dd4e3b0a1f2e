import { describe, expect, it } from 'vitest';
import { parseOptions } from './bench-options';

const USAGE =
  'Usage: npm run bench [-- --only build,large,api,kill] [--runs <n>] [--skip-large] [--duration <s>] [--smoke] (--help for more)';

describe('npm run bench reads its command line', () => {
  it('runs the default steps, or those --only names, without the large site when asked', () => {
    expect([...(parseOptions([])?.steps ?? [])]).toEqual(['build', 'large', 'api']);
    expect([...(parseOptions(['--only', 'kill', '--runs', '3'])?.steps ?? [])]).toEqual(['kill']);
    expect([...(parseOptions(['--skip-large'])?.steps ?? [])]).toEqual(['build', 'api']);
    expect(parseOptions(['--help'])).toBeUndefined();
  });

  it.each([
    [['--bogus'], `Unknown option '--bogus'. ${USAGE}`],
    [['--only', 'nope'], `Unknown step "nope": the steps are build, large, api, kill. ${USAGE}`],
    [['--duration', '0'], `--duration wants a number of seconds above 0, not "0". ${USAGE}`],
    [['--duration', 'soon'], `--duration wants a number of seconds above 0, not "soon". ${USAGE}`],
    [['--runs', '1.5'], `--runs wants a whole number from 1, not "1.5". ${USAGE}`],
    [['--smoke', '--runs', '3'], `--smoke takes no other options (--runs). ${USAGE}`],
    [['extra'], `Unexpected argument 'extra'. ${USAGE}`],
  ])('refuses %j in one line that ends with the usage', (argv, line) => {
    expect(() => parseOptions(argv)).toThrow(line);
  });
});
