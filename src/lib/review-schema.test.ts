import { describe, expect, it } from 'vitest';
import { EXAMPLE_REVIEW } from './review-example';
import {
  MAX_SUBMISSION_BYTES,
  maxBytes,
  REVIEW_LIMITS,
  reviewSubmissionSchema,
  toIssues,
  utf8Length,
} from './review-schema';

/** The example review with blank pro and con rows, which the schema drops. */
const valid = { ...EXAMPLE_REVIEW, pros: ['Fast', ''], cons: ['  ', 'Pricey monthly'] };

const messages = (input: unknown) => {
  const result = reviewSubmissionSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(toIssues(result.error).map((i) => [i.path, i.message]));
};

describe('reviewSubmissionSchema', () => {
  it('accepts a valid review, trimming text and dropping blank rows', () => {
    const parsed = reviewSubmissionSchema.parse({ ...valid, authorName: '  Sam  ' });
    expect(parsed.authorName).toBe('Sam');
    expect(parsed.pros).toEqual(['Fast']);
    expect(parsed.cons).toEqual(['Pricey monthly']);
  });

  it("gives the form's message for each rule", () => {
    expect(
      messages({ ...valid, authorName: 'S', title: 'Hey', content: 'Too short', pros: [' '], cons: [] }),
    ).toEqual({
      authorName: 'Name must be at least 2 characters',
      title: 'Title must be at least 5 characters',
      content: 'Review must be at least 20 characters',
      pros: 'Add at least one pro',
      cons: 'Add at least one con',
    });
  });

  it('needs a rating from 1 to 5 whole stars (the form starts at 0)', () => {
    for (const rating of [0, 6, 3.5, '4'])
      expect(messages({ ...valid, rating }).rating).toBe('Choose a rating from 1 to 5 stars');
  });

  it('treats the empty choice as not given and refuses unknown choices', () => {
    const parsed = reviewSubmissionSchema.parse({ ...valid, usageDuration: '', primaryUse: '' });
    expect(parsed.usageDuration).toBeUndefined();
    expect(parsed.primaryUse).toBeUndefined();
    expect(messages({ ...valid, primaryUse: 'spying' }).primaryUse).toBeDefined();
  });

  it('caps lengths and counts', () => {
    const m = messages({
      ...valid,
      authorName: 'x'.repeat(81),
      title: 'x'.repeat(121),
      content: 'x'.repeat(5001),
      pros: Array.from({ length: 11 }, () => 'ok'),
      cons: ['x'.repeat(201)],
    });
    expect(m).toEqual({
      authorName: 'Name must be at most 80 characters',
      title: 'Title must be at most 120 characters',
      content: 'Review must be at most 5000 characters',
      pros: 'Add at most 10 pros',
      'cons.0': 'Each con must be at most 200 characters',
    });
  });

  it('refuses a filled honeypot and keeps markup as plain text', () => {
    expect(messages({ ...valid, website: 'http://spam.example' }).website).toBe('Submission refused');
    const parsed = reviewSubmissionSchema.parse({ ...valid, title: '<script>alert(1)</script>' });
    expect(parsed.title).toBe('<script>alert(1)</script>');
  });

  it('reports missing fields as Required', () => {
    expect(messages({}).authorName).toBe('Required');
    expect(messages({}).pros).toBe('Required');
  });
});

describe('text hygiene', () => {
  it('refuses control characters, with newline and tab allowed in the review text only', () => {
    expect(messages({ ...valid, authorName: 'Evil\u0000Name' }).authorName).toBe(
      'Name must not contain control or text-direction characters',
    );
    expect(messages({ ...valid, title: 'Nice \u001b[2Ktitle' }).title).toBe(
      'Title must not contain control or text-direction characters',
    );
    expect(messages({ ...valid, title: 'Two\nlines here' }).title).toBeDefined();
    expect(messages({ ...valid, content: 'Erase \u001b[1A the line above, then more' }).content).toBe(
      'Review must not contain control or text-direction characters',
    );
    expect(messages({ ...valid, pros: ['C1\u009bcontrol'] })['pros.0']).toBe(
      'Each pro must not contain control or text-direction characters',
    );
    const parsed = reviewSubmissionSchema.parse({ ...valid, content: 'First line of it\r\n\tsecond line' });
    expect(parsed.content).toBe('First line of it\n\tsecond line');
  });

  it('refuses bidirectional overrides, embeddings and isolates, and keeps right-to-left text', () => {
    for (const mark of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(messages({ ...valid, authorName: `Admin${mark}gnp.exe` }).authorName).toBeDefined();
    expect(reviewSubmissionSchema.parse({ ...valid, authorName: 'שרה כהן' }).authorName).toBe('שרה כהן');
  });

  it('counts visible characters: invisible or filler text is as empty as blank text', () => {
    expect(messages({ ...valid, authorName: '\u200B\u200C\u200D\u2060' }).authorName).toBe(
      'Name must be at least 2 characters',
    );
    expect(messages({ ...valid, title: '\u3164\u3164\u3164\u3164\u3164\u3164' }).title).toBe(
      'Title must be at least 5 characters',
    );
    expect(messages({ ...valid, content: `ok${'\uFEFF'.repeat(40)}` }).content).toBe(
      'Review must be at least 20 characters',
    );
    expect(messages({ ...valid, pros: ['\u2800', '\u115F'] }).pros).toBe('Add at least one pro');
    expect(
      messages({ ...valid, authorName: `${'x'.repeat(40)}${'\u200B'.repeat(200)}${'x'.repeat(40)}` })
        .authorName,
    ).toBe('Name is too long: emoji and some scripts take more room, please shorten it');
    // Emoji sequences keep their joiners and selectors and count as what the reader sees.
    const parsed = reviewSubmissionSchema.parse({ ...valid, authorName: '  \u200BSam 👨‍👩‍👧 ❤️\u200B ' });
    expect(parsed.authorName).toBe('Sam 👨‍👩‍👧 ❤️');
  });
});

describe('characters that draw nothing', () => {
  /** Text made only of characters with no glyph of their own, one kind each. */
  const glyphless = {
    'variation selectors 17 to 256': '\u{E0100}\u{E0101}\u{E01EF}',
    'an unassigned default-ignorable': '\u2065\u2065',
    'unassigned tags': '\u{E0002}\u{E0003}',
    'unassigned specials': '\uFFF0\uFFF1',
    'combining marks without a base': '\u0301\u0300\u20DD',
    noncharacters: '\uFDD0\uFFFE\u{1FFFF}\u{10FFFF}',
    'a mixture, with spaces': ' \u{E0100} \u2065\u0301 \u200B\uFDEF ',
  };

  it('refuses every field made only of them, as if it were blank', () => {
    for (const [kind, filler] of Object.entries(glyphless)) {
      const padded = filler.repeat(8);
      expect(
        messages({
          ...valid,
          authorName: padded,
          title: padded,
          content: padded,
          pros: [padded],
          cons: [padded],
        }),
        kind,
      ).toEqual({
        authorName: 'Name must be at least 2 characters',
        title: 'Title must be at least 5 characters',
        content: 'Review must be at least 20 characters',
        pros: 'Add at least one pro',
        cons: 'Add at least one con',
      });
    }
  });

  it('does not count them towards a minimum, and keeps the marks that belong to a letter', () => {
    expect(messages({ ...valid, authorName: 'S\u{E0100}\u0301' }).authorName).toBe(
      'Name must be at least 2 characters',
    );
    // Decomposed accents are composed (NFC); a mark after a letter stays with it.
    expect(reviewSubmissionSchema.parse({ ...valid, authorName: 'Zoe\u0301' }).authorName).toBe('Zoé');
    expect(reviewSubmissionSchema.parse({ ...valid, authorName: '\u0301Ana\u0303' }).authorName).toBe('Anã');
    // Spacing marks draw: a Hindi name of a consonant and a vowel sign is two characters.
    expect(reviewSubmissionSchema.parse({ ...valid, authorName: 'कि' }).authorName).toBe('कि');
  });

  it('refuses lone surrogates anywhere, with a message a person understands', () => {
    expect(messages({ ...valid, authorName: 'Sam \ud800 Lone' }).authorName).toBe(
      'Name contains a broken character: please retype it',
    );
    expect(messages({ ...valid, title: 'Title \udc00 end' }).title).toBe(
      'Title contains a broken character: please retype it',
    );
    expect(messages({ ...valid, cons: ['Half \ud83d emoji'] })['cons.0']).toBe(
      'Each con contains a broken character: please retype it',
    );
    expect(reviewSubmissionSchema.safeParse({ ...valid, title: 'A whole 😀 emoji' }).success).toBe(true);
  });

  it('treats the Unicode line and paragraph separators as line breaks', () => {
    expect(messages({ ...valid, authorName: 'Sam\u2028Smith' }).authorName).toBe('Name must be on one line');
    expect(
      reviewSubmissionSchema.parse({ ...valid, content: 'First paragraph here\u2029second one' }).content,
    ).toBe('First paragraph here\nsecond one');
  });
});

describe('the byte cap shared by the form and the server', () => {
  const longest = {
    ...valid,
    usageDuration: 'less-than-1-month',
    primaryUse: 'torrenting',
    website: '',
  };

  it('accepts a review of maximum length in Chinese or in emoji', () => {
    const cjk = {
      ...longest,
      authorName: '名'.repeat(80),
      title: '题'.repeat(120),
      content: '评'.repeat(5000),
      pros: Array.from({ length: 10 }, () => '优'.repeat(200)),
      cons: Array.from({ length: 10 }, () => '缺'.repeat(200)),
    };
    const emoji = {
      ...cjk,
      authorName: '😀'.repeat(80),
      title: '❤️'.repeat(120),
      content: '😀'.repeat(5000),
      pros: Array.from({ length: 10 }, () => '👍🏽'.repeat(100)),
    };
    for (const review of [cjk, emoji]) {
      const parsed = reviewSubmissionSchema.safeParse(review);
      expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
      expect(utf8Length(JSON.stringify(parsed.data))).toBeLessThanOrEqual(MAX_SUBMISSION_BYTES);
    }
  });

  it('fits the largest valid submission, escapes included, under MAX_SUBMISSION_BYTES', () => {
    // Each field at its visible maximum in quotes (escaped as two bytes each in JSON), and filled to its byte
    // maximum with zero-width spaces (three bytes each, not counted): the most bytes a valid field can take.
    const fill = (max: number) => {
      const half = '"'.repeat(max / 2);
      return `${half}${'\u200B'.repeat(Math.floor((maxBytes(max) - max) / 3))}${half}`;
    };
    const { authorName, title, content, item } = REVIEW_LIMITS;
    const worst = {
      ...longest,
      authorName: fill(authorName.max),
      title: fill(title.max),
      content: fill(content.max),
      pros: Array.from({ length: 10 }, () => fill(item.max)),
      cons: Array.from({ length: 10 }, () => fill(item.max)),
    };
    const parsed = reviewSubmissionSchema.safeParse(worst);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
    const size = utf8Length(JSON.stringify(parsed.data));
    expect(size).toBeLessThanOrEqual(MAX_SUBMISSION_BYTES);
    // The cap is not loose either: the worst case comes within a few percent of it.
    expect(size).toBeGreaterThan(MAX_SUBMISSION_BYTES * 0.9);
  });

  it('refuses text padded past six bytes a visible character, in plain words', () => {
    expect(
      messages({ ...valid, content: `Long enough review text.${'\u200B'.repeat(30_000)} And more of it.` })
        .content,
    ).toBe('Review is too long: emoji and some scripts take more room, please shorten it');
    expect(messages({ ...valid, pros: [`ok${'\u{E0100}'.repeat(400)}`] })['pros.0']).toBe(
      'Each pro is too long: emoji and some scripts take more room, please shorten it',
    );
  });
});
