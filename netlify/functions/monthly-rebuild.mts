/** Monthly: rebuilds the site through its build hook (BUILD_HOOK_URL), so dated text stays current. */
import type { Config } from '@netlify/functions';

export default async (): Promise<Response> => {
  const hook = process.env.BUILD_HOOK_URL;
  if (!hook) {
    console.error('monthly-rebuild: BUILD_HOOK_URL is not set; no rebuild requested');
    return new Response('BUILD_HOOK_URL is not set', { status: 500 });
  }
  const response = await fetch(hook, { method: 'POST', body: '{}' });
  console.log(`monthly-rebuild: build hook answered ${response.status}`);
  return new Response(null, { status: response.ok ? 204 : 502 });
};

export const config: Config = { schedule: '@monthly' };
