/** GET /data/vpn-services.schema.json: the JSON Schema of the data download, generated from the zod schema. */
import type { APIRoute } from 'astro';
import { openDataJsonSchema } from '../../../config/open-data-schema';
import { siteOrigin } from '../../lib/site';

export const GET: APIRoute = (context) => Response.json(openDataJsonSchema(siteOrigin(context)));
