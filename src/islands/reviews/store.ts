/**
 * Per-service review data shared by the parts of the reviews island: the published list and the stats,
 * fetched once and refetched after a successful submission ("after a successful submission, the review list and stats of that service are refetched"). Data never goes stale on its
 * own, and failed loads are not retried automatically (section 9, "Data defaults").
 */
import { atom, type WritableAtom } from 'nanostores';
import { apiRequest } from './api-client';
import type { PublicReview } from '../../lib/review-schema';
import type { ReviewStats } from '../../lib/review-stats';

export type Loadable<T> =
  { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'error'; message: string };

export interface ServiceReviews {
  $reviews: WritableAtom<Loadable<PublicReview[]>>;
  $stats: WritableAtom<Loadable<ReviewStats>>;
  /** Fetches (again) the list and the stats. */
  refresh: () => Promise<void>;
  /** Fetches them the first time only (in the browser; the server render shows the loading state). */
  ensureLoaded: () => void;
}

const cache = new Map<number, ServiceReviews>();

async function load<T>(target: WritableAtom<Loadable<T>>, path: string) {
  try {
    target.set({ state: 'loaded', data: await apiRequest<T>('GET', path) });
  } catch (error) {
    target.set({ state: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

/** The shared stores of one service, created on first use. */
export function serviceReviews(serviceId: number): ServiceReviews {
  let entry = cache.get(serviceId);
  if (!entry) {
    const $reviews = atom<Loadable<PublicReview[]>>({ state: 'loading' });
    const $stats = atom<Loadable<ReviewStats>>({ state: 'loading' });
    const base = `/api/vpn-services/${serviceId}`;
    const refresh = () =>
      Promise.all([load($reviews, `${base}/reviews`), load($stats, `${base}/review-stats`)]).then(
        () => undefined,
      );
    let started = false;
    const ensureLoaded = () => {
      if (!started) void refresh();
      started = true;
    };
    entry = { $reviews, $stats, refresh, ensureLoaded };
    cache.set(serviceId, entry);
  }
  return entry;
}
