import { describe, expect, it } from 'vitest';
import { EXAMPLE_REVIEW } from '../lib/review-example';
import type { PublicReview } from '../lib/review-schema';
import { badCursorHtml, CURSOR, reviewsListHtml } from './reviews-page';
import { placeParam } from './review-store';

const service = { id: 2, slug: 'surfshark', name: 'Surfshark' };
const review = (i: number): PublicReview => ({
  ...EXAMPLE_REVIEW,
  title: `Review ${String(i)}`,
  id: `r${String(i)}`,
  serviceId: 2,
  createdAt: '2026-12-01T10:00:00.000Z',
  isVerified: false,
});
const url = (query: string) => new URL(`https://example.com/vpn/surfshark/reviews${query}`);

describe('the cursor (placeParam)', () => {
  it('reads no cursor as the newest page, a whole number as a place, and refuses anything else', () => {
    expect(placeParam(url(''), CURSOR)).toEqual({ place: undefined });
    expect(placeParam(url('?cursor=20'), CURSOR)).toEqual({ place: 20 });
    expect(placeParam(url('?cursor=-1'), CURSOR)).toEqual({ error: '-1' });
    expect(placeParam(url('?cursor=1&cursor=2'), CURSOR)).toEqual({ error: '1' });
    expect(placeParam(url('?cursor=1e3'), CURSOR)).toEqual({ error: '1e3' });
  });
});

describe('reviewsListHtml', () => {
  it('says which reviews these are and links the older page (rel=next) and, past the first, the newest', () => {
    const first = reviewsListHtml(
      service,
      { reviews: [review(2), review(1)], total: 22, next: 20 },
      undefined,
    );
    expect(first).toContain('Reviews 1 to 2 of 22, newest first.');
    expect(first).toContain('rel="next" href="/vpn/surfshark/reviews?cursor=20"');
    expect(first).not.toContain('Newest reviews');
    expect(first.indexOf('Review 2')).toBeLessThan(first.indexOf('Review 1'));
    const last = reviewsListHtml(service, { reviews: [review(0)], total: 22, next: null }, 1);
    expect(last).toContain('Reviews 22 to 22 of 22, newest first.');
    expect(last).not.toContain('Older reviews');
    expect(last).toContain('href="/vpn/surfshark/reviews">Newest reviews');
  });

  it('says when there is none yet, and counts a single page whole', () => {
    expect(reviewsListHtml(service, { reviews: [], total: 0, next: null }, undefined)).toContain(
      'No published reviews of Surfshark yet',
    );
    expect(reviewsListHtml(service, { reviews: [review(0)], total: 1, next: null }, undefined)).toContain(
      '1 published review, newest first.',
    );
  });

  it('shows what a reviewer wrote as text', () => {
    const html = reviewsListHtml(
      service,
      { reviews: [{ ...review(0), title: '<script>alert(1)</script>' }], total: 1, next: null },
      undefined,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(badCursorHtml(service, '"><b>')).not.toContain('"><b>');
  });
});
