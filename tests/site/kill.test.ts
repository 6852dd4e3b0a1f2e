/**
 * The kill test, a few runs (`npm run bench -- --only kill` makes 20): the real server process is killed with
 * SIGKILL in a burst of submissions and moderations, once exactly after a page of published reviews is sealed
 * and once at a random moment, then restarted on the same store. Every approval answered 200 is public exactly
 * once, right after the restart and at the end; stats equal the list; every submission answered 201 is stored.
 */
import { describe, expect, it } from 'vitest';
import { crashFor, killRun } from '../../scripts/lib/kill-test';

const BURST = { pending: 80, submissions: 40, concurrency: 80 };

describe('a server killed in a burst of moderations', () => {
  it.each([
    ['exactly after it seals a page', { crashAt: 'set:page:2' }],
    ['exactly after a summary write', { crashAt: 'set:summary:3' }],
    ['at a random moment', crashFor(9, BURST)],
  ])(
    'keeps every promise when killed %s',
    async (_when, crash) => {
      const result = await killRun({ ...BURST, ...crash });
      expect(result.problems).toEqual([]);
      expect(result.diedInBurst).toBe(true);
      expect(result.missingAfterRestart).toBe(0);
      expect(result.statsEqualList).toBe(true);
      // A write boundary of publication is only reached by approving; a random moment may come before any
      // approval is answered (the promises above must hold either way).
      if (crash.crashAt) expect(result.approved).toBeGreaterThan(0);
    },
    300_000,
  );
});
