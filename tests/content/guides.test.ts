/** Content integrity of the guides: enough of them, in every category, long enough, with a few featured. */
import { describe, expect, it } from 'vitest';
import { loadGuides } from '../support/guides';

const guides = loadGuides();

describe('guide content', () => {
  it('has 15+ guides, 3+ per category, 600+ words each and 3+ featured', () => {
    expect(guides.length).toBeGreaterThanOrEqual(15);
    for (const category of ['beginner', 'streaming', 'security', 'privacy', 'technical']) {
      expect(guides.filter((g) => g.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
    for (const g of guides) expect(g.body.split(/\s+/).length, g.slug).toBeGreaterThanOrEqual(600);
    expect(guides.filter((g) => g.featured).length).toBeGreaterThanOrEqual(3);
  });
});
