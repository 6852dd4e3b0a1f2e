/**
 * GET /data/vpn-services-history.csv: one row per change of the fact ledger, newest first, or why there is no
 * history. Same licence as the data set.
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
