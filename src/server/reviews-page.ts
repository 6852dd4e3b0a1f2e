/**
 * The region of /vpn/{slug}/reviews (netlify/functions/reviews-page.mts), a page without JavaScript:
 * PAGE_SIZE approved reviews, newest first, paged with `?cursor=` (as the API's `before`), each the reviews
 * island's own ReviewItem rendered to HTML.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReviewItem from '../islands/reviews/ReviewItem';
import { escapeHtml } from '../lib/format';
import type { PublishedPage } from './review-store';
import type { ServiceRef } from './service-directory';

/** The id of the frame's empty region. */
export const REVIEWS_REGION = 'reviews-list';

/** The page's own query parameter: where the page of reviews ends (the `cursor` of its "Older reviews" link). */
export const CURSOR = 'cursor';

/** The path of a provider's reviews page. */
const reviewsPagePath = (slug: string) => `/vpn/${slug}/reviews`;

const LINK = 'font-medium text-brand underline underline-offset-2';
const PAGER_LINK = `inline-flex min-h-11 items-center ${LINK}`;

/**
 * One page of reviews: which of how many, the reviews, and links to the older page and back to the newest.
 */
export function reviewsListHtml(
  service: ServiceRef,
  page: PublishedPage,
  cursor: number | undefined,
): string {
  const path = reviewsPagePath(service.slug);
  if (page.total === 0)
    return `<p class="rounded-xl bg-sunken p-6 text-center" data-testid="reviews-none">No published reviews of ${escapeHtml(service.name)} yet: a review appears here once a moderator approves it.</p>`;
  const end = Math.min(cursor ?? page.total, page.total);
  const first = page.total - end + 1;
  const last = first + page.reviews.length - 1;
  const which =
    page.reviews.length === 0
      ? 'No reviews at this place in the list.'
      : page.reviews.length === page.total
        ? `${String(page.total)} published ${page.total === 1 ? 'review' : 'reviews'}, newest first.`
        : `Reviews ${String(first)} to ${String(last)} of ${String(page.total)}, newest first.`;
  const items = page.reviews
    .map((review) => `<li>${renderToStaticMarkup(createElement(ReviewItem, { review }))}</li>`)
    .join('');
  const links = [
    page.next !== null
      ? `<a class="${PAGER_LINK}" rel="next" href="${path}?${CURSOR}=${String(page.next)}">Older reviews</a>`
      : '',
    cursor !== undefined ? `<a class="${PAGER_LINK}" href="${path}">Newest reviews</a>` : '',
  ].filter(Boolean);
  return `<section aria-labelledby="reviews-list-title">
<h2 id="reviews-list-title" class="text-xl font-bold">Published reviews</h2>
<p class="mt-1 text-sm text-muted" data-testid="reviews-which">${which}</p>
<ul class="mt-4 space-y-4">${items}</ul>
${links.length > 0 ? `<nav aria-label="Review pages" class="mt-6 flex flex-wrap gap-x-6">${links.join('')}</nav>` : ''}
</section>`;
}

/** The region when the address's cursor is not one we know: what it said, and the way to the newest reviews. */
export function badCursorHtml(service: ServiceRef, value: string): string {
  return `<div role="alert" class="rounded-xl border border-line bg-card p-4">
<p>This address asks for the reviews before "${escapeHtml(value)}", which is not a place in the list: a cursor is one whole number, as in the "Older reviews" link.</p>
<p class="mt-2"><a class="${LINK}" href="${reviewsPagePath(service.slug)}">Newest reviews of ${escapeHtml(service.name)}</a></p>
</div>`;
}

/** The region when the store does not answer. */
export const UNAVAILABLE_HTML =
  '<p role="alert" class="rounded-xl border border-line bg-card p-4">Reviews are temporarily unavailable. Please try again later.</p>';
