import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from './json-schema';

describe('toJsonSchema', () => {
  it("drops zod's own formats and keeps the pattern that states the rule", () => {
    const schema = toJsonSchema(z.string().startsWith('/'), 'output', 'date-time');
    expect(schema).not.toHaveProperty('format');
    expect(new RegExp(String(schema.pattern)).test('/logos/a.svg')).toBe(true);
    expect(new RegExp(String(schema.pattern)).test('logos/a.svg')).toBe(false);
  });

  it('keeps the formats JSON Schema defines', () => {
    expect(toJsonSchema(z.url(), 'output', 'date-time').format).toBe('uri');
  });

  it('writes dates as strings of the format asked for', () => {
    expect(toJsonSchema(z.date(), 'output', 'date')).toMatchObject({ type: 'string', format: 'date' });
    expect(toJsonSchema(z.date(), 'input', 'date-time')).toMatchObject({
      type: 'string',
      format: 'date-time',
    });
  });
});
