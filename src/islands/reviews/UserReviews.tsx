/**
 * The user-reviews section of a provider page (island): the rating summary, 'Write a Review' / 'Cancel'
 * (asking before typed text is thrown away), the form, the success notice, and the list or its empty state.
 * Without JavaScript a note links the reviews' own page (/vpn/{slug}/reviews) and the `js-only` parts are
 * hidden (src/styles/global.css); with it, a tap on the button wakes the island and opens the form.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import DiscardConfirm from './DiscardConfirm';
import RatingSummary from './RatingSummary';
import ReviewList from './ReviewList';
import { serviceReviews } from './store';
import Notice from './Notice';

// The form and its validation library load only when a visitor asks for the form.
const ReviewForm = lazy(() => import('./ReviewForm'));

interface Props {
  serviceId: number;
  serviceName: string;
  serviceSlug: string;
}

export default function UserReviews({ serviceId, serviceName, serviceSlug }: Props) {
  const { $reviews, $stats, refresh, ensureLoaded } = serviceReviews(serviceId);
  const reviews = useStore($reviews);
  const stats = useStore($stats);
  const [formOpen, setFormOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  useEffect(ensureLoaded, [ensureLoaded]);
  const closeForm = () => {
    setFormOpen(false);
    setDirty(false);
  };

  return (
    <section aria-labelledby="user-reviews-title" className="card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="user-reviews-title" className="text-xl font-bold">
          User Reviews
        </h2>
        <button
          type="button"
          onClick={() => {
            if (!formOpen) {
              setSubmitted(false);
              setFormOpen(true);
            } else if (dirty) setConfirming(true);
            else closeForm();
          }}
          aria-expanded={formOpen}
          aria-controls="review-form"
          className="js-only min-h-11 rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-sunken"
        >
          {formOpen ? 'Cancel' : 'Write a Review'}
        </button>
      </div>
      <noscript>
        <p className="mt-3 text-sm" data-testid="reviews-noscript">
          The review form and this list need JavaScript, which is off in this browser. The approved reviews
          are also on{' '}
          <a
            href={`/vpn/${serviceSlug}/reviews`}
            className="font-medium text-brand underline underline-offset-2"
          >
            a page of their own
          </a>
          , which works without it.
        </p>
      </noscript>
      {stats.state === 'loaded' && stats.data.totalReviews > 0 && <RatingSummary stats={stats.data} />}
      {formOpen && (
        <Suspense fallback={<p className="mt-6 text-muted">Loading the form…</p>}>
          <ReviewForm
            serviceId={serviceId}
            serviceName={serviceName}
            onSubmitted={() => {
              closeForm();
              setSubmitted(true);
              void refresh();
            }}
            onDirtyChange={setDirty}
          />
        </Suspense>
      )}
      {confirming && (
        <DiscardConfirm
          onDiscard={() => {
            setConfirming(false);
            closeForm();
          }}
          onKeep={() => setConfirming(false)}
        />
      )}
      {submitted && (
        <Notice
          role="status"
          title="Review submitted successfully"
          text="Your review is pending moderation and will be published soon."
        />
      )}
      <div className="mt-6" aria-live="polite">
        {reviews.state === 'loading' && <p className="js-only text-muted">Loading reviews…</p>}
        {reviews.state === 'error' && (
          <p className="text-muted">
            Reviews could not be loaded.{' '}
            <button
              type="button"
              onClick={() => void refresh()}
              className="inline-flex min-h-11 items-center font-semibold text-brand underline"
            >
              Try again
            </button>
          </p>
        )}
        {reviews.state === 'loaded' && reviews.data.length === 0 && (
          <div className="rounded-xl bg-sunken p-6 text-center">
            {submitted ? (
              // "Be the first" would contradict the notice above.
              <p className="text-muted">
                No published reviews yet: yours will appear here once it is approved.
              </p>
            ) : (
              <>
                <p className="font-semibold">No reviews yet</p>
                <p className="mt-1 text-muted">Be the first to share your experience with {serviceName}</p>
              </>
            )}
          </div>
        )}
        {reviews.state === 'loaded' && reviews.data.length > 0 && (
          <ReviewList serviceId={serviceId} reviews={reviews.data} />
        )}
      </div>
    </section>
  );
}
