import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDevices,
  formatDiscount,
  formatPrimaryUse,
  formatStatedCount,
  formatUsageDuration,
  listWords,
  unbrokenName,
  unbrokenNames,
} from './format';

describe('lists', () => {
  it('joins names with commas and a last "and", without a comma before it', () => {
    expect(listWords(['NordVPN', 'Surfshark', 'Proton VPN'])).toBe('NordVPN, Surfshark and Proton VPN');
    expect(listWords(['NordVPN'])).toBe('NordVPN');
  });
});

describe('counts', () => {
  it('uses thousands separators and a plus only for stated minimums', () => {
    expect(formatCount(7900)).toBe('7,900');
    expect(formatStatedCount(7900, true)).toBe('7,900+');
    expect(formatStatedCount(37, false)).toBe('37');
    expect(formatStatedCount(126, false)).toBe('126');
    expect(formatStatedCount(100, true)).toBe('100+');
  });
});

describe('formatDevices', () => {
  it('reads 0 as unlimited, a pair as a range and null as unknown', () => {
    expect(formatDevices(0)).toBe('Unlimited');
    expect(formatDevices(10)).toBe('10');
    expect(formatDevices([5, 10])).toBe('5-10');
    expect(formatDevices(null)).toBe('Not in our data');
  });
});

describe('formatDiscount', () => {
  it('shows a number as Save N% and a string as it is', () => {
    expect(formatDiscount(70)).toBe('Save 70%');
    expect(formatDiscount('Up to 70% off')).toBe('Up to 70% off');
    expect(formatDiscount(null)).toBeNull();
  });
});

describe('formatDate', () => {
  it('uses en-US with a long month and never shifts a date-only value', () => {
    expect(formatDate(new Date('2024-12-15'))).toBe('December 15, 2024');
  });
});

describe('display of choices', () => {
  it("shows durations and uses with the form's labels", () => {
    expect(formatUsageDuration('more-than-2-years')).toBe('More than 2 years');
    expect(formatUsageDuration('1-3-months')).toBe('1-3 months');
    expect(formatUsageDuration('someday')).toBe('someday');
    expect(formatPrimaryUse('privacy')).toBe('Privacy & Security');
    expect(formatPrimaryUse('general')).toBe('General Use');
    expect(formatPrimaryUse('streaming')).toBe('Streaming');
    expect(formatPrimaryUse('someday')).toBe('someday');
  });
});

describe('names in a table cell', () => {
  it('keep a hyphenated brand whole on a line and leave other words and names as they are', () => {
    expect(unbrokenName('F-Secure VPN')).toBe('F\u2011Secure VPN');
    expect(unbrokenName('Proton VPN')).toBe('Proton VPN');
    expect(
      unbrokenNames('Surfshark leads: $2.18 a month less than F-Secure VPN, open-source', [
        'Surfshark',
        'F-Secure VPN',
      ]),
    ).toBe('Surfshark leads: $2.18 a month less than F\u2011Secure VPN, open-source');
  });
});
