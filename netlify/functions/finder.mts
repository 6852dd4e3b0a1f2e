/**
 * /finder/results?devices=..&prepay=..&budget=..&free=..&refund=..&audit=..: the /finder page with the result
 * of those answers (src/lib/finder.ts), from the bundled page and API data (`includedFiles`); a value not
 * understood answers 400 saying which. Cached by the CDN until the next deploy. GET and HEAD, else 405.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { finderServicesJsonSchema } from '../../src/lib/schemas';
import { FINDER_QUESTIONS, parseFinder, runFinder, type FinderService } from '../../src/lib/finder';
import { finderResultHtml, notUnderstoodHtml } from '../../src/server/finder-page';
import { answering, cachedUntilDeploy, methodNotAllowed } from '../../src/server/http';
import { builtPage, fillRegion, pageResponse, selectOptions } from '../../src/server/page-template';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The build's files it reads, two folders up from this file here and in its bundle (see `includedFiles`). */
const dist = (...parts: string[]) => path.join(here, '../../dist', ...parts);

export default answering('finder', async (request: Request): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  const parsed = parseFinder(new URL(request.url).searchParams);
  const page = await builtPage({ html: dist('finder.html'), headers: dist('_headers') });
  if (!parsed.ok)
    return pageResponse(
      request,
      fillRegion(page.html, 'finder-result', notUnderstoodHtml(parsed.errors)),
      page.headers,
      { status: 400 },
    );
  // The API writes prices in their stored form; the schema reads them back into amounts.
  const services = finderServicesJsonSchema.parse(
    JSON.parse(await readFile(dist('api', 'vpn-services.json'), 'utf8')),
  ) as unknown as FinderService[];
  const html = fillRegion(
    selectOptions(page.html, parsed.answers),
    'finder-result',
    finderResultHtml(runFinder(services, parsed.answers), parsed.answers),
  );
  return pageResponse(request, html, page.headers, {
    caching: cachedUntilDeploy(FINDER_QUESTIONS.map((q) => q.param)),
  });
});

// Not typed as Config, which lacks `includedFiles`; a literal, as Netlify's bundler reads it unrun.
export const config = {
  path: '/finder/results',
  includedFiles: ['../../dist/finder.html', '../../dist/_headers', '../../dist/api/vpn-services.json'],
  // Per visitor, at Netlify's edge: far above what a person submitting the form sends.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
