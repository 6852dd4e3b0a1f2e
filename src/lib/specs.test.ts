import { describe, expect, it } from 'vitest';
import { providerDescription, quickSpecs } from './specs';
import { usd } from './price';
import { sourceInfo } from '../../tests/support/sources';

const nord = {
  serverCount: 7900,
  serverCountIsMinimum: true,
  countryCount: 126,
  countryCountIsMinimum: false,
  deviceLimit: 10,
  logsPolicy: 'No logs',
  jurisdiction: 'Panama',
  protocols: ['NordLynx', 'OpenVPN'],
  encryption: ['AES-256', 'ChaCha20'],
  moneyBackDays: 30,
  provenance: { network: {}, devices: {}, logging: {}, jurisdiction: {}, refund: {} },
};

describe('quickSpecs', () => {
  it('lists the eight spec lines in order', () => {
    expect(quickSpecs(nord)).toEqual([
      { label: 'Servers', value: '7,900+' },
      { label: 'Countries', value: '126' },
      { label: 'Devices', value: '10' },
      { label: 'Logs Policy', value: 'No logs' },
      { label: 'Jurisdiction', value: 'Panama' },
      { label: 'Protocols', value: 'NordLynx, OpenVPN' },
      { label: 'Encryption', value: 'AES-256, ChaCha20' },
      { label: 'Money-back', value: '30 days' },
    ]);
  });

  it('names a protocol of the provider’s own with what it is based on, never as an object', () => {
    const own = quickSpecs({
      ...nord,
      protocols: [{ name: 'NordLynx', basedOn: 'WireGuard' }, 'OpenVPN', { name: 'Hydra', basedOn: 'own' }],
    });
    expect(own.find((s) => s.label === 'Protocols')?.value).toBe(
      'NordLynx (based on WireGuard), OpenVPN, Hydra (its own design)',
    );
  });

  it('shows a partnership beside the money-back window, never instead of it, and says what our data lacks', () => {
    const eset = quickSpecs({
      ...nord,
      deviceLimit: [5, 10],
      protocols: [],
      encryption: [],
      moneyBackDays: null,
      partnership: 'Built on partner technology',
    });
    expect(eset.slice(-2)).toEqual([
      { label: 'Partnership', value: 'Built on partner technology' },
      { label: 'Money-back', value: 'Not in our data' },
    ]);
    expect(eset.find((s) => s.label === 'Devices')?.value).toBe('5-10');
    expect(eset.find((s) => s.label === 'Protocols')?.value).toBe('Not in our data');
    expect(quickSpecs({ ...nord, moneyBackDays: null }).at(-1)?.value).toBe('Not in our data');
    expect(
      quickSpecs({ ...nord, protocols: [], protocolCount: 7 }).find((s) => s.label === 'Protocols')?.value,
    ).toBe('7 protocols (names not in our data)');
  });

  it('shows a disputed figure with its other readings, and a weak source’s reading not as a dispute', () => {
    const own = sourceInfo({ name: 'Hotspot Shield', url: 'https://hotspotshield.com/', kind: 'provider' });
    const review = sourceInfo({
      name: 'Comparitech',
      url: 'https://comparitech.com/',
      kind: 'publication',
      date: '2026-06-10',
    });
    const weak = sourceInfo({ name: 'Aggregator', url: 'https://example.com/', kind: 'other' });
    const specs = quickSpecs({
      ...nord,
      deviceLimit: 5,
      provenance: {
        ...nord.provenance,
        devices: { source: own, readings: [{ source: review, value: 10, text: '10 devices' }] },
        refund: { source: own, readings: [{ source: weak, value: 45, text: '45 days' }] },
      },
    });
    expect(specs.find((s) => s.label === 'Devices')?.value).toBe(
      '5 (Hotspot Shield) or 10 devices (Comparitech, Jun 2026)',
    );
    expect(specs.find((s) => s.label === 'Money-back')?.value).toBe('30 days');
  });
});

describe('providerDescription', () => {
  it('summarises the facts in one sentence pair', () => {
    expect(
      providerDescription({
        name: 'NordVPN',
        score: { overall: 7.8 },
        serverCount: 7900,
        serverCountIsMinimum: true,
        countryCount: 126,
        countryCountIsMinimum: false,
        pricePerMonth: usd(3.39),
        moneyBackDays: 30,
      }),
    ).toBe(
      'NordVPN review: our score 7.8/10. 7,900+ servers in 126 countries, from $3.39/mo, 30-day money-back. Pros, cons, pricing and our verdict.',
    );
  });
});
