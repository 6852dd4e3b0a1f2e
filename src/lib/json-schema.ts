/**
 * One rule for every JSON Schema the site generates from its zod schemas (the OpenAPI document and the open
 * data's schema): only formats JSON Schema defines. zod writes a `startsWith`, `endsWith` or `includes` check as
 * a `format` of its own ("starts_with") beside the `pattern` that already states it; validators warn about or
 * reject such a format, so it is dropped and the pattern kept.
 */

/** zod's own format names, which JSON Schema does not define. */
const ZOD_ONLY_FORMATS = new Set(['starts_with', 'ends_with', 'includes']);

/** Removes a zod-only `format` from one generated schema node, in place (its `pattern` stays). */
export function dropZodOnlyFormat(node: Record<string, unknown>): void {
  if (typeof node.format === 'string' && ZOD_ONLY_FORMATS.has(node.format)) delete node.format;
}
