/**
 * The command line of `npm run bench` (tests/bench/bench.ts): its usage, its steps and how its options are read, so
 * a bad argument is refused before any benchmark starts.
 */
import type { ApiBenchOptions } from './bench-api';
import { ArgumentError, readCommandLine } from '../../scripts/lib/cli-args';

export const USAGE = `Usage: npm run bench [-- options]

Options:
  --only <steps>       comma-separated steps to run: build, large, api, kill (default: build, large, api;
                       api includes build; kill runs on the project's dist/: run \`npm run build\` first)
  --runs <n>           runs of the kill test (default 20)
  --skip-large         skip the large generated site (the slowest step)
  --duration <s>       seconds of load per API row (default 5)
  --smoke              a short API run on the project's dist/ (run \`npm run build\` first), as npm run test:budgets runs it`;

/** The usage in one line, ending every refusal of a bad argument. */
const USAGE_LINE =
  'Usage: npm run bench [-- --only build,large,api,kill] [--runs <n>] [--skip-large] [--duration <s>] [--smoke] (--help for more)';

type Step = 'build' | 'large' | 'api' | 'kill';
const STEPS: readonly Step[] = ['build', 'large', 'api', 'kill'];
/** What `npm run bench` runs with no --only. */
const DEFAULT_STEPS: readonly Step[] = ['build', 'large', 'api'];

/** What one run of the benchmark does. */
export interface Options {
  steps: Set<Step>;
  smoke: boolean;
  api: ApiBenchOptions;
  /** Runs of the kill test. */
  runs: number;
}

/**
 * Reads the command line: undefined for --help. Throws an ArgumentError (one line ending in the usage, exit code 2)
 * on anything it does not understand: an unknown option or step, an argument it does not take, a duration that
 * is not a number of seconds above 0, runs that are not a whole number from 1, --smoke with other options.
 */
export function parseOptions(argv: string[]): Options | undefined {
  const { values } = readCommandLine(
    {
      args: argv,
      options: {
        only: { type: 'string' },
        'skip-large': { type: 'boolean' },
        duration: { type: 'string' },
        runs: { type: 'string' },
        smoke: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    },
    USAGE_LINE,
  );
  if (values.help) return undefined;
  const refuse = (what: string) => new ArgumentError(`${what}. ${USAGE_LINE}`);
  const only = values.only?.split(',').map((step) => step.trim());
  const unknown = only?.filter((step) => !STEPS.includes(step as Step)) ?? [];
  if (unknown.length > 0)
    throw refuse(`Unknown step "${unknown.join(', ')}": the steps are ${STEPS.join(', ')}`);
  const others = Object.keys(values).filter((option) => option !== 'smoke');
  if (values.smoke && others.length > 0)
    throw refuse(`--smoke takes no other options (--${others[0] ?? ''})`);
  if (values.smoke) {
    return {
      steps: new Set(['api']),
      smoke: true,
      api: { duration: 0.5, published: [0, 100], approvals: 20, rounds: 1, pendingForList: 100 },
      runs: 0,
    };
  }
  const steps = new Set((only ?? DEFAULT_STEPS) as Step[]);
  if (values['skip-large']) steps.delete('large');
  const duration = Number(values.duration ?? '5');
  if (!(duration > 0) || !Number.isFinite(duration))
    throw refuse(`--duration wants a number of seconds above 0, not "${values.duration ?? ''}"`);
  const runs = Number(values.runs ?? '20');
  if (!(Number.isInteger(runs) && runs > 0))
    throw refuse(`--runs wants a whole number from 1, not "${values.runs ?? ''}"`);
  return {
    steps,
    smoke: false,
    api: { duration, published: [0, 1000, 10_000], approvals: 300, rounds: 3, pendingForList: 10_000 },
    runs,
  };
}
