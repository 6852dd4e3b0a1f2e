/**
 * A path given on the command line, resolved from the folder the user ran the command in. `npm run` starts a
 * script in the project's root folder, whichever folder of the project it was typed in, and records that folder
 * as INIT_CWD; run directly (tsx, node), INIT_CWD is unset and the working folder is the user's.
 */
import path from 'node:path';

/** `given` resolved from the user's folder (INIT_CWD under `npm run`, else the working folder). */
export function userPath(given: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), given);
}
