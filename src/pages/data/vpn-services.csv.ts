/** GET /data/vpn-services.csv: one row per provider (facts and how many are checked), under the data set's licence. */
import type { APIRoute } from 'astro';
import { getServices } from '../../data/content';
import { providersCsv } from '../../lib/open-data';

export const GET: APIRoute = async () =>
  new Response(providersCsv(await getServices()), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
