/** Moderation endpoints for the CLI (npm run moderate), behind Authorization: Bearer $MODERATION_TOKEN. */
import type { Config, Context } from '@netlify/functions';
import {
  checkModerationToken,
  moderationActionResponse,
  moderationListResponse,
} from '../../src/server/moderation-api';
import { jsonError } from '../../src/server/http';
import { reviewStore } from '../../src/server/netlify-deps';

export default async (request: Request, context: Context): Promise<Response> => {
  const refused = checkModerationToken(request, process.env.MODERATION_TOKEN);
  if (refused) return refused;
  try {
    const { reviewId, action } = context.params;
    if (request.method === 'GET' && !reviewId)
      return await moderationListResponse(reviewStore(), new URL(request.url).searchParams.get('status'));
    if (request.method === 'POST' && reviewId && action)
      return await moderationActionResponse(reviewStore(), request, reviewId, action);
    return jsonError(405, 'Method not allowed');
  } catch (error) {
    console.error('moderation: Blobs store failed', error);
    return jsonError(503, 'Review storage is unavailable');
  }
};

export const config: Config = {
  path: ['/api/moderation/reviews', '/api/moderation/reviews/:reviewId/:action'],
};
