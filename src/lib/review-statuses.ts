/** The states of a user review: waiting for moderation, published, or rejected (kept with its reason). */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
