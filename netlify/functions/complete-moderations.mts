/** Hourly: finishes every moderation a crash or a timeout cut short, even when no moderator lists reviews. */
import type { Config, Context } from '@netlify/functions';
import { completeInterrupted } from '../../src/server/review-store';
import { reviewStore } from '../../src/server/netlify-deps';

export default async (_request: Request, context: Context): Promise<Response> => {
  const completed = await completeInterrupted(reviewStore(context.deploy.context));
  console.log(`complete-moderations: completed ${completed} interrupted moderations`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@hourly' };
