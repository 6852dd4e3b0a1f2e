/**
 * The kill test: the real server process is killed with SIGKILL in a burst of submissions and moderations, then
 * restarted on the same store. Every approval answered 200 is public exactly once, right after the restart and at
 * the end; stats equal the list; every submission answered 201 is stored.
 *
 * `npm test` makes one run, killed by a signal in the middle of the burst. The runs killed exactly after a write
 * (after it seals a page of published reviews, after a summary write) run in `npm run test:full` (TEST_FULL=1),
 * and `npm run bench -- --only kill` makes 20 runs, at each write boundary in turn: in `npm test`, the crash
 * matrix of src/server/moderation-api.test.ts cuts a moderation short at every write, in one process.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { killRun, stopServers } from '../support/kill-test';

/** Set by `npm run test:full`, which makes the runs `npm test` leaves to it, and only those. */
const FULL = process.env.TEST_FULL === '1';

const BURST = { pending: 80, submissions: 40, concurrency: 80 };

describe('a server killed in a burst of moderations', () => {
  // A run cut short by its time limit leaves its servers running: stop them, or they outlive the test run.
  afterAll(stopServers);

  const runs = [
    // A signal from outside after 30 answers: well inside the burst even when some submissions are refused (the
    // bench's 20 runs draw this moment at random).
    { when: 'by a signal in the middle of the burst', crash: { killAfterAnswers: 30 }, full: false },
    { when: 'exactly after it seals a page', crash: { crashAt: 'set:page:2' }, full: true },
    { when: 'exactly after a summary write', crash: { crashAt: 'set:summary:3' }, full: true },
  ];

  for (const { when, crash, full } of runs)
    it.skipIf(full !== FULL)(
      `keeps every promise when killed ${when}${full ? ' (npm run test:full)' : ''}`,
      async () => {
        const result = await killRun({ ...BURST, ...crash });
        expect(result.problems).toEqual([]);
        expect(result.diedInBurst).toBe(true);
        expect(result.missingAfterRestart).toBe(0);
        expect(result.statsEqualList).toBe(true);
        // A write boundary of publication is only reached by approving; a signal may come before any approval is
        // answered (the promises above must hold either way).
        if ('crashAt' in crash) expect(result.approved).toBeGreaterThan(0);
      },
    );
});
