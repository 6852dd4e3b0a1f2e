/** The read-only JSON API for VPN services, served as production serves it. */
import { describe, expect, it } from 'vitest';
import { byRanking, loadProviders } from '../support/providers';
import { baseUrl } from './browser';

const ranked = [...loadProviders()].sort(byRanking);

async function getJson(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('/api/vpn-services', () => {
  it('lists every service, highest rating first, with the spec fields', async () => {
    const { status, body } = await getJson('/api/vpn-services');
    expect(status).toBe(200);
    const list = body as Record<string, unknown>[];
    expect(list.map((s) => s.slug)).toEqual(ranked.map((p) => p.slug));
    for (const key of [
      'id',
      'name',
      'slug',
      'description',
      'rating',
      'serverCount',
      'countryCount',
      'pricePerMonth',
      'features',
      'pros',
      'cons',
      'protocols',
    ]) {
      expect(list[0], key).toHaveProperty(key);
    }
  });

  it('gives the top six and one service by slug', async () => {
    const top = await getJson('/api/vpn-services/top');
    expect((top.body as { slug: string }[]).map((s) => s.slug)).toEqual(
      ranked.slice(0, 6).map((p) => p.slug),
    );
    const one = await getJson('/api/vpn-services/surfshark');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ slug: 'surfshark', name: 'Surfshark', rating: 4.6, deviceLimit: 0 });
  });

  it('answers an unknown slug with 404 JSON', async () => {
    const { status, body } = await getJson('/api/vpn-services/no-such-vpn');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'VPN service not found' });
  });
});

describe('/api/health', () => {
  it('reports the function runtime and the Blobs store healthy', async () => {
    const { status, body } = await getJson('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', blobs: 'reachable' });
  });
});

describe('review endpoints', () => {
  it('answer an unsupported method with a JSON 405', async () => {
    const response = await fetch(`${baseUrl}/api/vpn-services/nordvpn/reviews`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });
});
