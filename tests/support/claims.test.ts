import { describe, expect, it } from 'vitest';
import { unsupportedClaims } from './claims';

const rules = (text: string, checked?: Set<string>) => unsupportedClaims(text, checked).map((c) => c.rule);

describe('unsupportedClaims', () => {
  it('refuses the verification wording the site used without any check behind it', () => {
    expect(rules('Verified November 20, 2026')).toEqual(['Verified {date}']);
    expect(rules('Last verified November 20, 2026.')).toEqual(['Verified {date}', 'Last verified']);
    expect(rules('Prices are as the provider lists them, last checked today.')).toEqual([
      'last checked',
      'as the provider lists them',
    ]);
    expect(rules('Offer as listed by the provider; check at checkout.')).toEqual([
      'Offer as listed by the provider',
    ]);
    expect(rules('We applied an editorial adjustment of +0.1.')).toEqual(['editorial adjustment']);
    expect(rules('Write to privacy@vpncompass.example today.')).toEqual(['.example address']);
  });

  it('refuses claims of testing, but not statements that testing has not happened', () => {
    expect(rules('We tested each app on home connections.')).toEqual(['claims of testing']);
    expect(rules('Every review is done hands-on.')).toEqual(['hands-on']);
    expect(rules('We have not tested the apps hands-on yet. Speeds are not measured.')).toEqual([]);
    expect(rules('Test it yourself within the money-back window.')).toEqual([]);
  });

  it('allows "checked on" only for a day the data records as a check', () => {
    expect(rules('Checked on December 2, 2026 against https://nordvpn.com/pricing/')).toEqual([
      'checked on {date}',
    ]);
    expect(
      rules('Checked on December 2, 2026 against https://nordvpn.com/', new Set(['December 2, 2026'])),
    ).toEqual([]);
    expect(rules("Compiled on November 21, 2026, not yet checked against NordVPN's site")).toEqual([]);
  });

  it('leaves the spec\'s "Verified User" badge and honest unknowns alone', () => {
    expect(rules('Verified User · We have not verified which streaming services work.')).toEqual([]);
  });
});
