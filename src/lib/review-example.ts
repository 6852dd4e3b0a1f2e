/** One valid review submission: the API reference's example, and where the tests and benchmark start. */
import type { ReviewSubmissionInput } from './review-schema';

export const EXAMPLE_REVIEW = {
  authorName: 'Sam',
  rating: 4,
  title: 'Fast and simple',
  content: 'Worked well on my phone and laptop for two months.',
  usageDuration: '1-3-months',
  primaryUse: 'streaming',
  pros: ['Fast'],
  cons: ['Pricey monthly'],
} as const satisfies ReviewSubmissionInput;
