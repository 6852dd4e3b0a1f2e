/**
 * GET /data/vpn-services-history.csv: the fact ledger as a table, one row per change (provider, fact, old, new,
 * date, commit), newest first; only the header when the build has no history. Same licence as the data set.
 */
import type { APIRoute } from 'astro';
import { getFactLedger } from '../../data/content';
import { historyCsv } from '../../lib/fact-history';

export const GET: APIRoute = async () =>
  new Response(historyCsv((await getFactLedger()).entries), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
