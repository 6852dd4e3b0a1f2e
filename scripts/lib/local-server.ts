/**
 * Where the local server runs, for the tools that talk to it: `npm start` and `npm run serve` record their
 * address in `<project>/.netlify/local-server.json` while they run, so the moderation CLI follows a server
 * started on any PORT (`PORT=9000 npm start`) without being told.
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The record: the server's base URL and the process that serves it. */
interface LocalServerRecord {
  url: string;
  pid: number;
}

const recordFile = (root: string) => path.join(root, '.netlify', 'local-server.json');

/** Writes the record of the server at `url`, served by this process. */
export async function recordLocalServer(root: string, url: string): Promise<void> {
  await mkdir(path.dirname(recordFile(root)), { recursive: true });
  await writeFile(
    recordFile(root),
    `${JSON.stringify({ url, pid: process.pid } satisfies LocalServerRecord)}\n`,
  );
}

/** The record of `root`'s local server; undefined when there is none or it cannot be read. Never throws. */
function readRecord(root: string): LocalServerRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(recordFile(root), 'utf8')) as Partial<LocalServerRecord>;
    const { url, pid } = record;
    return typeof url === 'string' && typeof pid === 'number' && Number.isInteger(pid)
      ? { url, pid }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the record if this process wrote it (another server may have started since). */
export async function forgetLocalServer(root: string): Promise<void> {
  if (readRecord(root)?.pid === process.pid) await rm(recordFile(root), { force: true });
}

/** Whether the process `pid` is alive (signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The URL of the local server of the project at `root`, if one has recorded itself and its process still
 * runs; undefined otherwise (never started, stopped, or killed without cleaning up). Never throws.
 */
export function runningLocalServer(root: string): string | undefined {
  const record = readRecord(root);
  return record && isRunning(record.pid) ? record.url : undefined;
}
