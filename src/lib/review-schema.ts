/**
 * The one schema for a review submission, imported by the review form (client-side
 * validation) and by the review function (server-side validation), so the two can never disagree; plus the
 * shapes of stored and published reviews, which the server checks when it reads them back.
 * Upper bounds keep a public form safe: name 80, title 120, review 5,000 characters, 10 pros and 10 cons of 200.
 *
 * Text hygiene: control characters (newline and tab are allowed in the review text) and bidirectional
 * embeddings, overrides and isolates are refused; length rules count visible characters, so text made only of
 * zero-width, format or filler characters is as empty as a blank one.
 */
// zod/mini: the same validation in a fraction of the bytes, since this schema also ships to the browser.
import * as z from 'zod/mini';
import { PRIMARY_USES, USAGE_DURATIONS } from './review-choices';

export { PRIMARY_USES, USAGE_DURATIONS };

type Values<T extends readonly { value: string }[]> = T[number]['value'];
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [Values<T>, ...Values<T>[]];

/** C0 and C1 control characters and DEL ("no control characters"); tab and newline are checked apart. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
const TAB_OR_NEWLINE = /[\t\n]/u;
/** Bidirectional embeddings, overrides and isolates: they reorder the text shown after them on the page. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * Characters with no visible glyph of their own: format characters (zero-width spaces and joiners, soft hyphen,
 * byte-order mark, tags), Hangul and Braille fillers, variation selectors and the combining grapheme joiner.
 */
// eslint-disable-next-line no-misleading-character-class -- each combining mark is matched on its own, on purpose
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0]/u;
// eslint-disable-next-line no-misleading-character-class -- as above
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
/** Invisible characters that stand alone, trimmed at the edges (combining selectors belong to the character before). */
const STANDALONE_INVISIBLE = /[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/u;
const EDGES = new RegExp(`^${STANDALONE_INVISIBLE.source}+|${STANDALONE_INVISIBLE.source}+$`, 'gu');

/** Text without leading or trailing whitespace or invisible characters, with CRLF line ends as LF. */
function tidyText(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(EDGES, '');
}

/** Characters a reader can see (code points, whitespace between words included, invisible ones not). */
function visibleLength(text: string): number {
  let count = 0;
  for (const _ of text.replace(INVISIBLE_ALL, '')) count += 1;
  return count;
}

/** Whether text holds only characters allowed in a field (`multiline`: tab and newline too, for the review). */
function hasOnlyAllowedCharacters(text: string, multiline = false): boolean {
  return !CONTROL.test(text) && !BIDI_CONTROL.test(text) && (multiline || !TAB_OR_NEWLINE.test(text));
}

/** How a field is named in its messages ("Name must be at most 80 characters"). */
type Label = 'Name' | 'Title' | 'Review' | 'Each pro' | 'Each con';

const notAllowed = (label: Label) => `${label} must not contain control or text-direction characters`;

/**
 * Tidied text of `min` to `max` visible characters; invisible padding past twice `max` is refused as too long.
 * The JSON Schema of the API reference states the visible bounds.
 */
const text = (min: number, max: number, tooShort: string, label: Label, multiline = false) =>
  z.string({ error: 'Required' }).check(
    z.overwrite(tidyText),
    z.refine((v) => hasOnlyAllowedCharacters(v, multiline), notAllowed(label)),
    z.refine((v) => visibleLength(v) >= min, tooShort),
    z.refine(
      (v) => visibleLength(v) <= max && v.length <= 2 * max,
      `${label} must be at most ${max} characters`,
    ),
    z.meta({ minLength: min, maxLength: max, description: `${min} to ${max} visible characters` }),
  );

/** An optional choice; the form's empty "Select ..." option ("") means not given. */
const optionalChoice = <T extends readonly { value: string }[]>(options: T) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.enum(values(options))])),
    z.transform((v: Values<T> | '' | undefined) => (v === '' ? undefined : v)),
  );

/**
 * Pros or cons: rows with no visible character are dropped as blank, then at least one and at most 10 items
 * of up to 200 visible characters remain.
 */
const items = (noun: 'pro' | 'con') => {
  const label: Label = noun === 'pro' ? 'Each pro' : 'Each con';
  return z.pipe(
    z.pipe(
      z
        .array(z.string({ error: 'Required' }), { error: 'Required' })
        .check(
          z.meta({ description: `1 to 10 ${noun}s of up to 200 visible characters; blank rows are dropped` }),
        ),
      z.transform((list: string[]) => list.map(tidyText).filter((item) => visibleLength(item) > 0)),
    ),
    z
      .array(
        z.string().check(
          z.refine((v) => hasOnlyAllowedCharacters(v), notAllowed(label)),
          z.refine(
            (v) => visibleLength(v) <= 200 && v.length <= 400,
            `${label} must be at most 200 characters`,
          ),
        ),
      )
      .check(z.minLength(1, `Add at least one ${noun}`), z.maxLength(10, `Add at most 10 ${noun}s`)),
  );
};

const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars';

/** A rating in whole stars, 1 to 5. */
const stars = z.int({ error: RATING_MESSAGE }).check(z.gte(1, RATING_MESSAGE), z.lte(5, RATING_MESSAGE));

export const reviewSubmissionSchema = z.object({
  authorName: text(2, 80, 'Name must be at least 2 characters', 'Name'),
  rating: stars,
  title: text(5, 120, 'Title must be at least 5 characters', 'Title'),
  content: text(20, 5000, 'Review must be at least 20 characters', 'Review', true),
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

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The fields of a published review the public API returns. Text is plain text, never HTML. */
export const publicReviewSchema = z.object({
  /** A random UUID. */
  id: z.string(),
  serviceId: z.int(),
  authorName: z.string(),
  /** Whole stars, 1 to 5. */
  rating: stars,
  title: z.string(),
  content: z.string(),
  usageDuration: z.optional(z.enum(values(USAGE_DURATIONS))),
  primaryUse: z.optional(z.enum(values(PRIMARY_USES))),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  /** When it was submitted, ISO 8601. */
  createdAt: z.string(),
  /** A moderator marked the reviewer as a verified user of the service. */
  isVerified: z.boolean(),
});

/** UserReview as stored and as moderators see it: a published review's fields plus its moderation state. */
export const userReviewSchema = z.extend(publicReviewSchema, {
  status: z.enum(REVIEW_STATUSES),
  /** When a moderator approved or rejected it, ISO 8601. */
  moderatedAt: z.optional(z.string()),
  /** The moderator's reason, for a rejected review. */
  rejectionReason: z.optional(z.string()),
});

export type PublicReview = z.output<typeof publicReviewSchema>;
export type UserReview = z.output<typeof userReviewSchema>;

/** Validation issues as the API returns them: [{ path: "pros", message: "Add at least one pro" }]. */
export function toIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
