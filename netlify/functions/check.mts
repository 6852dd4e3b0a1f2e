/**
 * GET (and HEAD) /check/results: the /check page with what this request showed (src/server/check-page.ts): the
 * client address and country from Netlify's context (context.ip, context.geo), read from the site's own
 * prerendered page. Nothing is stored or logged.
 */
import type { Context } from '@netlify/functions';
import { checkResultHtml } from '../../src/server/check-page';
import { methodNotAllowed, noStore } from '../../src/server/http';
import { fetchPage, fillRegion, pageResponse } from '../../src/server/page-template';

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return noStore(methodNotAllowed(['GET', 'HEAD']));
  const page = await fetchPage(request, '/check');
  const html = fillRegion(
    page.html,
    'check-result',
    checkResultHtml({ ip: context.ip, country: context.geo.country }),
  );
  return pageResponse(request, html, page.headers);
};

// Not typed as Config: its method list has HEAD, which Netlify routes (zip-it-and-ship-it accepts it).
export const config = { path: '/check/results', method: ['GET', 'HEAD'] };
