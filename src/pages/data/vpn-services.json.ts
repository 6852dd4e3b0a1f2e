/** GET /data/vpn-services.json: every provider's data with its provenance, under the data set's licence. */
import type { APIRoute } from 'astro';
import { getServices } from '../../data/content';
import { openDataDocument } from '../../lib/open-data';

export const GET: APIRoute = async () => Response.json(openDataDocument(await getServices()));
