/**
 * One published user review. Everything is rendered as text (React escapes it); web addresses in the review
 * become links marked rel="ugc nofollow", as user content.
 */
import { formatDate, formatPrimaryUse, formatUsageDuration } from '../../lib/format';
import type { PublicReview } from '../../lib/review-schema';
import Stars from './Stars';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

function TextWithLinks({ text }: { text: string }) {
  return text.split(URL_PATTERN).map((part, i) =>
    i % 2 === 1 ? (
      <a
        key={i}
        href={part}
        rel="ugc nofollow noopener noreferrer"
        target="_blank"
        className="text-brand underline"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function Points({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export default function ReviewItem({ review }: { review: PublicReview }) {
  const meta = [
    review.usageDuration && `Used for ${formatUsageDuration(review.usageDuration)}`,
    review.primaryUse && `Primary use: ${formatPrimaryUse(review.primaryUse)}`,
  ].filter(Boolean);
  return (
    // wrap-anywhere: one very long word (or address) breaks inside the card instead of widening the page.
    <article className="rounded-xl border border-line p-5 wrap-anywhere" data-testid="user-review">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{review.title}</h3>
          <div className="mt-1 flex items-center gap-2 text-sm">
            <Stars rating={review.rating} />
            <span>{review.rating}/5</span>
          </div>
        </div>
        {review.isVerified && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/70 dark:text-emerald-100">
            Verified User
          </span>
        )}
      </div>
      <p className="mt-3 whitespace-pre-line">
        <TextWithLinks text={review.content} />
      </p>
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Points title="Pros" items={review.pros} />
        <Points title="Cons" items={review.cons} />
      </div>
      <p className="mt-4 text-sm text-muted">
        <span className="font-medium text-ink">{review.authorName}</span>
        {' · '}
        <time dateTime={review.createdAt}>{formatDate(new Date(review.createdAt))}</time>
        {meta.map((m) => ` · ${m}`)}
      </p>
    </article>
  );
}
