/**
 * The JSON Schema (draft 2020-12) of /data/vpn-services.json, generated from the collection's zod schema so it
 * can never drift from the data. Dates, which JSON lacks, are described as YYYY-MM-DD strings.
 */
import { z } from 'astro/zod';
import { openDataSchema } from '../src/lib/schemas';
import { dropZodOnlyFormat } from '../src/lib/json-schema';

/** The schema document, with `title` and `$id` set for `site` (an origin, e.g. "https://vpncompass.com"). */
export function openDataJsonSchema(site: string): Record<string, unknown> {
  const schema = z.toJSONSchema(openDataSchema, {
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => {
      dropZodOnlyFormat(ctx.jsonSchema);
      if (ctx.zodSchema._zod.def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date' });
    },
  });
  return {
    ...schema,
    $id: new URL('/data/vpn-services.schema.json', site).href,
    title: 'VPN Compass provider data',
  };
}
