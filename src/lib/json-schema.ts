/**
 * One rule for every JSON Schema (draft 2020-12) the site generates from its zod schemas (the OpenAPI
 * document, the open data's schema, the editors' schema). zod writes a `startsWith`, `endsWith` or `includes`
 * check as a `format` of its own ("starts_with") beside the `pattern` that already states it; validators warn
 * about or reject such a format, so it is dropped and the pattern kept.
 */
import * as z from 'zod/mini';

/** zod's own format names, which JSON Schema does not define. */
const ZOD_ONLY_FORMATS = new Set(['starts_with', 'ends_with', 'includes']);

/**
 * The JSON Schema of `schema`: what a value may be on input (`io: 'input'`) or is on output, dates (which
 * JSON lacks) as strings of format `dates` ("date-time", or "date" for days written YYYY-MM-DD).
 */
export function toJsonSchema(
  schema: z.core.$ZodType,
  io: 'input' | 'output',
  dates: 'date' | 'date-time',
): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (typeof jsonSchema.format === 'string' && ZOD_ONLY_FORMATS.has(jsonSchema.format))
        delete jsonSchema.format;
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: dates });
    },
  });
}
