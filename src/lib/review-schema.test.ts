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
