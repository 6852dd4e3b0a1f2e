/**
 * The JSON Schema (draft 2020-12) of /data/vpn-services.json, generated from the collection's zod schema so it
 * can never drift from the data. Dates, which JSON lacks, are described as YYYY-MM-DD strings.
 */
import { openDataSchema } from '../src/lib/schemas';
import { toJsonSchema } from '../src/lib/json-schema';

/** The schema document, with `title` and `$id` set for `site` (an origin, e.g. "https://vpncompass.com"). */
export function openDataJsonSchema(site: string): Record<string, unknown> {
  return {
    ...toJsonSchema(openDataSchema, 'output', 'date'),
    $id: new URL('/data/vpn-services.schema.json', site).href,
    title: 'VPN Compass provider data',
  };
}
