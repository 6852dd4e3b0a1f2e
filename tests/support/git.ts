/** Test fixture: git as one fixed editor, for repositories that tests create and commit to. */
import { execFileSync } from 'node:child_process';

/**
 * Runs git in `cwd` as a fixed committer ("Test Editor") on a fixed `date` (ISO, both author and committer date),
 * ignoring the machine's git settings, and returns its output trimmed. Throws when git exits non-zero.
 */
export function gitAsEditor(cwd: string, args: readonly string[], date: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Test Editor',
      GIT_AUTHOR_EMAIL: 'editor@vpncompass.invalid',
      GIT_COMMITTER_NAME: 'Test Editor',
      GIT_COMMITTER_EMAIL: 'editor@vpncompass.invalid',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  }).trim();
}
