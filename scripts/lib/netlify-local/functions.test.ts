import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFunctions, matchFunction, type LocalFunction } from './functions';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../../netlify/functions', import.meta.url));

let functions: LocalFunction[];
beforeAll(async () => {
  functions = await loadFunctions(FUNCTIONS_DIR);
});

const route = (method: string, pathname: string) => {
  const match = matchFunction(functions, method, pathname);
  return match && { name: match.fn.name, params: match.params };
};

describe('the local server routes requests to the functions as Netlify does', () => {
  it('loads only functions with a path (scheduled ones are not routed)', () => {
    const names = functions.map((fn) => fn.name);
    expect(names).toContain('reviews-submit');
    expect(names).not.toContain('monthly-rebuild');
    expect(names).not.toContain('sweep-rate-limits');
  });

  it('sends a POST of a review to the submit function and a GET to the list, with the id as a parameter', () => {
    expect(route('POST', '/api/vpn-services/3/reviews')).toEqual({
      name: 'reviews-submit',
      params: { id: '3' },
    });
    expect(route('GET', '/api/vpn-services/3/reviews')).toEqual({ name: 'reviews', params: { id: '3' } });
    expect(route('get', '/api/vpn-services/3/reviews')?.name).toBe('reviews');
  });

  it('matches a path with or without its trailing slash', () => {
    expect(route('GET', '/api/vpn-services/3/review-stats/')).toEqual({
      name: 'review-stats',
      params: { id: '3' },
    });
    expect(route('GET', '/api/health/')?.name).toBe('health');
  });

  it('leaves excluded paths to the function that owns them, and unknown API paths to the JSON 404', () => {
    expect(route('GET', '/api/health')?.name).toBe('health');
    expect(route('GET', '/api/no-such-thing')?.name).toBe('api-not-found');
    expect(route('GET', '/vpn/nordvpn')).toBeUndefined();
  });

  it('sends other methods on prerendered API paths to api-methods, and GET to the files or api-not-found', () => {
    expect(route('DELETE', '/api/vpn-services/nordvpn')?.name).toBe('api-methods');
    expect(route('POST', '/api/openapi.json')?.name).toBe('api-methods');
    expect(route('PUT', '/api/guides')?.name).toBe('api-methods');
    expect(route('GET', '/api/vpn-services/nordvpn')?.name).toBe('api-not-found');
    expect(route('POST', '/api/vpn-services/nordvpn/reviews')?.name).toBe('reviews-submit');
    expect(route('DELETE', '/api/vpn-services/nordvpn/reviews')?.name).toBe('reviews');
    expect(route('DELETE', '/api/health')?.name).toBe('health');
  });
});
