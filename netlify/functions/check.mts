/**
 * /check/results: the /check page (bundled, `includedFiles`) with the client address and country Netlify saw
 * (src/server/check-page.ts). Never stored or logged. GET and HEAD; other methods 405.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from '@netlify/functions';
import { checkResultHtml } from '../../src/server/check-page';
import { answering, methodNotAllowed } from '../../src/server/http';
import { builtPage, fillRegion, pageResponse } from '../../src/server/page-template';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The build's files it reads, two folders up from this file here and in its bundle (see `includedFiles`). */
const dist = (...parts: string[]) => path.join(here, '../../dist', ...parts);

export default answering('check', async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  const page = await builtPage({ html: dist('check.html'), headers: dist('_headers') });
  const html = fillRegion(
    page.html,
    'check-result',
    checkResultHtml({ ip: context.ip, country: context.geo.country }),
  );
  return pageResponse(request, html, page.headers);
});

// Not typed as Config, which lacks `includedFiles`; a literal, as Netlify's bundler reads it unrun.
export const config = {
  path: '/check/results',
  includedFiles: ['../../dist/check.html', '../../dist/_headers'],
  // Per visitor, at Netlify's edge: far above what a person pressing the button sends.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
