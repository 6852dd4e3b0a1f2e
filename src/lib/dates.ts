/**
 * Content dates, one rule for guides and provider pages: `publishedAt` is the day the text was first published
 * (its file's first commit), and `updatedAt` the day the text last changed after that, set only when it did.
 */

/** Anything dated by that rule. */
export interface Dated {
  publishedAt: Date;
  updatedAt?: Date | undefined;
}

/** The day the text last changed: its update, else its publication. */
export function lastChanged(content: Dated): Date {
  return content.updatedAt ?? content.publishedAt;
}
