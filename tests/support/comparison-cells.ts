/** Test-only: a provider's comparison cells for unit tests of rules that read them, every row present. */
import type { CriterionFields } from '../../src/lib/criteria';
import { COMPARISON_ROWS } from '../../src/lib/comparison';

/** Every comparison row's cell, `null` (not in our data) unless `over` gives its value. */
export function comparisonCells(
  over: Partial<Record<string, string | null>> = {},
): CriterionFields['comparison'] {
  return Object.fromEntries(
    COMPARISON_ROWS.map(({ key }) => [key, { value: over[key] ?? null }]),
  ) as CriterionFields['comparison'];
}
