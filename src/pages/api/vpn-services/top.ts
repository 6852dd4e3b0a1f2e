/** GET /api/vpn-services/top: the top-rated VpnService list of the home page cards (prerendered). */
import type { APIRoute } from 'astro';
import { json, serviceToJson } from '../../../lib/api';
import { getTopServices } from '../../../lib/content';

export const GET: APIRoute = async () => json((await getTopServices()).map(serviceToJson));
