/**
 * GET /data/vpn-services-history.csv: the fact ledger as a table, one row per change (provider, fact, old, new,
 * date, commit), newest first; a build with no history says so in the file instead. Same licence as the data set.
 */
import type { APIRoute } from 'astro';
import { getFactLedger } from '../../data/content';
import { historyCsv } from '../../lib/fact-history';

export const GET: APIRoute = async () => {
  const ledger = await getFactLedger();
  return new Response(historyCsv(ledger.entries, ledger.note), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
};
