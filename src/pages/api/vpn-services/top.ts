/** GET /api/vpn-services/top: the top-rated VpnService list of the home page cards (prerendered). */
import type { APIRoute } from 'astro';
import { serviceToJson } from '../../../data/api-shapes';
import { getTopServices } from '../../../data/content';

export const GET: APIRoute = async () => Response.json((await getTopServices()).map(serviceToJson));
