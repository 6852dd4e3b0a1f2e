import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS } from '../lib/finder';
import { finderResultHtml } from './finder-page';

const NONE = { matches: [], misses: [], unknown: [] };

describe("the finder's result region", () => {
  it('names the order it lists the services in: our score with the weights of the priority the reader chose', () => {
    expect(finderResultHtml(NONE, { ...DEFAULT_ANSWERS, priority: 'cost' })).toContain(
      'Our score with lowest cost weights, highest first (<a',
    );
    expect(finderResultHtml(NONE, DEFAULT_ANSWERS)).toContain(
      'Our score with balanced weights, highest first',
    );
    expect(finderResultHtml(NONE)).not.toContain('overall score');
  });
});
