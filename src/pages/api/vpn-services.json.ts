/** GET /api/vpn-services: every VpnService, highest rating first (prerendered; rewritten from the clean path). */
import type { APIRoute } from 'astro';
import { serviceToJson } from '../../data/api-shapes';
import { getServices } from '../../data/content';

export const GET: APIRoute = async () => Response.json((await getServices()).map(serviceToJson));
