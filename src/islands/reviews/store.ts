/**
 * Per-service review data shared by the parts of the reviews island: the published list, 20 a page, and the
 * stats, fetched once and again after a successful submission only. The next page is named in the Link header
 * by a cursor (`?before=<n>`), so a review published meanwhile never shifts the pages.
 */
import { atom } from 'nanostores';
import { ApiError, apiRequest, apiResponse } from './api-client';
import type { PublicReview } from '../../lib/review-schema';
import type { ReviewStats } from '../../lib/review-stats';

type Loadable<T> = { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'error' };

/** The next page of the list: its address (null after the last page), and the state of loading it. */
interface MoreReviews {
  next: string | null;
  loading: boolean;
  /** Why it failed, for people: the API's own `error` text when it gave one. */
  error: string | null;
}

/** The target of the rel="next" entry of a Link header, or null. */
export function nextLink(header: string | null): string | null {
  for (const entry of header?.split(',') ?? []) {
    const match = /^\s*<([^>]*)>\s*;\s*rel="?next"?\s*$/i.exec(entry);
    if (match?.[1]) return match[1];
  }
  return null;
}

async function fetchPage(path: string): Promise<{ page: PublicReview[]; next: string | null }> {
  const response = await apiResponse('GET', path);
  const page = (await response.json()) as PublicReview[];
  return { page, next: nextLink(response.headers.get('link')) };
}

const readable = (error: unknown) => {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
};

/** The stores of one service's reviews, stats and next page, and their loaders. */
function createStores(serviceId: number) {
  const $reviews = atom<Loadable<PublicReview[]>>({ state: 'loading' });
  const $stats = atom<Loadable<ReviewStats>>({ state: 'loading' });
  const $more = atom<MoreReviews>({ next: null, loading: false, error: null });
  const base = `/api/vpn-services/${serviceId}`;

  const loadFirstPage = async () => {
    try {
      const { page, next } = await fetchPage(`${base}/reviews`);
      $more.set({ next, loading: false, error: null });
      $reviews.set({ state: 'loaded', data: page });
    } catch {
      $reviews.set({ state: 'error' });
    }
  };
  const loadStats = async () => {
    try {
      $stats.set({ state: 'loaded', data: await apiRequest<ReviewStats>('GET', `${base}/review-stats`) });
    } catch {
      $stats.set({ state: 'error' });
    }
  };
  /** Fetches (again) the first page and the stats. */
  const refresh = () => Promise.all([loadFirstPage(), loadStats()]).then(() => undefined);

  /** Appends the next page to the list. */
  const loadMore = async () => {
    const { next, loading } = $more.get();
    const shown = $reviews.get();
    if (!next || loading || shown.state !== 'loaded') return;
    $more.set({ next, loading: true, error: null });
    try {
      const { page, next: after } = await fetchPage(next);
      $reviews.set({ state: 'loaded', data: [...shown.data, ...page] });
      $more.set({ next: after, loading: false, error: null });
    } catch (error) {
      $more.set({ next, loading: false, error: readable(error) });
    }
  };

  let started = false;
  /** Fetches them the first time only (in the browser; the server render shows the loading state). */
  const ensureLoaded = () => {
    if (!started) void refresh();
    started = true;
  };
  return { $reviews, $stats, $more, refresh, ensureLoaded, loadMore };
}

const cache = new Map<number, ReturnType<typeof createStores>>();

/** The shared stores of one service, created on first use. */
export function serviceReviews(serviceId: number): ReturnType<typeof createStores> {
  const entry = cache.get(serviceId) ?? createStores(serviceId);
  cache.set(serviceId, entry);
  return entry;
}
