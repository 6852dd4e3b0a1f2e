import path from 'node:path';

/** `given` resolved from the user's folder: INIT_CWD under `npm run` (run in the root), else the cwd. */
export function userPath(given: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), given);
}
