/**
 * Scheduled hourly: finishes every moderation a crash or a timeout cut short (src/server/review-store.ts), so an
 * interrupted approval is published within the hour even when no moderator lists the reviews (every moderation
 * listing does the same at once).
 */
import type { Config, Context } from '@netlify/functions';
import { completeInterrupted } from '../../src/server/review-store';
import { reviewStore } from '../../src/server/netlify-deps';

export default async (_request: Request, context: Context): Promise<Response> => {
  const completed = await completeInterrupted(reviewStore(context.deploy.context));
  console.log(`complete-moderations: completed ${completed} interrupted moderations`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@hourly' };
