/**
 * The one schema for a review submission (SPEC.md sections 3 and 5), imported by the review form (client-side
 * validation) and by the review function (server-side validation), so the two can never disagree.
 * Upper bounds keep a public form safe: name 80, title 120, review 5,000 characters, 10 pros and 10 cons of 200.
 */
import { z } from 'zod';

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
  z.string({ error: 'Required' }).trim().min(min, tooShort).max(max, `${label} must be at most ${max} characters`);

/** An optional choice; the form's empty "Select ..." option ("") means not given. */
const optionalChoice = <T extends readonly { value: string }[]>(options: T) =>
  z
    .union([z.literal(''), z.enum(values(options))])
    .optional()
    .transform((v) => v || undefined);

/** Pros or cons: blank rows are dropped, then at least one and at most 10 items of up to 200 characters remain. */
const items = (noun: 'pro' | 'con') =>
  z
    .array(z.string({ error: 'Required' }), { error: 'Required' })
    .transform((list) => list.map((item) => item.trim()).filter((item) => item.length > 0))
    .pipe(
      z
        .array(z.string().max(200, `Each ${noun} must be at most 200 characters`))
        .min(1, `Add at least one ${noun}`)
        .max(10, `Add at most 10 ${noun}s`),
    );

export const reviewSubmissionSchema = z.object({
  authorName: text(2, 80, 'Name must be at least 2 characters', 'Name'),
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  title: text(5, 120, 'Title must be at least 5 characters', 'Title'),
  content: text(20, 5000, 'Review must be at least 20 characters', 'Review'),
  usageDuration: optionalChoice(USAGE_DURATIONS),
  primaryUse: optionalChoice(PRIMARY_USES),
  pros: items('pro'),
  cons: items('con'),
  /** Honeypot: hidden from people; a bot that fills it in is refused. */
  website: z.string().max(0, 'Submission refused').optional(),
});

/** What the form holds and the API receives. */
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionSchema>;
/** A valid submission after trimming and dropping blank rows. */
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

export type ReviewStatus = 'pending' | 'published' | 'rejected';

/** UserReview as stored (DESIGN.md section 3). Text is plain text, never HTML. */
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
export function toIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** "1-3-months" -> "1 3 Months": hyphens as spaces, each word capitalised (SPEC.md "User reviews section"). */
export function formatUsageDuration(value: string): string {
  return value
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "streaming" -> "Streaming": first letter capitalised. */
export function formatPrimaryUse(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
