/**
 * GET (and HEAD) /finder/results?devices=..&prepay=..&budget=..&free=..&refund=..&audit=..: the /finder page with
 * the result of those answers (src/lib/finder.ts) in its result region, read from the site's own prerendered
 * page and GET /api/vpn-services data. A value it does not understand answers 400 with the page saying which.
 * Nothing is stored or logged.
 */
import { finderServicesJsonSchema } from '../../src/data/schemas';
import { parseFinder, runFinder, type FinderService } from '../../src/lib/finder';
import { finderResultHtml, notUnderstoodHtml } from '../../src/server/finder-page';
import { methodNotAllowed, noStore } from '../../src/server/http';
import { fetchPage, fillRegion, pageResponse, selectOptions } from '../../src/server/page-template';

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return noStore(methodNotAllowed(['GET', 'HEAD']));
  const parsed = parseFinder(new URL(request.url).searchParams);
  const page = await fetchPage(request, '/finder');
  if (!parsed.ok)
    return pageResponse(
      request,
      fillRegion(page.html, 'finder-result', notUnderstoodHtml(parsed.errors)),
      page.headers,
      400,
    );
  const data = await fetch(new URL('/api/vpn-services.json', request.url));
  if (!data.ok) throw new Error(`/api/vpn-services.json answered ${String(data.status)}`);
  // The API writes prices in their stored form; the schema reads them back into amounts.
  const services = finderServicesJsonSchema.parse(await data.json()) as unknown as FinderService[];
  const html = fillRegion(
    selectOptions(page.html, parsed.answers),
    'finder-result',
    finderResultHtml(runFinder(services, parsed.answers), parsed.answers),
  );
  return pageResponse(request, html, page.headers);
};

// Not typed as Config: its method list has HEAD, which Netlify routes (zip-it-and-ship-it accepts it).
export const config = { path: '/finder/results', method: ['GET', 'HEAD'] };
