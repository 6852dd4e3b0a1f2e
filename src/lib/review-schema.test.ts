import { describe, expect, it } from 'vitest';
import { EXAMPLE_REVIEW } from './review-example';
import { reviewSubmissionSchema, toIssues } from './review-schema';

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

  it('gives the spec messages for each rule', () => {
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
      messages({ ...valid, authorName: `${'x'.repeat(40)}${'\u200B'.repeat(100)}${'x'.repeat(40)}` })
        .authorName,
    ).toBe('Name must be at most 80 characters');
    // Emoji sequences keep their joiners and selectors and count as what the reader sees.
    const parsed = reviewSubmissionSchema.parse({ ...valid, authorName: '  \u200BSam 👨‍👩‍👧 ❤️\u200B ' });
    expect(parsed.authorName).toBe('Sam 👨‍👩‍👧 ❤️');
  });
});
