/**
 * Where the local server runs: `npm start` records its address in `<project>/.netlify/local-server.json`
 * while it runs, so the moderation CLI finds a server started on any PORT.
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
    const { url, pid } = JSON.parse(readFileSync(recordFile(root), 'utf8')) as Partial<LocalServerRecord>;
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

/** The URL of `root`'s local server if it recorded itself and still runs, else undefined. Never throws. */
export function runningLocalServer(root: string): string | undefined {
  const record = readRecord(root);
  return record && isRunning(record.pid) ? record.url : undefined;
}
