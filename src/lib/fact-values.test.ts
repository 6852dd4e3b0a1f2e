import { describe, expect, it } from 'vitest';
import { factValueText, paysAnonymously, protocolWords } from './fact-values';
import { NOT_IN_DATA } from './format';
import { FACT_KEYS } from './provenance';

describe('factValueText: unknown is never "no"', () => {
  it.each(FACT_KEYS)('says "Not in our data" for %s with no value', (key) => {
    expect(factValueText(key, null)).toBe('Not in our data');
    expect(factValueText(key, undefined)).toBe('Not in our data');
  });

  it('says a value that is not of the fact’s shape is not in our data, never "none"', () => {
    expect(factValueText('devices', 'ten')).toBe(NOT_IN_DATA);
    expect(factValueText('killSwitch', true)).toBe(NOT_IN_DATA);
    expect(factValueText('openSource', 'yes')).toBe(NOT_IN_DATA);
    expect(factValueText('signup', 42)).toBe(NOT_IN_DATA);
    expect(factValueText('ipv6', false)).toBe(NOT_IN_DATA);
    expect(factValueText('refund', 'thirty')).toBe(NOT_IN_DATA);
  });

  it('words a sign-up, IPv6 or storage value by its meaning, and a reading given in words as those words', () => {
    expect(factValueText('signup', 'account-number')).toBe('an account number only, no e-mail');
    expect(factValueText('ipv6', 'blocked')).toBe('IPv6 is blocked to prevent leaks');
    // A source's reading in its own words (the schema takes words for these facts) is shown as written.
    expect(factValueText('signup', 'an e-mail address and a phone number')).toBe(
      'an e-mail address and a phone number',
    );
  });

  it('says "none" only where the source says none', () => {
    expect(factValueText('openSource', [])).toBe('none: the apps are closed source');
    expect(factValueText('killSwitch', { available: false })).toBe('none');
    expect(factValueText('refund', 'none')).toBe('no refund');
    expect(factValueText('portForwarding', { available: false, removed: '2023-07' })).toBe(
      'no: removed July 2023',
    );
    expect(factValueText('portForwarding', { available: false, removed: '2023-09-30' })).toBe(
      'no: removed September 30, 2023',
    );
  });

  it('words the device limit: 0 is unlimited, a pair depends on the plan', () => {
    expect(factValueText('devices', 0)).toBe('unlimited devices');
    expect(factValueText('devices', 10)).toBe('10 devices');
    expect(factValueText('devices', 1)).toBe('1 device');
    expect(factValueText('devices', [5, 10])).toBe('5-10 devices');
  });

  it('words the other facts as readers read them', () => {
    expect(factValueText('refund', 30)).toBe('30 days');
    expect(factValueText('network', { servers: 7900, serversIsMinimum: true, countries: 126 })).toBe(
      '7,900+ servers in 126 countries',
    );
    expect(
      factValueText('pricing', [
        { plan: '2-Year Basic', price: '3.39', period: 'month' },
        { plan: 'Monthly', price: '4.99', currency: 'EUR', period: 'month' },
      ]),
    ).toBe('$3.39/mo (2-Year Basic), €4.99/mo (Monthly)');
    expect(factValueText('renewal', { price: '139.08', period: 'year' })).toBe('$139.08/year');
    expect(factValueText('ownership', { owner: 'Nord Security', parent: 'Nord Holding' })).toBe(
      'Nord Security; parent: Nord Holding',
    );
    expect(factValueText('audits', { firm: 'Deloitte', date: '2025-12' })).toBe('Deloitte, 2025-12');
    expect(
      factValueText('killSwitch', { available: true, scope: 'per-app', platforms: ['windows', 'ios'] }),
    ).toBe('per-app only, on Windows and iOS');
    expect(factValueText('openSource', [{ platform: 'android', repo: 'https://github.com/x/y' }])).toBe(
      'open source on Android',
    );
    expect(factValueText('payment', ['card', 'monero'])).toBe('card and Monero');
    expect(factValueText('signup', 'account-number')).toBe('an account number only, no e-mail');
    expect(factValueText('ipv6', 'blocked')).toBe('IPv6 is blocked to prevent leaks');
    expect(factValueText('infrastructure', 'ram-only')).toBe('RAM-only servers (nothing kept on disk)');
    expect(factValueText('jurisdiction', 'Panama')).toBe('Panama');
  });

  it('names a protocol of the provider’s own with what it is based on', () => {
    expect(protocolWords('WireGuard')).toBe('WireGuard');
    expect(protocolWords({ name: 'NordLynx', basedOn: 'WireGuard' })).toBe('NordLynx (based on WireGuard)');
    expect(protocolWords({ name: 'Hydra', basedOn: 'own' })).toBe('Hydra (its own design)');
    expect(factValueText('protocols', ['OpenVPN', { name: 'NordLynx', basedOn: 'WireGuard' }])).toBe(
      'OpenVPN, NordLynx (based on WireGuard)',
    );
  });
});

describe('paysAnonymously', () => {
  it('is yes with cash or Monero, no without, and unknown (not no) without a list', () => {
    expect(paysAnonymously(['card', 'cash'])).toBe(true);
    expect(paysAnonymously(['monero'])).toBe(true);
    expect(paysAnonymously(['card', 'crypto'])).toBe(false);
    expect(paysAnonymously(null)).toBeNull();
    expect(paysAnonymously(undefined)).toBeNull();
  });
});
