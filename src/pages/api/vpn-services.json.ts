/** GET /api/vpn-services: every VpnService, highest rating first (prerendered; rewritten from the clean path). */
import type { APIRoute } from 'astro';
import { json, serviceToJson } from '../../lib/api';
import { getServices } from '../../lib/content';

export const GET: APIRoute = async () => json((await getServices()).map(serviceToJson));
