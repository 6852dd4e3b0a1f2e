/**
 * Serves a project folder as `npm start` serves this one (scripts/serve.ts), in a process of its own, for tests
 * that must kill the server (the kill test, tests/support/kill-test.ts): `node --import tsx serve-root.ts <root>`.
 * Port, address and trusted proxies come from the environment (PORT=0: a free port), and so do the crash points
 * (REVIEWS_CRASH_AT, tests/support/crash-points.ts), installed here, in the test's process, never by `npm start`.
 * Prints one JSON line, { "url": ... }, once it listens; stops on SIGTERM.
 */
import { startFromEnv } from '../../scripts/serve';
import { LOCAL_STORE } from '../../src/server/netlify-deps';
import { installCrashPoints } from './crash-points';

const root = process.argv[2];
if (!root) throw new Error('Usage: serve-root.ts <project folder>');
installCrashPoints(process.env['REVIEWS_CRASH_AT'], LOCAL_STORE);
const server = await startFromEnv(process.env, root);
console.log(JSON.stringify({ url: server.url }));
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
