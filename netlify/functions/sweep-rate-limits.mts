/** Hourly: deletes the rate-limit counts (salted hashes of IP addresses) of windows that have ended. */
import type { Config, Context } from '@netlify/functions';
import { sweepAllLimits } from '../../src/server/rate-limit';
import { reviewStore } from '../../src/server/netlify-deps';

export default async (_request: Request, context: Context): Promise<Response> => {
  const deleted = await sweepAllLimits(reviewStore(context.deploy.context));
  console.log(`sweep-rate-limits: deleted ${deleted} expired counts`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@hourly' };
