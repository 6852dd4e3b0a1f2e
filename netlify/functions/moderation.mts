/** Moderation endpoints for the CLI (npm run moderate), behind Authorization: Bearer $MODERATION_TOKEN. */
import type { Config, Context } from '@netlify/functions';
import { moderationResponse } from '../../src/server/moderation-api';
import { clientAddress, moderationDeps } from '../../src/server/netlify-deps';
import { forMethod } from '../../src/server/http';

export default async (request: Request, context: Context): Promise<Response> =>
  forMethod(
    request,
    await moderationResponse(moderationDeps(context), request, context.params, clientAddress(context)),
  );

export const config: Config = {
  path: ['/api/moderation/reviews', '/api/moderation/reviews/:reviewId/:action'],
};
