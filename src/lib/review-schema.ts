/**
 * The one schema for a review submission, imported by the review form (client-side
 * validation) and by the review function (server-side validation), so the two can never disagree.
 * Upper bounds keep a public form safe: name 80, title 120, review 5,000 characters, 10 pros and 10 cons of 200.
 */
// zod/mini: the same validation in a fraction of the bytes, since this schema also ships to the browser.
import * as z from 'zod/mini';

/** "How long have you used this VPN?" values and labels. */
export const USAGE_DURATIONS = [
  { value: 'less-than-1-month', label: 'Less than 1 month' },
  { value: '1-3-months', label: '1-3 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-12-months', label: '6-12 months' },
  { value: '1-2-years', label: '1-2 years' },
  { value: 'more-than-2-years', label: 'More than 2 years' },
] as const;

/** "Primary use case" values and labels. */
export const PRIMARY_USES = [
  { value: 'privacy', label: 'Privacy & Security' },
  { value: 'streaming', label: 'Streaming' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'torrenting', label: 'Torrenting' },
  { value: 'business', label: 'Business' },
  { value: 'travel', label: 'Travel' },
  { value: 'general', label: 'General Use' },
] as const;

type Values<T extends readonly { value: string }[]> = T[number]['value'];
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [Values<T>, ...Values<T>[]];

const text = (min: number, max: number, tooShort: string, label: string) =>
  z
    .string({ error: 'Required' })
    .check(
      z.trim(),
      z.minLength(min, tooShort),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** An optional choice; the form's empty "Select ..." option ("") means not given. */
const optionalChoice = <T extends readonly { value: string }[]>(options: T) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.enum(values(options))])),
    z.transform((v: Values<T> | '' | undefined) => (v === '' ? undefined : v)),
  );

/** Pros or cons: blank rows are dropped, then at least one and at most 10 items of up to 200 characters remain. */
const items = (noun: 'pro' | 'con') =>
  z.pipe(
    z.pipe(
      z.array(z.string({ error: 'Required' }), { error: 'Required' }),
      z.transform((list: string[]) => list.map((item) => item.trim()).filter((item) => item.length > 0)),
    ),
    z
      .array(z.string().check(z.maxLength(200, `Each ${noun} must be at most 200 characters`)))
      .check(z.minLength(1, `Add at least one ${noun}`), z.maxLength(10, `Add at most 10 ${noun}s`)),
  );

const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars';

export const reviewSubmissionSchema = z.object({
  authorName: text(2, 80, 'Name must be at least 2 characters', 'Name'),
  rating: z.int({ error: RATING_MESSAGE }).check(z.gte(1, RATING_MESSAGE), z.lte(5, RATING_MESSAGE)),
  title: text(5, 120, 'Title must be at least 5 characters', 'Title'),
  content: text(20, 5000, 'Review must be at least 20 characters', 'Review'),
  usageDuration: optionalChoice(USAGE_DURATIONS),
  primaryUse: optionalChoice(PRIMARY_USES),
  pros: items('pro'),
  cons: items('con'),
  /** Honeypot: hidden from people; a bot that fills it in is refused. */
  website: z.optional(z.string().check(z.maxLength(0, 'Submission refused'))),
});

/** What the form holds and the API receives. */
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionSchema>;
/** A valid submission after trimming and dropping blank rows. */
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

export type ReviewStatus = 'pending' | 'published' | 'rejected';

/** UserReview as stored. Text is plain text, never HTML. */
export interface UserReview {
  id: string;
  serviceId: number;
  authorName: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  title: string;
  content: string;
  usageDuration?: Values<typeof USAGE_DURATIONS> | undefined;
  primaryUse?: Values<typeof PRIMARY_USES> | undefined;
  pros: string[];
  cons: string[];
  /** ISO 8601 timestamp. */
  createdAt: string;
  status: ReviewStatus;
  isVerified: boolean;
  moderatedAt?: string;
  rejectionReason?: string;
}

/** The fields of a published review the public API returns. */
export type PublicReview = Omit<UserReview, 'status' | 'moderatedAt' | 'rejectionReason'>;

/** Validation issues as the API returns them: [{ path: "pros", message: "Add at least one pro" }]. */
export function toIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
