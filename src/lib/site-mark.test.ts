import { describe, expect, it } from 'vitest';
import { MARK_PATHS, markSvg } from './site-mark';

describe('markSvg', () => {
  it('draws every shape of the mark at the asked size, with an optional tile and margin', () => {
    const svg = markSvg(180, { padding: 6, background: '#ffffff' });
    expect(svg).toContain('width="180" height="180" viewBox="-6 -6 44 44"');
    expect(svg).toContain('<rect x="-6" y="-6" width="44" height="44" fill="#ffffff"/>');
    for (const path of MARK_PATHS) expect(svg).toContain(`d="${path.d}"`);
    expect(markSvg(32)).not.toContain('<rect');
  });
});
