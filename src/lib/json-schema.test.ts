import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { dropZodOnlyFormat } from './json-schema';

describe('dropZodOnlyFormat', () => {
  it("drops zod's own formats and keeps the pattern that states the rule", () => {
    const schema = z.toJSONSchema(z.string().startsWith('/'), {
      override: ({ jsonSchema }) => dropZodOnlyFormat(jsonSchema),
    });
    expect(schema).not.toHaveProperty('format');
    expect(new RegExp(String(schema.pattern)).test('/logos/a.svg')).toBe(true);
    expect(new RegExp(String(schema.pattern)).test('logos/a.svg')).toBe(false);
  });

  it('keeps the formats JSON Schema defines', () => {
    const schema = z.toJSONSchema(z.url(), { override: ({ jsonSchema }) => dropZodOnlyFormat(jsonSchema) });
    expect(schema.format).toBe('uri');
  });
});
