/**
 * The published reviews shown so far, newest first, and "Show more" while the API has another page
 * (20 reviews a page). Focus moves to the first newly shown review, so keyboard users keep their place.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import ReviewItem from './ReviewItem';
import { serviceReviews } from './store';
import type { PublicReview } from '../../lib/review-schema';

interface Props {
  serviceId: number;
  reviews: PublicReview[];
}

export default function ReviewList({ serviceId, reviews }: Props) {
  const { $more, loadMore } = serviceReviews(serviceId);
  const more = useStore($more);
  const items = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || reviews.length <= index) return;
    focusFrom.current = null;
    items.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.focus();
  }, [reviews.length]);

  return (
    <>
      <ul ref={items} className="space-y-4">
        {reviews.map((review) => (
          <li key={review.id} tabIndex={-1} className="rounded-xl focus:outline-2 focus:outline-brand">
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {more.next && (
        <div className="mt-4 text-center">
          <button
            type="button"
            disabled={more.loading}
            onClick={() => {
              focusFrom.current = reviews.length;
              void loadMore();
            }}
            className="min-h-11 rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-sunken disabled:opacity-60"
          >
            {more.loading ? 'Loading…' : 'Show more'}
          </button>
          {more.error && (
            <p role="alert" className="mt-2 text-sm text-muted">
              More reviews could not be loaded: {more.error}
            </p>
          )}
        </div>
      )}
    </>
  );
}
