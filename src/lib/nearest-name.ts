/** The name an editor most likely meant: the known field nearest to an unknown one ("did you mean …?"). */

/** Edits (insertions, deletions, substitutions) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The name of `names` nearest to `word` without case, or undefined when none is close: at most a third of the
 * longer word's letters (at least two) differ. Ties go to the first name.
 */
export function nearestName(word: string, names: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(word.toLowerCase(), name.toLowerCase());
    if (
      distance <= Math.max(2, Math.floor(Math.max(word.length, name.length) / 3)) &&
      (!best || distance < best.distance)
    )
      best = { name, distance };
  }
  return best?.name;
}
