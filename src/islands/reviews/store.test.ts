import { describe, expect, it } from 'vitest';
import { nextLink } from './store';

describe('nextLink', () => {
  it('reads the next page from a Link header, and null on the last page', () => {
    expect(nextLink('</api/vpn-services/2/reviews?page=2>; rel="next"')).toBe(
      '/api/vpn-services/2/reviews?page=2',
    );
    expect(
      nextLink(
        '</api/vpn-services/2/reviews?page=1>; rel="prev", </api/vpn-services/2/reviews?page=3>; rel="next"',
      ),
    ).toBe('/api/vpn-services/2/reviews?page=3');
    expect(nextLink('</api/vpn-services/2/reviews?page=1>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});
