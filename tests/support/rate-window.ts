/**
 * The limits count per clock-aligned 10-minute window (src/server/rate-limit.ts), so a sequence of requests that
 * expects its sixth submission refused sees a fresh count if a window begins in its middle: on a test run that
 * crosses a multiple of ten minutes, such a test would fail by chance. `withinOneWindow` runs the sequence again
 * when that happened. The test and the server it drives read the same clock.
 */
import { windowNumber } from '../../src/server/rate-limit';

const windowNow = () => windowNumber(Date.now());

/**
 * Runs `attempt` and resolves with its result once one run of it began and ended in the same window of the
 * limiters. Each run must use clients (and, for a server that counts its socket's address, a store) of its own:
 * a run cut by a window's start leaves counts in the new window. Throws if three runs in a row each crossed a
 * window's start, which only a run of ten minutes or more can do.
 */
export async function withinOneWindow<T>(attempt: () => Promise<T>): Promise<T> {
  for (let run = 0; run < 3; run++) {
    const started = windowNow();
    const result = await attempt();
    if (windowNow() === started) return result;
  }
  throw new Error('three runs in a row each crossed the start of a rate-limit window');
}
