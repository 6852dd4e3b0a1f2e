import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextLink, serviceReviews } from './store';

describe('nextLink', () => {
  it('reads the next page from a Link header, and null on the last page', () => {
    expect(nextLink('</api/vpn-services/2/reviews?before=25>; rel="next"')).toBe(
      '/api/vpn-services/2/reviews?before=25',
    );
    expect(nextLink('</a?before=1>; rel="prev", </api/vpn-services/2/reviews?before=5>; rel="next"')).toBe(
      '/api/vpn-services/2/reviews?before=5',
    );
    expect(nextLink('</api/vpn-services/2/reviews?before=1>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});

describe('Show more', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the page the Link header names and appends it, even after a review was published meanwhile', async () => {
    // A service with 25 published reviews (places 0 to 24); one more is published after the first page is read.
    let total = 25;
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      requested.push(input);
      const url = new URL(input, 'http://site');
      if (url.pathname.endsWith('/review-stats')) return Response.json({ totalReviews: total });
      const before = Number(url.searchParams.get('before') ?? total);
      const places = Array.from({ length: Math.min(20, before) }, (_, i) => before - 1 - i);
      const start = before - places.length;
      const headers: Record<string, string> =
        start > 0 ? { link: `<${url.pathname}?before=${start}>; rel="next"` } : {};
      return Response.json(
        places.map((place) => ({ id: `review-${place}` })),
        { headers },
      );
    });
    const reviews = serviceReviews(98);
    await reviews.refresh();
    total = 26;
    await reviews.loadMore();
    const shown = reviews.$reviews.get();
    expect(shown.state === 'loaded' ? shown.data.map((r) => r.id) : []).toEqual(
      Array.from({ length: 25 }, (_, i) => `review-${24 - i}`),
    );
    expect(requested).toContain('/api/vpn-services/98/reviews?before=5');
    expect(reviews.$more.get().next).toBeNull();
  });
});

describe('Show more, failing', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the API’s own error text for people, else the whole message', async () => {
    let failure = new Response('{"error":"Too many requests"}', { status: 429 });
    vi.stubGlobal('fetch', async (input: string) => {
      if (input.includes('before=')) return failure;
      if (input.endsWith('/review-stats')) return Response.json({ totalReviews: 30 });
      return Response.json([{ id: 'review-1' }], { headers: { link: '</x/reviews?before=1>; rel="next"' } });
    });
    const reviews = serviceReviews(97);
    await reviews.refresh();
    await reviews.loadMore();
    expect(reviews.$more.get()).toEqual({
      next: '/x/reviews?before=1',
      loading: false,
      error: 'Too many requests',
    });
    failure = new Response('Internal error', { status: 500 });
    await reviews.loadMore();
    expect(reviews.$more.get().error).toBe('500: Internal error');
  });
});
