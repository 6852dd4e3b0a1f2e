/**
 * The kill test, three runs (`npm run bench -- --only kill` makes 20): the real server process is killed with
 * SIGKILL in a burst of submissions and moderations, exactly after it seals a page of published reviews, exactly
 * after a summary write, and by a signal in the middle of the burst; then restarted on the same store. Every
 * approval answered 200 is public exactly once, right after the restart and at the end; stats equal the list;
 * every submission answered 201 is stored.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { killRun, stopServers } from '../../scripts/lib/kill-test';

const BURST = { pending: 80, submissions: 40, concurrency: 80 };

describe('a server killed in a burst of moderations', () => {
  // A run cut short by its time limit leaves its servers running: stop them, or they outlive the test run.
  afterAll(stopServers);

  it.each([
    ['exactly after it seals a page', { crashAt: 'set:page:2' }],
    ['exactly after a summary write', { crashAt: 'set:summary:3' }],
    // A signal from outside after 30 answers: well inside the burst even when some submissions are refused (the
    // bench's 20 runs draw this moment at random).
    ['by a signal in the middle of the burst', { killAfterAnswers: 30 }],
  ])(
    'keeps every promise when killed %s',
    async (_when, crash) => {
      const result = await killRun({ ...BURST, ...crash });
      expect(result.problems).toEqual([]);
      expect(result.diedInBurst).toBe(true);
      expect(result.missingAfterRestart).toBe(0);
      expect(result.statsEqualList).toBe(true);
      // A write boundary of publication is only reached by approving; a signal may come before any approval is
      // answered (the promises above must hold either way).
      if ('crashAt' in crash) expect(result.approved).toBeGreaterThan(0);
    },
    // A limit for a hung run, not a speed check: a run takes about 6 s quiet, 22 s beside the browser tests and
    // over a minute on a machine loaded many times over (two server starts of 2 CPU-seconds each and a burst of
    // 200 requests), so a run still going after three minutes has hung.
    180_000,
  );
});
