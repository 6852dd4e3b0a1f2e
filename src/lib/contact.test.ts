import { describe, expect, it } from 'vitest';
import { contactFromEnv, missingForProduction } from './contact';

describe('contactFromEnv', () => {
  it('reads the address and the operator, trimmed, blank as unset', () => {
    expect(
      contactFromEnv({
        CONTACT_EMAIL: ' editors@vpncompass.com ',
        OPERATOR_NAME: 'Jo Smith',
        GOVERNING_LAW: ' England and Wales ',
      }),
    ).toEqual({ email: 'editors@vpncompass.com', operator: 'Jo Smith', governingLaw: 'England and Wales' });
    expect(contactFromEnv({ CONTACT_EMAIL: '  ' })).toEqual({
      email: null,
      operator: null,
      governingLaw: null,
    });
  });

  it('refuses addresses that cannot receive mail', () => {
    expect(() => contactFromEnv({ CONTACT_EMAIL: 'privacy@vpncompass.example' })).toThrow(/reserved domain/);
    expect(() => contactFromEnv({ CONTACT_EMAIL: 'editors' })).toThrow(/email address/);
  });
});

describe('missingForProduction', () => {
  it('names each unset setting on a production build only', () => {
    expect(missingForProduction({ CONTEXT: 'production', OPERATOR_NAME: 'Jo' })).toEqual([
      'CONTACT_EMAIL',
      'GOVERNING_LAW',
    ]);
    expect(
      missingForProduction({
        CONTEXT: 'production',
        CONTACT_EMAIL: 'a@b.com',
        OPERATOR_NAME: 'Jo',
        GOVERNING_LAW: 'Ireland',
      }),
    ).toEqual([]);
    expect(missingForProduction({ CONTEXT: 'deploy-preview' })).toEqual([]);
    expect(missingForProduction({})).toEqual([]);
  });
});
