/** Moderation endpoints for the CLI (npm run moderate), behind Authorization: Bearer $MODERATION_TOKEN. */
import type { Config, Context } from '@netlify/functions';
import { moderationResponse } from '../../src/server/moderation-api';
import { clientAddress, moderationDeps } from '../../src/server/netlify-deps';
import { answering, forMethod } from '../../src/server/http';

export default answering('moderation', async (request: Request, context: Context) =>
  forMethod(
    request,
    await moderationResponse(moderationDeps(context), request, context.params, clientAddress(context)),
  ),
);

export const config: Config = {
  path: ['/api/moderation/reviews', '/api/moderation/reviews/:reviewId/:action'],
  // A wrong token writes a count in the store: 60 requests a minute per client at the edge, above the CLI.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
