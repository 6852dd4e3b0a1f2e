import { describe, expect, it } from 'vitest';
import { LOCAL_STORE, PRODUCTION_STORE, storeFor } from './netlify-deps';

describe('the store of each deploy context', () => {
  it('lets only production use the production store', () => {
    expect(storeFor('production')).toEqual({ name: PRODUCTION_STORE });
    for (const context of ['deploy-preview', 'branch-deploy', 'staging', undefined])
      expect(storeFor(context)).toBe('deploy');
    expect(storeFor('dev')).toEqual({ name: LOCAL_STORE });
    expect(LOCAL_STORE).not.toBe(PRODUCTION_STORE);
  });
});
