/**
 * The one schema for a review submission, shared by the review form and function, and the shapes of stored
 * and published reviews. Limits count visible characters (at most 6 bytes each in UTF-8); control,
 * text-direction and broken characters are refused; text is stored in NFC.
 */
// zod/mini: the same validation in a fraction of the bytes, since this schema also ships to the browser.
import * as z from 'zod/mini';
import { PRIMARY_USES, USAGE_DURATIONS } from './review-choices';
import { REVIEW_STATUSES, type ReviewStatus } from './review-statuses';

export { PRIMARY_USES, USAGE_DURATIONS };

type Values<T extends readonly { value: string }[]> = T[number]['value'];
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [Values<T>, ...Values<T>[]];

/** Visible characters per field, and how many pros and cons. */
export const REVIEW_LIMITS = {
  authorName: { min: 2, max: 80 },
  title: { min: 5, max: 120 },
  content: { min: 20, max: 5000 },
  item: { max: 200 },
  items: { min: 1, max: 10 },
} as const;

/** UTF-8 bytes a field may take per visible character: room for any script (an emoji and selector: 6). */
const BYTES_PER_CHARACTER = 6;

/** The most UTF-8 bytes a text field of `max` visible characters may take. */
export const maxBytes = (max: number) => BYTES_PER_CHARACTER * max;

/** C0 and C1 control characters and DEL ("no control characters"); tab and newline are checked apart. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
const TAB_OR_NEWLINE = /[\t\n]/u;
/** Bidirectional embeddings, overrides and isolates: they reorder the text shown after them on the page. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Half of a UTF-16 surrogate pair without its other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * Characters that draw nothing of their own: default-ignorable, format and unassigned code points, nonspacing
 * and enclosing combining marks, and the blank Braille pattern.
 */
const NO_GLYPH = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cn}\p{Mn}\p{Me}\u2800]/u;
/** At the start nothing precedes: every character without a glyph is trimmed, combining marks included. */
const LEADING = new RegExp(`^(?:\\s|${NO_GLYPH.source})+`, 'u');
/** At the end, combining marks and variation selectors belong to the character before them and stay. */
const TRAILING = new RegExp(`^(?:\\s|(?![\\p{Mn}\\p{Me}])${NO_GLYPH.source})$`, 'u');

/**
 * Text in NFC, trimmed of whitespace and glyphless characters, line ends as LF. The end is trimmed character
 * by character: a regular expression anchored at the end takes quadratic time on a long run of spaces.
 */
function tidyText(text: string): string {
  const characters = Array.from(
    text
      .replace(/\r\n|[\u2028\u2029]/g, '\n')
      .normalize('NFC')
      .replace(LEADING, ''),
  );
  let end = characters.length;
  while (end > 0 && TRAILING.test(characters[end - 1] ?? '')) end -= 1;
  return characters.slice(0, end).join('');
}

/** Characters a reader can see (code points, whitespace between words included, glyphless ones not). */
function visibleLength(text: string): number {
  let count = 0;
  for (const character of text) if (!NO_GLYPH.test(character)) count += 1;
  return count;
}

/** Bytes of text in UTF-8. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** How a field is named in its messages ("Name must be at most 80 characters"). */
type Label = 'Name' | 'Title' | 'Review' | 'Each pro' | 'Each con';

/** The rules every text field follows whatever its length; `multiline`: tab and newline allowed (the review). */
const characterRules = (label: Label, multiline = false) => [
  z.refine<string>(
    (v) => !CONTROL.test(v) && !BIDI_CONTROL.test(v),
    `${label} must not contain control or text-direction characters`,
  ),
  z.refine<string>((v) => multiline || !TAB_OR_NEWLINE.test(v), `${label} must be on one line`),
  z.refine<string>((v) => !LONE_SURROGATE.test(v), `${label} contains a broken character: please retype it`),
];

/** The upper bounds: `max` visible characters, and at most 6 bytes a character in UTF-8. */
const maxRules = (label: Label, max: number) => [
  z.refine<string>((v) => visibleLength(v) <= max, `${label} must be at most ${max} characters`),
  z.refine<string>(
    (v) => utf8Length(v) <= maxBytes(max),
    `${label} is too long: emoji and some scripts take more room, please shorten it`,
  ),
];

/** Tidied text of `min` to `max` visible characters. The JSON Schema of the API reference states the bounds. */
const text = (min: number, max: number, tooShort: string, label: Label, multiline = false) =>
  z.string({ error: 'Required' }).check(
    z.overwrite(tidyText),
    ...characterRules(label, multiline),
    z.refine((v) => visibleLength(v) >= min, tooShort),
    ...maxRules(label, max),
    z.meta({
      minLength: min,
      maxLength: max,
      description: `${min} to ${max} visible characters, at most ${maxBytes(max)} bytes in UTF-8`,
    }),
  );

/** An optional choice; the form's empty "Select ..." option ("") means not given. */
const optionalChoice = <T extends readonly { value: string }[]>(options: T) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.enum(values(options))])),
    z.transform((v: Values<T> | '' | undefined) => (v === '' ? undefined : v)),
  );

/** Pros or cons: blank rows dropped, then 1 to 10 items of up to 200 visible characters. */
const items = (noun: 'pro' | 'con') => {
  const label: Label = noun === 'pro' ? 'Each pro' : 'Each con';
  const { min, max } = REVIEW_LIMITS.items;
  const itemMax = REVIEW_LIMITS.item.max;
  return z.pipe(
    z.pipe(
      z.array(z.string({ error: 'Required' }), { error: 'Required' }).check(
        z.meta({
          description: `1 to 10 ${noun}s of up to ${itemMax} visible characters (${maxBytes(itemMax)} bytes in UTF-8); blank rows are dropped`,
        }),
      ),
      z.transform((list: string[]) => list.map(tidyText).filter((item) => visibleLength(item) > 0)),
    ),
    z
      .array(z.string().check(...characterRules(label), ...maxRules(label, itemMax)))
      .check(z.minLength(min, `Add at least one ${noun}`), z.maxLength(max, `Add at most ${max} ${noun}s`)),
  );
};

const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars';

/** A rating in whole stars, 1 to 5. */
const stars = z.int({ error: RATING_MESSAGE }).check(z.gte(1, RATING_MESSAGE), z.lte(5, RATING_MESSAGE));

const { authorName, title, content } = REVIEW_LIMITS;
export const reviewSubmissionSchema = z.object({
  authorName: text(authorName.min, authorName.max, 'Name must be at least 2 characters', 'Name'),
  rating: stars,
  title: text(title.min, title.max, 'Title must be at least 5 characters', 'Title'),
  content: text(content.min, content.max, 'Review must be at least 20 characters', 'Review', true),
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

/**
 * The largest body a valid submission takes as JSON, in bytes: each text field at its byte maximum plus an
 * escape a visible character, the keys and the longest choices. The function refuses more with 413.
 */
export const MAX_SUBMISSION_BYTES = (() => {
  const longest = (options: readonly { value: string }[]) =>
    options.reduce((a, b) => (b.value.length > a.length ? b.value : a), '');
  const rows = Array<string>(REVIEW_LIMITS.items.max).fill('');
  const skeleton = {
    authorName: '',
    rating: 5,
    title: '',
    content: '',
    usageDuration: longest(USAGE_DURATIONS),
    primaryUse: longest(PRIMARY_USES),
    pros: rows,
    cons: rows,
    website: '',
  };
  const withEscapes = (max: number) => maxBytes(max) + max;
  const fields = [
    authorName.max,
    title.max,
    content.max,
    ...Array<number>(2 * rows.length).fill(REVIEW_LIMITS.item.max),
  ];
  return utf8Length(JSON.stringify(skeleton)) + fields.reduce((sum, max) => sum + withEscapes(max), 0);
})();

export { REVIEW_STATUSES, type ReviewStatus };

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
