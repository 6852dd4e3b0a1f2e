import { describe, expect, it } from 'vitest';
import { commissionClaims, unsupportedClaims } from './claims';

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

describe('unsupportedClaims: sources no record shows, and old dates', () => {
  it('refuses provider listings and what a provider "states", but not a reading of our own data', () => {
    expect(rules('Compiled from provider listings on November 21, 2026.')).toEqual(['provider listings']);
    expect(rules("The provider's listing shows 'No Logs'.")).toEqual(['provider listings']);
    expect(rules('Protocols are not in the listings we compiled.')).toEqual(['the listings we compiled']);
    expect(rules('Countries, as the provider states it.')).toEqual(['as the provider states']);
    expect(rules('The overall score, 4.8, as the source gives it.')).toEqual(['as the provider states']);
    expect(rules('Our data gives NordVPN 7,900+ servers in 126 countries.')).toEqual([]);
  });

  it("refuses a 2024 date on our own work, in words or as an ISO date, and keeps a source's date", () => {
    expect(rules('Last updated December 15, 2024')).toEqual(['2024 date']);
    expect(rules('updatedAt: 2024-12-15')).toEqual(['2024 date']);
    expect(rules('© 2024 VPN Compass')).toEqual(['2024 date']);
    // A source's own date is the source's: an audit or a privacy statement of 2024 stays.
    expect(rules('Audited by Deloitte in 2024, read on November 25, 2026')).toEqual([]);
    expect(rules('Published November 21, 2026; 20,240 servers')).toEqual([]);
  });
});

describe('commissionClaims', () => {
  it('refuses "may earn" while no link is tracked, unless the sentence ties it to tracked links', () => {
    const claims = (text: string, tracked = 0) => commissionClaims(text, tracked).map((c) => c.sentence);
    expect(
      claims('We may earn a commission when you buy through our links. Rankings are not for sale.'),
    ).toEqual(['We may earn a commission when you buy through our links.']);
    expect(claims('Beside a tracked affiliate link, the note reads "We may earn a commission".')).toEqual([]);
    expect(claims('Not an affiliate link: we earn nothing if you buy through it.')).toEqual([]);
    expect(claims('We may earn a commission if you buy through this link', 1)).toEqual([]);
  });
});
