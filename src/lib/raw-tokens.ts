/**
 * The rule "no raw token in any output": a text token (./templates) in a built file or a social card's text
 * means a figure was never filled in; the build fails naming the file and token.
 */

/** The built files that are text a reader or a program reads: the scanner's file endings. */
export const TEXT_OUTPUTS = ['.html', '.xml', '.json', '.csv', '.txt', '.svg', '.webmanifest'] as const;

/**
 * A token as it survives in an output: `[[`, a name (every token starts with one: a fact, a formatter, a
 * provider's slug), anything but brackets, `]]`. The name keeps Astro's serialised island props (`[[0,…]]`) out.
 */
const RAW_TOKEN = /\[\[\s*[A-Za-z][^[\]]*\]\]/g;

/** A raw token found in an output: the file (relative to dist/) and the token as written. */
export interface RawToken {
  file: string;
  token: string;
}

/** Every raw token in the given outputs, in file order; a token repeated in one file is named once. */
export function findRawTokens(outputs: readonly { file: string; text: string }[]): RawToken[] {
  return outputs.flatMap(({ file, text }) =>
    text.includes('[[') ? [...new Set(text.match(RAW_TOKEN) ?? [])].map((token) => ({ file, token })) : [],
  );
}

/** The build's error for raw tokens: one line per file and token. */
export function rawTokenMessage(found: readonly RawToken[]): string {
  return [
    `${String(found.length)} unresolved text token${found.length === 1 ? '' : 's'} in the built site (a figure was never filled in):`,
    ...found.map((f) => `  ${f.file}: ${f.token}`),
  ].join('\n');
}

/** @throws Error naming `where` and the token when `text` (a social card's words, say) holds a raw token. */
export function assertNoRawTokens(text: string, where: string): void {
  const found = findRawTokens([{ file: where, text }]);
  if (found.length > 0) throw new Error(rawTokenMessage(found));
}
